import "server-only";
import { eq, sql } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { coupons, orders, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { refreshPublicPages } from "@/lib/pages/public-cache";
import { notFound } from "@/lib/http/errors";
import { ZCouponId } from "./schemas";

/**
 * Deletes a coupon nobody has used; a coupon an account signed up with or an order was placed
 * with is deactivated instead, so that history keeps pointing at it.
 */
export async function deleteCoupon(db: TDb, actor: TActor, input: unknown): Promise<{ outcome: "deleted" | "deactivated"; code: string }> {
  assertCan(actor.user, "billing.admin.coupons");
  const { id } = ZCouponId.parse(input);
  const result = await db.transaction(async (tx) => {
    const [coupon] = await tx.select({ id: coupons.id, code: coupons.code }).from(coupons).where(eq(coupons.id, id)).for("update");
    if (!coupon) throw notFound("This coupon no longer exists.");
    const [byUser] = await tx.select({ id: users.id }).from(users).where(eq(users.couponId, id)).limit(1);
    const [byOrder] = byUser
      ? [byUser]
      : await tx
          .select({ id: orders.id })
          .from(orders)
          .where(sql`lower(${orders.couponCode}) = ${coupon.code.toLowerCase()}`)
          .limit(1);
    if (byUser || byOrder) {
      await tx.update(coupons).set({ active: false }).where(eq(coupons.id, id));
      return { outcome: "deactivated" as const, code: coupon.code };
    }
    await tx.delete(coupons).where(eq(coupons.id, id));
    return { outcome: "deleted" as const, code: coupon.code };
  });
  // /coupons/{code} now goes home (or shows the new percent): refresh the cached page.
  refreshPublicPages("coupon");
  return result;
}
