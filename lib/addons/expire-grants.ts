import "server-only";
import { and, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { addonGrants, licenceGrants, orders, users } from "@/db/schema";
import { ADDON_COLUMNS } from "@/lib/billing/grant-licence";
import { addDaysIso, safeTimeZone, todayIn } from "@/lib/users/rules";
import type { TAddonKey } from "./schemas";

// The end of add-on grants: the scheduled job (lib/jobs) and the grants list end those past their
// last day; a revoke settles the user's flag the same way.

/** True when a paid (or purchase-order) licence still grants `addon` to the user on `today`. */
async function paidAddonRuns(tx: TDbOrTx, userId: number, addon: TAddonKey, today: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: licenceGrants.id })
    .from(licenceGrants)
    .innerJoin(orders, eq(orders.id, licenceGrants.orderId))
    .where(and(eq(licenceGrants.userId, userId), eq(licenceGrants.product, addon), gte(licenceGrants.end, today), inArray(orders.status, ["paid", "awaiting_po"])))
    .limit(1);
  return row !== undefined;
}

/** Switches the user's flag off unless another running grant or a paid licence still holds it. */
export async function settleFlag(tx: TDbOrTx, userId: number, addon: TAddonKey, today: string, now: Date): Promise<boolean> {
  const [other] = await tx
    .select({ id: addonGrants.id })
    .from(addonGrants)
    .where(and(eq(addonGrants.userId, userId), eq(addonGrants.addon, addon), isNull(addonGrants.revokedAt), isNull(addonGrants.expiredAt), gte(addonGrants.until, today)))
    .limit(1);
  if (other || (await paidAddonRuns(tx, userId, addon, today))) return true;
  await tx
    .update(users)
    .set({ [ADDON_COLUMNS[addon]]: false, updatedAt: now })
    .where(eq(users.id, userId));
  return false;
}

/**
 * A grant counts to its `until` day inclusive, in the user's time zone (as licences do:
 * lib/users/rules.ts isLicenceExpired). This sweep ends the grants whose day has passed and
 * switches their flag off unless a paid licence or another grant still holds it. Returns how many ended.
 */
export async function sweepExpiredAddonGrants(db: TDb, now: Date): Promise<number> {
  // Any grant whose `until` is before tomorrow in UTC may have ended somewhere; the user's zone decides.
  const horizon = addDaysIso(now.toISOString().slice(0, 10), 1);
  const due = await db
    .select({ id: addonGrants.id, userId: addonGrants.userId, addon: addonGrants.addon, until: addonGrants.until, timezone: users.timezone })
    .from(addonGrants)
    .innerJoin(users, eq(users.id, addonGrants.userId))
    .where(and(isNull(addonGrants.revokedAt), isNull(addonGrants.expiredAt), lt(addonGrants.until, horizon)))
    .limit(1000);
  const ended = due.filter((g) => g.until < todayIn(safeTimeZone(g.timezone), now));
  if (ended.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const g of ended) {
      const [open] = await tx
        .update(addonGrants)
        .set({ expiredAt: now })
        .where(and(eq(addonGrants.id, g.id), isNull(addonGrants.revokedAt), isNull(addonGrants.expiredAt)))
        .returning({ id: addonGrants.id });
      if (!open) continue;
      await settleFlag(tx, g.userId, g.addon as TAddonKey, todayIn(safeTimeZone(g.timezone), now), now);
    }
  });
  return ended.length;
}
