import "server-only";
import type { TDb } from "@/db/client";
import { monthlyPromotions } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { refreshPublicPages } from "@/lib/pages/public-cache";
import { ZPromotions } from "./schemas";

/**
 * Saves the discount and prorated percents of the 12 monthly promotions (the prorated
 * percent of a quote starting that month). The carousel text of each month is left alone.
 */
export async function updatePromotions(db: TDb, actor: TActor, input: unknown) {
  assertCan(actor.user, "billing.admin.prices");
  const { promotions } = ZPromotions.parse(input);
  const result = await db.transaction(async (tx) => {
    for (const p of promotions) {
      await tx
        .insert(monthlyPromotions)
        .values({ month: p.month, title: "", message: "", discount: p.discount, prorated: p.prorated })
        .onConflictDoUpdate({ target: monthlyPromotions.month, set: { discount: p.discount, prorated: p.prorated } });
    }
    return { promotions: [...promotions].sort((a, b) => a.month - b.month) };
  });
  refreshPublicPages("promotion");
  return result;
}
