"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { getDb, type TDb } from "@/db/client";
import { resolveActor, type TActor } from "@/lib/auth/current-user";
import { clientIp } from "@/lib/auth/ip";
import { actionError, runAction, type TActionResult } from "@/lib/http/action";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { siteOrigin } from "@/lib/pages/origin";
import { confirmCheckout } from "./confirm-checkout";
import { resendInvoice } from "./email-invoice";
import { defaultPayments } from "./payment";
import { purchaseLicence, type TPurchaseResult } from "./purchase";
import { ZConfirmCheckout, ZPurchase, ZResendInvoice, type TPurchaseInput } from "./purchase-schemas";

// The purchase's server actions (thin wrappers over the use-cases):
// - purchaseAction(input: TPurchaseInput) → TActionResult<TPurchaseResult>
//   The quote draft + { quoteID?, idempotencyKey, payment: {method:'card', cardNumber, expMonth,
//   expYear, cvc, nameOnCard} | {method:'checkout'} (Stripe mode) | {method:'po', poNumber} }.
//   Signed-in users, and visitors holding the quote link (linkToken) of the licence holder.
//   Errors: 402 card_declined, 409 payment_in_progress, 403 forbidden, 401, 422.
//   status 'redirect' (Stripe mode): send the browser to data.redirect.
// - confirmCheckoutAction({ sessionId }) → TActionResult<TPurchaseResult> (the ?checkout= return).
// - resendInvoiceAction({ orderId }) → TActionResult<{ message, email }> (the order's holder, creator, manager or an admin).

/**
 * Like runAction, but a visitor without a session may call it (access is checked by the use-case).
 * Such a visitor is counted against the purchase limit per client address before any work, as on
 * POST /api/v1/users/billing/add.
 */
async function runOptionalActor<T>(fn: (ctx: { db: TDb; actor: TActor | null; now: Date; origin: string }) => Promise<T>): Promise<TActionResult<T>> {
  try {
    const now = new Date();
    const db = await getDb();
    const h = await headers();
    const actor = await resolveActor(h, now).catch(() => null);
    if (!actor) await hitRateLimit(db, RATE_LIMITS.purchase, clientIp(h), now);
    return { ok: true, data: await fn({ db, actor, now, origin: siteOrigin(h) }) };
  } catch (error) {
    return actionError(error);
  }
}

export async function purchaseAction(input: TPurchaseInput): Promise<TActionResult<TPurchaseResult>> {
  const result = await runOptionalActor(({ db, actor, now, origin }) => purchaseLicence(db, { actor }, ZPurchase.parse(input), now, { payments: defaultPayments(origin) }));
  if (result.ok) revalidatePath("/app/user/billing");
  return result;
}

export async function confirmCheckoutAction(input: { sessionId: string }): Promise<TActionResult<TPurchaseResult>> {
  const result = await runOptionalActor(({ db, actor, now, origin }) => confirmCheckout(db, actor, ZConfirmCheckout.parse(input).sessionId, now, defaultPayments(origin)));
  if (result.ok) revalidatePath("/app/user/billing");
  return result;
}

export async function resendInvoiceAction(input: { orderId: number }): Promise<TActionResult<{ message: string; email: string }>> {
  return runAction(({ db, actor, now }) => resendInvoice(db, { actor }, ZResendInvoice.parse(input).orderId, now), { license: "renewal" });
}
