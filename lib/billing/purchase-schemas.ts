import { z } from "zod";
import { zText } from "@/lib/http/text";
import { ZQuoteDraft } from "./schemas";

// Zod schemas of the purchase (no "server-only": the payment tab validates with the same rules).
// ZPurchase extends the quote draft, whose unknown keys are stripped: a total sent by a client
// (TotalAmountDue, totalCost, amount…) never reaches the server's price.

export const PURCHASE_MESSAGES = {
  idempotencyKey: "Send an idempotency key of 8 to 128 letters, digits, '_', ':' or '-'.",
  cardNumber: "Enter a valid card number.",
  expMonth: "Enter the expiry month (1-12).",
  expYear: "Enter the expiry year.",
  cvc: "Enter the 3- or 4-digit security code.",
  nameOnCard: "Enter the name on the card.",
  poNumber: "Enter the purchase order number (up to 64 characters).",
  method: "Choose card or purchase order.",
} as const;

/** The Luhn checksum of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const ZIdempotencyKey = z
  .string(PURCHASE_MESSAGES.idempotencyKey)
  .trim()
  .regex(/^[A-Za-z0-9_:-]{8,128}$/, PURCHASE_MESSAGES.idempotencyKey);

const ZCardNumber = z
  .string(PURCHASE_MESSAGES.cardNumber)
  .trim()
  .regex(/^[\d ]+$/, PURCHASE_MESSAGES.cardNumber)
  .transform((v) => v.replace(/ /g, ""))
  .refine((v) => v.length >= 12 && v.length <= 19 && luhnValid(v), PURCHASE_MESSAGES.cardNumber);

// "26" and "2026" both mean 2026.
const ZExpYear = z.coerce
  .number(PURCHASE_MESSAGES.expYear)
  .int(PURCHASE_MESSAGES.expYear)
  .transform((y) => (y >= 0 && y < 100 ? 2000 + y : y))
  .pipe(z.number().min(2000, PURCHASE_MESSAGES.expYear).max(2100, PURCHASE_MESSAGES.expYear));

/** Card details typed on our page (test mode only: in Stripe mode the card is typed on Stripe's page). */
export const ZCardPayment = z.object({
  method: z.literal("card"),
  cardNumber: ZCardNumber,
  expMonth: z.coerce.number(PURCHASE_MESSAGES.expMonth).int(PURCHASE_MESSAGES.expMonth).min(1, PURCHASE_MESSAGES.expMonth).max(12, PURCHASE_MESSAGES.expMonth),
  expYear: ZExpYear,
  cvc: z
    .string(PURCHASE_MESSAGES.cvc)
    .trim()
    .regex(/^\d{3,4}$/, PURCHASE_MESSAGES.cvc),
  nameOnCard: zText({ min: 1, max: 120, required: PURCHASE_MESSAGES.nameOnCard, tooLong: PURCHASE_MESSAGES.nameOnCard }),
});

/** Pay by card on Stripe's Checkout page (Stripe mode): no card data is sent to us. */
export const ZCheckoutPayment = z.object({ method: z.literal("checkout") });

/** Tab 3: a purchase order; the invoice is issued at once and paid net 30. */
export const ZPoPayment = z.object({
  method: z.literal("po"),
  poNumber: zText({ min: 1, max: 64, required: PURCHASE_MESSAGES.poNumber, tooLong: PURCHASE_MESSAGES.poNumber }),
});

export const ZPayment = z.discriminatedUnion("method", [ZCardPayment, ZCheckoutPayment, ZPoPayment], { error: PURCHASE_MESSAGES.method });
export type TPayment = z.infer<typeof ZPayment>;

const ZQuoteId = z.coerce.number().int().positive().max(2_147_483_647);

const purchaseFields = {
  // The saved quote this purchase comes from (optional; the draft is priced again either way).
  quoteID: ZQuoteId.optional(),
  idempotencyKey: ZIdempotencyKey,
  payment: ZPayment,
};

/** purchaseAction's input and the use-case's: the draft, the payment and an idempotency key. */
export const ZPurchase = ZQuoteDraft.safeExtend(purchaseFields);
export type TPurchase = z.infer<typeof ZPurchase>;
export type TPurchaseInput = z.input<typeof ZPurchase>;

/** POST /api/v1/users/billing/add: the key may come in the `Idempotency-Key` header instead. */
export const ZPurchaseBody = ZQuoteDraft.safeExtend({ ...purchaseFields, idempotencyKey: ZIdempotencyKey.optional() });

/** confirmCheckoutAction: the {CHECKOUT_SESSION_ID} Stripe put in the return URL. */
export const ZConfirmCheckout = z.object({
  sessionId: z
    .string()
    .trim()
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/, "This payment session is not valid."),
});

/** resendInvoiceAction. */
export const ZResendInvoice = z.object({ orderId: ZQuoteId });

/** PUT /api/v1/order/sendEmailToUser/{id} */
export const ZSendInvoiceEmailBody = z.object({ path: zText({ max: 500 }).optional(), sent: z.unknown().optional() });
