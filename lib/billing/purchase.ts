import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { orders, type TOrderRow, type TPaymentMethod, type TUserRow } from "@/db/schema";
import { AppError, unauthorized } from "@/lib/http/errors";
import { assertQuoteAccess, type TBillingAccess } from "./access";
import { resumeCheckout } from "./confirm-checkout";
import { completeOrder, type TSettlement } from "./finalize-order";
import { chargeTestCard, createCheckout, defaultPayments, type TPayments } from "./payment";
import { priceDraft } from "./price-draft";
import { isImpliedCouponCode, PRICED_PRODUCTS } from "./pricing";
import type { TPurchase } from "./purchase-schemas";
import { completedResult, declinedError, redirectResult, type TPurchaseResult } from "./purchase-result";
import { snapshotOf } from "./save-quote";

export type { TPurchaseResult, TPurchaseUser } from "./purchase-result";

const FORBIDDEN = "You cannot buy a license for this account.";
const IN_PROGRESS = "This payment is still being processed. Please wait a moment before trying again.";
// How long a retried request waits for the first one with the same key to finish (double click).
const IN_FLIGHT_WAIT_MS = 10_000;
const POLL_MS = 50;

/** The purchase's collaborators: the payment module and how long a retry waits for the first call. */
export type TPurchaseDeps = { payments: TPayments; inFlightWaitMs: number };

/**
 * Buys the licence of a draft (POST /api/v1/users/billing/add, purchaseAction):
 * the server prices the draft again (client totals are ignored); only someone who may buy for the
 * licence holder may; the order is stored once per (user, idempotency key) — a retry returns the
 * first answer and never charges twice; then the card is charged (test processor), or Stripe
 * Checkout is opened (answer `redirect`), or nothing is charged (purchase order, amount 0); and the
 * order, its invoice and the licence are written in one transaction, and the invoice is emailed.
 */
export async function purchaseLicence(db: TDb, access: TBillingAccess, input: TPurchase, now: Date, deps: Partial<TPurchaseDeps> = {}): Promise<TPurchaseResult> {
  const payments = deps.payments ?? defaultPayments();
  const withLink: TBillingAccess = { actor: access.actor, linkToken: access.linkToken ?? input.linkToken ?? null };
  if (!withLink.actor && !withLink.linkToken) throw unauthorized("token_not_provided");
  const { priced, buyer, mayPurchase, contact, partner } = await priceDraft(db, withLink, input, now);
  if (!buyer || !mayPurchase) throw new AppError("forbidden", FORBIDDEN, 403);
  if (input.quoteID !== undefined) await assertQuoteAccess(db, withLink, input.quoteID, now);
  if (PRICED_PRODUCTS.every((p) => priced.quantities[p] <= 0)) {
    throw new AppError("nothing_to_buy", "Choose at least one license or add-on to buy.", 422, "quantities");
  }
  const amountCents = priced.totalAmountDueCents;
  const method: TPaymentMethod = amountCents === 0 ? "free" : input.payment.method === "po" ? "po" : "card";
  if (method === "card" && payments.mode === "test" && input.payment.method !== "card") {
    throw new AppError("card_required", "Enter the card details: card payments run in test mode.", 422, "payment.cardNumber");
  }
  const applied = priced.appliedCoupon && !isImpliedCouponCode(priced.appliedCoupon.code) ? priced.appliedCoupon.code : null;

  const [created] = await db
    .insert(orders)
    .values({
      userId: buyer.id,
      createdBy: withLink.actor?.user.id ?? null,
      quoteId: input.quoteID ?? null,
      idempotencyKey: input.idempotencyKey,
      status: "pending",
      paymentMethod: method,
      poNumber: method === "po" && input.payment.method === "po" ? input.payment.poNumber : null,
      contact,
      start: input.start,
      end: input.end,
      quantities: priced.quantities,
      couponCode: applied,
      partnerId: partner?.id ?? null,
      priced: snapshotOf(priced),
      amountDueCents: amountCents,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning();

  let order: TOrderRow | undefined = created;
  if (!order) {
    const existing = await settledOrder(db, buyer.id, input.idempotencyKey, deps.inFlightWaitMs ?? IN_FLIGHT_WAIT_MS);
    if (existing.status === "paid" || existing.status === "awaiting_po") return completedResult(db, existing.id);
    if (existing.status === "declined") throw declinedError(existing.failureMessage);
    if (existing.status === "pending") {
      if (existing.processor === "stripe" && existing.paymentRef) return resumeCheckout(db, existing, buyer, payments, now);
      throw new AppError("payment_in_progress", IN_PROGRESS, 409);
    }
    // 'failed' (Stripe could not open its page): this retry may try again.
    [order] = await db
      .update(orders)
      .set({ status: "pending", failureMessage: null, updatedAt: now })
      .where(and(eq(orders.id, existing.id), eq(orders.status, "failed")))
      .returning();
    if (!order) throw new AppError("payment_in_progress", IN_PROGRESS, 409);
  }
  return charge(db, order, buyer, input, payments, now);
}

/** The order of this key once no other request is still working on it (or after waitMs). */
async function settledOrder(db: TDb, userId: number, key: string, waitMs: number): Promise<TOrderRow> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      .limit(1);
    if (!row) throw new AppError("payment_in_progress", IN_PROGRESS, 409);
    const inFlight = row.status === "pending" && !(row.processor === "stripe" && row.paymentRef);
    if (!inFlight || Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function charge(db: TDb, order: TOrderRow, buyer: TUserRow, input: TPurchase, payments: TPayments, now: Date): Promise<TPurchaseResult> {
  let settlement: TSettlement;
  if (order.paymentMethod === "po") settlement = { status: "awaiting_po", processor: null, paymentRef: null, cardLast4: null };
  else if (order.paymentMethod === "free") settlement = { status: "paid", processor: null, paymentRef: null, cardLast4: null };
  else if (payments.mode === "stripe") return openCheckout(db, order, buyer, input.idempotencyKey, payments, now);
  else {
    if (input.payment.method !== "card") throw new AppError("card_required", "Enter the card details: card payments run in test mode.", 422, "payment.cardNumber");
    const result = chargeTestCard(input.payment, now);
    if (!result.ok) {
      await db.update(orders).set({ status: "declined", processor: "test", failureMessage: result.message, updatedAt: now }).where(eq(orders.id, order.id));
      throw declinedError(result.message);
    }
    settlement = { status: "paid", processor: "test", paymentRef: result.ref, cardLast4: result.last4 };
  }
  await completeOrder(db, order.id, settlement, now);
  return completedResult(db, order.id);
}

async function openCheckout(db: TDb, order: TOrderRow, buyer: TUserRow, key: string, payments: TPayments, now: Date): Promise<TPurchaseResult> {
  try {
    const session = await createCheckout(payments.stripe(), {
      orderId: order.id,
      amountCents: order.amountDueCents,
      description: `SCUTA license ${order.start} – ${order.end}`,
      email: order.contact.email || buyer.email,
      idempotencyKey: key,
      origin: payments.origin,
      replaces: order.paymentRef,
    });
    const [updated] = await db.update(orders).set({ processor: "stripe", paymentRef: session.sessionId, updatedAt: now }).where(eq(orders.id, order.id)).returning();
    return redirectResult(updated, buyer, session.url);
  } catch (error) {
    const message = error instanceof AppError ? error.message : "The payment page could not be opened.";
    await db.update(orders).set({ status: "failed", processor: "stripe", failureMessage: message, updatedAt: now }).where(eq(orders.id, order.id));
    throw error;
  }
}
