import "server-only";
import { eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { BILLING_PRODUCTS, discountTiers, monthlyPromotions, productPrices, settings } from "@/db/schema";
import { BILLING_SETTINGS } from "@/db/seed/data/billing";
import type { TPriceBook } from "./types";

export type TBillingSettings = { maxUpgradeCents: number; quoteValidDays: number };

/** The 'billing' settings row (MAX upgrade price, quote validity), falling back to the seeded defaults. */
export async function loadBillingSettings(db: TDbOrTx): Promise<TBillingSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "billing")).limit(1);
  return billingSettingsOf((row?.value ?? null) as Partial<Record<keyof TBillingSettings, unknown>> | null);
}

function billingSettingsOf(value: Partial<Record<keyof TBillingSettings, unknown>> | null): TBillingSettings {
  const int = (v: unknown, fallback: number) => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : fallback);
  return {
    maxUpgradeCents: int(value?.maxUpgradeCents, BILLING_SETTINGS.maxUpgradeCents),
    quoteValidDays: int(value?.quoteValidDays, BILLING_SETTINGS.quoteValidDays),
  };
}

type TBookRow = {
  prices: { product: string; priceCents: number; origPriceCents: number; label: string }[] | null;
  tiers: { minLicenceYears: number; percent: number }[] | null;
  promotions: { month: number; discount: number; prorated: number; active: boolean }[] | null;
  billing: Partial<Record<keyof TBillingSettings, unknown>> | null;
};

/**
 * The price book an admin edits: unit prices with their original price and label,
 * the quantity-discount tiers, the MAX upgrade price and the monthly promotions. Read in ONE round
 * trip (every price request needs it). A product without a row (never after the seed) is priced 0
 * with its key as label, so pricing never meets undefined.
 */
export async function loadPriceBook(db: TDbOrTx): Promise<TPriceBook> {
  const result: unknown = await db.execute(sql`
    select
      (select json_agg(json_build_object('product', ${productPrices.product}, 'priceCents', ${productPrices.priceCents}, 'origPriceCents', ${productPrices.origPriceCents}, 'label', ${productPrices.label})) from ${productPrices}) as prices,
      (select json_agg(json_build_object('minLicenceYears', ${discountTiers.minLicenceYears}, 'percent', ${discountTiers.percent}) order by ${discountTiers.minLicenceYears}) from ${discountTiers}) as tiers,
      (select json_agg(json_build_object('month', ${monthlyPromotions.month}, 'discount', ${monthlyPromotions.discount}, 'prorated', ${monthlyPromotions.prorated}, 'active', ${monthlyPromotions.active}) order by ${monthlyPromotions.month}) from ${monthlyPromotions}) as promotions,
      (select ${settings.value} from ${settings} where ${settings.key} = 'billing') as billing
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<keyof TBookRow, unknown>[];
  const row = rows[0] ? (Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, typeof v === "string" ? JSON.parse(v) : v])) as TBookRow) : null;
  const byProduct = new Map((row?.prices ?? []).map((r) => [r.product, r]));
  const prices = Object.fromEntries(
    BILLING_PRODUCTS.map((p) => {
      const r = byProduct.get(p);
      return [p, { priceCents: r?.priceCents ?? 0, origPriceCents: r?.origPriceCents ?? r?.priceCents ?? 0, label: r?.label ?? p }];
    }),
  ) as TPriceBook["prices"];
  return {
    prices,
    maxUpgradeCents: billingSettingsOf(row?.billing ?? null).maxUpgradeCents,
    tiers: (row?.tiers ?? []).map((t) => ({ minLicenceYears: Number(t.minLicenceYears), percent: Number(t.percent) })),
    // An inactive month promotes nothing.
    promotions: (row?.promotions ?? []).map((r) => (r.active ? { month: r.month, discount: r.discount, prorated: r.prorated } : { month: r.month, discount: 0, prorated: 0 })),
  };
}
