import { handleStripeEvent } from "@/lib/billing/confirm-checkout";
import { verifyWebhook } from "@/lib/billing/payment-stripe";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/billing/stripe/webhook – Stripe's signed events: a paid Checkout Session finalizes its order
export const POST = withApi({ access: "public" }, async ({ req, db, now }) => {
  const event = verifyWebhook(await req.text(), req.headers.get("stripe-signature"));
  const { handled } = await handleStripeEvent(db, event, now);
  return { status_code: 200, received: true, handled };
});
