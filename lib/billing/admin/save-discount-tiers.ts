import "server-only";
import type { TDb } from "@/db/client";
import { discountTiers } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { ZDiscountTiers } from "./schemas";

/** Replaces the quantity-discount table as a whole, in one transaction. */
export async function saveDiscountTiers(db: TDb, actor: TActor, input: unknown) {
  assertCan(actor.user, "billing.admin.prices");
  const tiers = [...ZDiscountTiers.parse(input).tiers].sort((a, b) => a.minLicenceYears - b.minLicenceYears);
  return db.transaction(async (tx) => {
    await tx.delete(discountTiers);
    if (tiers.length) await tx.insert(discountTiers).values(tiers);
    return { tiers };
  });
}
