import "server-only";
import { env } from "@/lib/env";
import { stripeFromEnv, type TStripeClient } from "./payment-stripe";

// The one payment module: Stripe Checkout when STRIPE_SECRET_KEY is set, else the
// offline test processor (payment-test-processor.ts), which the page labels as test mode.

export type TPaymentMode = "stripe" | "test";

export function paymentMode(): TPaymentMode {
  return env().STRIPE_SECRET_KEY ? "stripe" : "test";
}

/** What a purchase needs from the payment side; tests pass a fake Stripe client and an origin. */
export type TPayments = {
  mode: TPaymentMode;
  stripe: () => TStripeClient;
  // The site's origin for Stripe's return URLs (APP_URL, else the request's origin).
  origin: string;
};

export function defaultPayments(origin?: string | null): TPayments {
  const configured = env().APP_URL;
  return {
    mode: paymentMode(),
    stripe: stripeFromEnv,
    origin: (configured ?? origin ?? "http://localhost:3000").replace(/\/+$/, ""),
  };
}

export { chargeTestCard, TEST_CARD_APPROVED, TEST_CARD_DECLINED, TEST_DECLINE_MESSAGES } from "./payment-test-processor";
export { checkoutState, createCheckout, retrieveCheckout, type TCheckoutSession, type TStripeClient } from "./payment-stripe";
