// Display helpers of the quote form: dates in the reader's language, the plan name of a licence.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar date 'YYYY-MM-DD' in the reader's language ("Jul 31, 2027", "31 lug 2027"); "" for none. */
export function formatLocalDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return "";
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return iso;
  let f = formatters.get(locale);
  if (!f) {
    // UTC on both sides, so no time zone can move the day.
    f = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    formatters.set(locale, f);
  }
  return f.format(new Date(Date.UTC(y, m - 1, d)));
}

export type TPlanKey = "trial" | "pro" | "sw" | "max";

/** "AppID 0 means trial", 1 the PRO licence (SW when isSW), 2 MAX (spec 2 sections 1 and 3). */
export function planKey(appId: number, isSw: boolean): TPlanKey {
  if (appId === 0) return "trial";
  if (appId === 2) return "max";
  return isSw ? "sw" : "pro";
}

/** The later of two calendar dates (either may be missing). */
export function laterDate(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}
