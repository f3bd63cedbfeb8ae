import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { settings } from "@/db/schema";
import { formatDate } from "@/lib/i18n/format";
import type { TLocale } from "@/lib/i18n/locales";
import { translatorFor } from "./translate";
import { addDaysIso } from "@/lib/users/rules";
import { TRIAL_DAYS } from "./rules";

// Promotion pages (/nsclc, /nsclc10, /hatch, /promo/{url}) and their label and note
// (GET /home/getPromoSettings). Built-in promotions are translated; an administrator may add or
// override promotions in the settings row "promo_settings": { [urlName]: { label, note } }.

export const BUILT_IN_PROMOS = ["nsclc", "nsclc10", "hatch"] as const;
export const PROMO_SETTINGS_KEY = "promo_settings";

export type TPromo = { urlName: string; promoLabel: string; promoNote: string };

type TStoredPromo = { label?: unknown; note?: unknown };

async function storedPromos(db: TDbOrTx): Promise<Record<string, TStoredPromo>> {
  const [row] = await db.select().from(settings).where(eq(settings.key, PROMO_SETTINGS_KEY)).limit(1);
  const value = row?.value;
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, TStoredPromo>) : {};
}

/**
 * The promotion of a url name (or of a dialog type when no url name is given), or null when there
 * is none. "The free label for the nsclc promotion offers a free licence to conference attendees,
 * 30-day expiry, date shown MM/DD/YY."
 */
export async function findPromo(db: TDbOrTx, key: { urlName?: string; dialogType?: string }, ctx: { today: string; locale: TLocale }): Promise<TPromo | null> {
  const urlName = (key.urlName || key.dialogType || "").trim().toLowerCase();
  if (!/^[a-z0-9_.-]{1,64}$/.test(urlName)) return null;
  const stored = (await storedPromos(db))[urlName];
  if (stored && typeof stored.label === "string") {
    return { urlName, promoLabel: stored.label, promoNote: typeof stored.note === "string" ? stored.note : "" };
  }
  if (!(BUILT_IN_PROMOS as readonly string[]).includes(urlName)) return null;
  const t = await translatorFor(ctx.locale, "signup.promos");
  const date = formatDate(addDaysIso(ctx.today, TRIAL_DAYS), ctx.locale);
  return { urlName, promoLabel: t(`${urlName}.label`), promoNote: t(`${urlName}.note`, { date }) };
}

/**
 * The current promotion settings, as GET /home/getPromoSettings answers them one by one: the
 * built-in promotions and those an administrator added, in url-name order.
 */
export async function listPromos(db: TDbOrTx, ctx: { today: string; locale: TLocale }): Promise<TPromo[]> {
  const names = new Set<string>([...BUILT_IN_PROMOS, ...Object.keys(await storedPromos(db)).map((k) => k.toLowerCase())]);
  const promos = await Promise.all([...names].sort().map((urlName) => findPromo(db, { urlName }, ctx)));
  return promos.filter((p): p is TPromo => p !== null);
}
