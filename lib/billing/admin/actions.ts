"use server";

import { assertCan } from "@/lib/auth/permissions";
import { revalidatePath } from "next/cache";
import type { TDb } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { runAction, type TActionResult } from "@/lib/http/action";
import { AppError } from "@/lib/http/errors";
import { deleteCoupon } from "./delete-coupon";
import { markOrderPaid } from "./mark-order-paid";
import { resendInvoice } from "./resend-invoice";
import { saveCoupon } from "./save-coupon";
import { saveDiscountTiers } from "./save-discount-tiers";
import { savePartner } from "./save-partner";
import type { TCouponInput, TDiscountTiersInput, TPartnerInput, TPromotionsInput, TUpdatePrices } from "./schemas";
import { updatePrices } from "./update-prices";
import { updatePromotions } from "./update-promotions";

// The billing back office's server actions (admins only; the use-cases check it). Each answers
// TActionResult: on failure, error entries whose `field` names the input to mark ("prices.2.price").

type TCtx = { db: TDb; actor: TActor; now: Date };

/** runAction, keeping the field of a domain error (a taken code or host) for the form. */
async function run<T>(fn: (ctx: TCtx) => Promise<T>, paths: string[]): Promise<TActionResult<T>> {
  let fieldError: AppError | null = null;
  const result = await runAction(async (ctx) => {
    try {
      return await fn(ctx);
    } catch (error) {
      if (error instanceof AppError && error.field) fieldError = error;
      throw error;
    }
  });
  if (result.ok) {
    for (const p of paths) revalidatePath(p);
    return result;
  }
  const fe = fieldError as AppError | null;
  return fe ? { ...result, error: [{ code: fe.code, message: fe.message, field: fe.field }] } : result;
}

// The quote pages read the price book on every request; the admin page is refreshed by the client.
const PRICE_PATHS = ["/app/admin/prices"];

/** Prices, original prices and labels, and the MAX upgrade price (dollars as typed: "89.00"). */
export async function updatePricesAction(input: TUpdatePrices) {
  return run(({ db, actor, now }) => {
    assertCan(actor.user, "billing.admin.prices");
    return updatePrices(db, actor, input, now);
  }, PRICE_PATHS);
}

/** The whole quantity-discount table. */
export async function saveDiscountTiersAction(input: TDiscountTiersInput) {
  return run(({ db, actor }) => {
    assertCan(actor.user, "billing.admin.prices");
    return saveDiscountTiers(db, actor, input);
  }, PRICE_PATHS);
}

/** The discount and prorated percents of the 12 months. */
export async function updatePromotionsAction(input: TPromotionsInput) {
  return run(({ db, actor }) => {
    assertCan(actor.user, "billing.admin.prices");
    return updatePromotions(db, actor, input);
  }, PRICE_PATHS);
}

/** Creates (no id) or updates a coupon. */
export async function saveCouponAction(input: TCouponInput) {
  return run(
    async ({ db, actor }) => {
      assertCan(actor.user, "billing.admin.coupons");
      const row = await saveCoupon(db, actor, input);
      return { id: row.id, code: row.code };
    },
    ["/app/admin/coupons"],
  );
}

/** Deletes an unused coupon, deactivates a used one. */
export async function deleteCouponAction(input: { id: number }) {
  return run(
    ({ db, actor }) => {
      assertCan(actor.user, "billing.admin.coupons");
      return deleteCoupon(db, actor, input);
    },
    ["/app/admin/coupons"],
  );
}

/** Creates (isNew) or updates a partner. */
export async function savePartnerAction(input: TPartnerInput) {
  return run(
    async ({ db, actor }) => {
      assertCan(actor.user, "billing.admin.partners");
      const row = await savePartner(db, actor, input);
      return { id: row.id, name: row.name };
    },
    ["/app/admin/partners"],
  );
}

/** Marks a purchase order awaiting payment as paid (409 for any other status). */
export async function markOrderPaidAction(input: { orderId: number }) {
  return run(
    ({ db, actor, now }) => {
      assertCan(actor.user, "billing.admin.orders");
      return markOrderPaid(db, actor, input, now);
    },
    ["/app/admin/orders"],
  );
}

/** Emails an order's invoice again ('Invoice emailed to: {email}'). */
export async function resendInvoiceAction(input: { orderId: number }) {
  return run(
    ({ db, actor, now }) => {
      assertCan(actor.user, "billing.admin.orders");
      return resendInvoice(db, actor, input, now);
    },
    ["/app/admin/orders"],
  );
}
