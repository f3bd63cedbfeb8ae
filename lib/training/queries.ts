import "server-only";
import { asc, eq } from "drizzle-orm";
import { formatInTimeZone } from "date-fns-tz";
import type { TDbOrTx } from "@/db/client";
import { monthlyPromotions, settings } from "@/db/schema";
import { localizedTexts } from "@/lib/i18n/content";
import { startingWithMonth, type TMonthlyDiscount, type TPromotion } from "./promotions";
import { TRAINING_ZONE } from "./rules";

/**
 * The carousel: active promotions, the current month first. "Current" is the month in US Eastern
 * time, the zone the public site's offers follow (like the live training). Title and message in
 * `locale` when stored in it (the carousel), else English (the API payload).
 */
export async function listPromotions(db: TDbOrTx, now: Date, locale = "en"): Promise<TPromotion[]> {
  const rows = await db
    .select({
      month: monthlyPromotions.month,
      title: monthlyPromotions.title,
      message: monthlyPromotions.message,
      licenseExpires: monthlyPromotions.licenseExpires,
      fancyboxList: monthlyPromotions.fancyboxList,
      translations: monthlyPromotions.translations,
    })
    .from(monthlyPromotions)
    .where(eq(monthlyPromotions.active, true));
  const texts = rows.map(({ translations, ...r }) => ({ ...r, ...localizedTexts({ ...r, translations }, ["title", "message"], locale) }));
  return startingWithMonth(texts, Number(formatInTimeZone(now, TRAINING_ZONE, "M")));
}

/**
 * The discount and prorate percents of every month (a quote's prorated percent comes from the promotion of its start
 * month), January to December. A quote needs every month, so a promotion switched off for the
 * carousel still counts here.
 */
export async function listMonthlyDiscounts(db: TDbOrTx): Promise<TMonthlyDiscount[]> {
  return db.select({ month: monthlyPromotions.month, discount: monthlyPromotions.discount, prorated: monthlyPromotions.prorated }).from(monthlyPromotions).orderBy(asc(monthlyPromotions.month));
}

/** Where "Join" leads when no join link is configured: the public trainings page. */
export const DEFAULT_JOIN_URL = "/trainings";
export const LIVE_TRAINING_SETTING = "live_training";

/**
 * The live training's join link: settings key "live_training" {joinUrl} (an http(s) URL or a path on
 * this site), so the meeting link can change without a release.
 */
export async function getLiveTrainingJoinUrl(db: TDbOrTx): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, LIVE_TRAINING_SETTING)).limit(1);
  const joinUrl = (row?.value as { joinUrl?: unknown } | undefined)?.joinUrl;
  if (typeof joinUrl === "string" && (/^https?:\/\//i.test(joinUrl) || /^\/(?!\/)/.test(joinUrl))) return joinUrl;
  return DEFAULT_JOIN_URL;
}
