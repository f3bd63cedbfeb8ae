import "server-only";
import { randomBytes } from "node:crypto";

// The offline test processor: runs when STRIPE_SECRET_KEY is not set, makes no network
// call and is shown to the buyer as test mode. It knows two cards, like Stripe's test mode.

export const TEST_CARD_APPROVED = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";

export const TEST_DECLINE_MESSAGES = {
  declined: "Your card was declined.",
  onlyTestCard: "Test mode accepts only the test card 4242 4242 4242 4242.",
  expired: "Your card has expired.",
} as const;

export type TTestCard = { cardNumber: string; expMonth: number; expYear: number };

export type TCardCharge = { ok: true; processor: "test"; ref: string; last4: string } | { ok: false; processor: "test"; message: string };

/** True when the card's expiry month (MM/YYYY, valid to the month's last day) is before `now`'s month (UTC). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/**
 * Charges the test card: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined, any
 * other number is refused, and an expired card is refused first. The amount is not used: the
 * test processor never fails for an amount.
 */
export function chargeTestCard(card: TTestCard, now: Date): TCardCharge {
  const digits = card.cardNumber.replace(/\D/g, "");
  if (cardExpired(card.expMonth, card.expYear, now)) return { ok: false, processor: "test", message: TEST_DECLINE_MESSAGES.expired };
  if (digits === TEST_CARD_DECLINED) return { ok: false, processor: "test", message: TEST_DECLINE_MESSAGES.declined };
  if (digits !== TEST_CARD_APPROVED) return { ok: false, processor: "test", message: TEST_DECLINE_MESSAGES.onlyTestCard };
  return { ok: true, processor: "test", ref: `test_${randomBytes(12).toString("hex")}`, last4: digits.slice(-4) };
}
