import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { BILLING_PRODUCTS, productPrices, settings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { ZUpdatePrices } from "./schemas";

/**
 * Saves the unit prices, original prices and labels of the price book, and the MAX upgrade price
 * (settings 'billing'.maxUpgradeCents; the row's other keys are kept), in one transaction.
 */
export async function updatePrices(db: TDb, actor: TActor, input: unknown, now: Date) {
  assertCan(actor.user, "billing.admin.prices");
  const v = ZUpdatePrices.parse(input);
  return db.transaction(async (tx) => {
    for (const p of v.prices) {
      const values = { priceCents: p.price, origPriceCents: p.origPrice, label: p.label, updatedAt: now };
      await tx
        .insert(productPrices)
        .values({ product: p.product, sortOrder: BILLING_PRODUCTS.indexOf(p.product), ...values })
        .onConflictDoUpdate({ target: productPrices.product, set: values });
    }
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, "billing")).for("update");
    const previous = row?.value && typeof row.value === "object" && !Array.isArray(row.value) ? (row.value as Record<string, unknown>) : {};
    const value = { ...previous, maxUpgradeCents: v.maxUpgrade };
    await tx
      .insert(settings)
      .values({ key: "billing", value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
    return { products: v.prices.length, maxUpgradeCents: v.maxUpgrade };
  });
}
