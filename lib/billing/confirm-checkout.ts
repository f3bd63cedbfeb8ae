import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { orders, type TOrderRow, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { logError } from "@/lib/http/log";
import { assertOrderAccess } from "./access";
import { completeOrder } from "./finalize-order";
import { checkoutState, defaultPayments, retrieveCheckout, type TCheckoutSession, type TPayments } from "./payment";
import type { TCheckoutState } from "./payment-stripe";
import { completedResult, declinedError, redirectResult, type TPurchaseResult } from "./purchase-result";

// Stripe mode: the order stays 'pending' while the buyer pays on Stripe's page; it is finalized
// when Stripe says the session is paid — on the return to /app/user/billing?checkout={id}
// (confirmCheckout), on the webhook, or when the purchase is retried with the same key.

const NO_SESSION = "This payment session does not exist.";

async function orderOfSession(db: TDb, state: TCheckoutState): Promise<TOrderRow | null> {
  if (!state.orderId) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, state.orderId), eq(orders.processor, "stripe"), eq(orders.paymentRef, state.sessionId)))
    .limit(1);
  return order ?? null;
}

/** Finalizes a pending order whose session Stripe reports paid, for the amount we asked. Idempotent. */
async function settlePaidSession(db: TDb, order: TOrderRow, state: TCheckoutState, now: Date): Promise<void> {
  if (!state.paid || order.status !== "pending") return;
  if (state.amountCents !== null && state.amountCents !== order.amountDueCents) {
    // The log keeps an error's class and code only (lib/http/log.ts): the code and the order's id
    // say what happened and where to look; amounts, session and card details stay with Stripe.
    const mismatch = new AppError("amount_mismatch", "The amount paid does not match the order. Please contact us.", 409);
    logError(`stripe order=${order.id}`, mismatch);
    throw mismatch;
  }
  await completeOrder(db, order.id, { status: "paid", processor: "stripe", paymentRef: state.sessionId, cardLast4: null }, now);
}

/** A retried purchase whose Stripe session is open: the same page again, or the paid order. */
export async function resumeCheckout(db: TDb, order: TOrderRow, buyer: TUserRow, payments: TPayments, now: Date): Promise<TPurchaseResult> {
  const state = await retrieveCheckout(payments.stripe(), order.paymentRef as string);
  if (state.paid) {
    await settlePaidSession(db, order, state, now);
    return completedResult(db, order.id);
  }
  if (!state.url) {
    // The session expired unpaid: the next retry with this key opens a new one.
    await markExpired(db, order.id, now);
    throw new AppError("checkout_expired", "The payment page has expired. Please try again.", 409);
  }
  return redirectResult(order, buyer, state.url);
}

async function markExpired(db: TDb, orderId: number, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status: "failed", failureMessage: "The payment page expired.", updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")));
}

/**
 * The return from Stripe Checkout (/app/user/billing?checkout={CHECKOUT_SESSION_ID}): retrieves the
 * session and, when payment_status is 'paid', finalizes the order (idempotent). A paid session is
 * finalized whoever returns with it; only someone who may see the order gets its details.
 */
export async function confirmCheckout(db: TDb, actor: TActor | null, sessionId: string, now: Date, payments: TPayments = defaultPayments()): Promise<TPurchaseResult> {
  if (payments.mode !== "stripe") throw new AppError("not_found", NO_SESSION, 404);
  const state = await retrieveCheckout(payments.stripe(), sessionId);
  const order = await orderOfSession(db, state);
  if (!order) throw new AppError("not_found", NO_SESSION, 404);
  await settlePaidSession(db, order, state, now);
  await assertOrderAccess(db, { actor }, order.id, now);
  const [current] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  if (current.status === "paid" || current.status === "awaiting_po") return completedResult(db, order.id);
  if (current.status === "declined") throw declinedError(current.failureMessage);
  throw new AppError("payment_incomplete", "The payment has not been completed. No charge was made.", 402);
}

/** A verified webhook event: a completed/async-succeeded session finalizes its order; an expired one frees its key. */
export async function handleStripeEvent(db: TDb, event: { type: string; data: { object: unknown } }, now: Date): Promise<{ handled: boolean }> {
  const relevant = ["checkout.session.completed", "checkout.session.async_payment_succeeded", "checkout.session.expired"];
  if (!relevant.includes(event.type)) return { handled: false };
  const state = checkoutState(event.data.object as TCheckoutSession);
  const order = await orderOfSession(db, state);
  if (!order) return { handled: false };
  if (event.type === "checkout.session.expired") await markExpired(db, order.id, now);
  else await settlePaidSession(db, order, state, now);
  return { handled: true };
}
