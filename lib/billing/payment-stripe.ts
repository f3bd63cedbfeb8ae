import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { logError } from "@/lib/http/log";

// Stripe mode: card data never passes through our server. A purchase opens a Stripe Checkout
// Session for the amount due; the order is finalized when Stripe reports the session paid (the
// return to /app/user/billing?checkout=…, or the webhook).

/** The few fields of a Checkout Session this app reads. */
export type TCheckoutSession = {
  id: string;
  url: string | null;
  payment_status: string;
  amount_total: number | null;
  metadata: Record<string, string> | null;
  payment_intent: string | { id: string } | null;
};

export type TCheckoutCreateParams = {
  mode: "payment";
  line_items: { quantity: number; price_data: { currency: "usd"; unit_amount: number; product_data: { name: string } } }[];
  metadata: Record<string, string>;
  client_reference_id: string;
  customer_email?: string;
  success_url: string;
  cancel_url: string;
};

/** The part of the Stripe SDK used here, so tests inject a fake client and never touch the network. */
export type TStripeClient = {
  checkout: {
    sessions: {
      create(params: TCheckoutCreateParams, options?: { idempotencyKey?: string }): Promise<TCheckoutSession>;
      retrieve(id: string): Promise<TCheckoutSession>;
    };
  };
};

/** The SDK client for STRIPE_SECRET_KEY. */
export function stripeFromEnv(): TStripeClient {
  const key = env().STRIPE_SECRET_KEY;
  if (!key) throw new AppError("payment_unavailable", "Card payments are not configured.", 503);
  const client: TStripeClient = new Stripe(key);
  return client;
}

const UNAVAILABLE = "The payment page could not be opened. Please try again in a moment.";

/**
 * Opens the Checkout Session of an order: one line item for the amount due (USD cents), the order
 * id in the metadata, and an idempotency key derived from the order (one per user and key), so a
 * retry never opens a second session. `replaces` is the expired session a new one replaces (a new
 * Stripe key, else Stripe would answer with the expired session again).
 */
export async function createCheckout(
  client: TStripeClient,
  x: { orderId: number; amountCents: number; description: string; email: string | null; idempotencyKey: string; origin: string; replaces?: string | null },
): Promise<{ sessionId: string; url: string }> {
  let session: TCheckoutSession;
  try {
    session = await client.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: x.amountCents, product_data: { name: x.description } } }],
        metadata: { orderId: String(x.orderId) },
        client_reference_id: String(x.orderId),
        ...(x.email ? { customer_email: x.email } : {}),
        success_url: `${x.origin}/app/user/billing?checkout={CHECKOUT_SESSION_ID}`,
        cancel_url: `${x.origin}/app/user/billing?checkout=cancelled`,
      },
      { idempotencyKey: `order:${x.orderId}:${x.idempotencyKey}${x.replaces ? `:after:${x.replaces}` : ""}` },
    );
  } catch (error) {
    logError("stripe", error);
    throw new AppError("payment_unavailable", UNAVAILABLE, 502);
  }
  if (!session.url) throw new AppError("payment_unavailable", UNAVAILABLE, 502);
  return { sessionId: session.id, url: session.url };
}

export type TCheckoutState = { sessionId: string; url: string | null; paid: boolean; orderId: number | null; amountCents: number | null; paymentRef: string };

/** What a session says: paid or not, for which order. */
export function checkoutState(session: TCheckoutSession): TCheckoutState {
  const orderId = Number(session.metadata?.orderId);
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  return {
    sessionId: session.id,
    url: session.url,
    paid: session.payment_status === "paid",
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    amountCents: session.amount_total,
    paymentRef: intent ?? session.id,
  };
}

/** Retrieves a session from Stripe; an unknown id is a 404 the user can act on. */
export async function retrieveCheckout(client: TStripeClient, sessionId: string): Promise<TCheckoutState> {
  try {
    return checkoutState(await client.checkout.sessions.retrieve(sessionId));
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new AppError("not_found", "This payment session does not exist.", 404);
    logError("stripe", error);
    throw new AppError("payment_unavailable", "The payment could not be checked. Please try again in a moment.", 502);
  }
}

/** Verifies a webhook's signature (STRIPE_WEBHOOK_SECRET) and returns the event. */
export function verifyWebhook(payload: string, signature: string | null): { type: string; data: { object: unknown } } {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError("not_found", "Not found.", 404);
  if (!signature) throw new AppError("invalid_signature", "The webhook signature is missing.", 400);
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new AppError("invalid_signature", "The webhook signature is not valid.", 400);
  }
}
