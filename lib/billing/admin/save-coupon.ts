import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { coupons } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { refreshPublicPages } from "@/lib/pages/public-cache";
import { AppError, notFound } from "@/lib/http/errors";
import { COUPON_PERCENT_AND_PRICE, ZCoupon } from "./schemas";
import { isUniqueViolation } from "./unique-violation";

const codeTaken = (code: string) => new AppError("coupon_code_taken", `Another coupon already has the code ${code} (codes are compared without regard to case).`, 409, "code");

/**
 * Creates a coupon (no id) or updates one. A coupon takes a percent discount or a fixed price,
 * never both; its code is unique without regard to case.
 */
export async function saveCoupon(db: TDb, actor: TActor, input: unknown) {
  assertCan(actor.user, "billing.admin.coupons");
  const v = ZCoupon.parse(input);
  if (v.discount > 0 && v.price > 0) throw new AppError("coupon_percent_and_price", COUPON_PERCENT_AND_PRICE, 422, "price");
  const values = {
    code: v.code,
    discount: v.discount,
    priceCents: v.price,
    product: v.product,
    expires: v.expires,
    expires0731: v.expires0731,
    comment: v.comment,
    active: v.active,
  };
  try {
    const saved = await db.transaction(async (tx) => {
      const sameCode = sql`lower(${coupons.code}) = ${v.code.toLowerCase()}`;
      const [clash] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(v.id ? and(sameCode, ne(coupons.id, v.id)) : sameCode)
        .limit(1);
      if (clash) throw codeTaken(v.code);
      if (v.id) {
        const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, v.id)).returning();
        if (!row) throw notFound("This coupon no longer exists.");
        return row;
      }
      const [row] = await tx.insert(coupons).values(values).returning();
      return row;
    });
    // /coupons/{code} is cached per language: the next visitor sees the new percent or state.
    refreshPublicPages("coupon");
    return saved;
  } catch (error) {
    // Two admins saving the same new code at once: the unique index decides.
    if (isUniqueViolation(error)) throw codeTaken(v.code);
    throw error;
  }
}
