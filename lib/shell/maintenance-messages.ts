import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type TLocale } from "@/lib/i18n/locales";

// The maintenance page's four strings in every language, for the error boundaries that cannot read
// the messages (global-error replaces the root layout and its message provider; the public site's
// browser bundle leaves them out). They are copies of messages/{en,it,de}.json "maintenance";
// tests/unit/shell-rules.test.ts fails when they drift apart.

export type TMaintenanceStrings = { title: string; body: string; failed: string; retry: string };

export const MAINTENANCE_MESSAGES: Record<TLocale, TMaintenanceStrings> = {
  en: {
    title: "We are improving SCUTA",
    body: "The app is in maintenance for a short while. Your data is safe; please come back in a few minutes.",
    failed: "SCUTA could not load this page just now. Your data is safe; please try again in a moment.",
    retry: "Try again",
  },
  it: {
    title: "Stiamo migliorando SCUTA",
    body: "L'app è in manutenzione per un breve periodo. I tuoi dati sono al sicuro: torna tra qualche minuto.",
    failed: "SCUTA non è riuscito a caricare questa pagina. I tuoi dati sono al sicuro; riprova tra un momento.",
    retry: "Riprova",
  },
  de: {
    title: "Wir verbessern SCUTA",
    body: "Die App wird kurzzeitig gewartet. Ihre Daten sind sicher; bitte versuchen Sie es in ein paar Minuten erneut.",
    failed: "SCUTA konnte diese Seite gerade nicht laden. Ihre Daten sind sicher; bitte versuchen Sie es gleich noch einmal.",
    retry: "Erneut versuchen",
  },
};

/**
 * The language of a page that has no message provider: the language cookie (set by the switch and
 * at sign-in), else the browser's languages (what the proxy negotiated from), else the page's lang
 * attribute, else English.
 */
export function pickLocale(sources: { cookie?: string | null; lang?: string | null; languages?: readonly string[] }): TLocale {
  const fromCookie = sources.cookie
    ?.split(";")
    .map((c) => c.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  const candidates = [fromCookie, ...(sources.languages ?? []), sources.lang].map((v) => v?.slice(0, 2).toLowerCase());
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}

/** What the maintenance probe (GET /home/maintenanceMode) says: the database or the app is down, or only this page failed. */
export type TProbe = "checking" | "down" | "pageFailed";

/** "A failed maintenance call sets both the maintenance and database-failed flags". */
export function probeResult(res: { ok: boolean; body: unknown } | null): Exclude<TProbe, "checking"> {
  if (!res || !res.ok) return "down";
  const flag = (res.body as { inMaintenanceMode?: unknown } | null)?.inMaintenanceMode;
  if (flag === undefined) return "down";
  return flag === 1 ? "down" : "pageFailed";
}
