import { describe, expect, it, vi } from "vitest";
import Stripe from "stripe";
import { licenceAfterOrder } from "@/lib/billing/grant-licence";
import { chargeTestCard, checkoutState, createCheckout, paymentMode, retrieveCheckout, TEST_DECLINE_MESSAGES, type TCheckoutSession, type TStripeClient } from "@/lib/billing/payment";
import { cardExpired } from "@/lib/billing/payment-test-processor";
import { luhnValid, ZPurchase, ZPurchaseBody } from "@/lib/billing/purchase-schemas";
import { emptyQuantities } from "@/lib/billing/pricing";
import { AppError } from "@/lib/http/errors";

const NOW = new Date("2026-11-22T15:00:00Z");
const card = (cardNumber: string, expMonth = 12, expYear = 2030) => ({ cardNumber, expMonth, expYear });
const draft = {
  start: "2026-11-22",
  end: "2027-07-31",
  quantities: { max: 1 },
  idempotencyKey: "order-key-0001",
  payment: { method: "card", cardNumber: "4242 4242 4242 4242", expMonth: "12", expYear: "30", cvc: "123", nameOnCard: "Casey Morgan" },
};

describe("the payment module picks its processor", () => {
  it("Stripe when STRIPE_SECRET_KEY is set; otherwise the offline test processor ('test')", () => {
    expect(process.env.STRIPE_SECRET_KEY ?? "").toBe("");
    expect(paymentMode()).toBe("test");
  });
});

describe("the offline test processor (accepts card 4242 4242 4242 4242 and declines 4000 0000 0000 0002)", () => {
  it("4242 4242 4242 4242 is approved with a test_ reference and last4 4242", () => {
    const r = chargeTestCard(card("4242 4242 4242 4242"), NOW);
    expect(r).toMatchObject({ ok: true, processor: "test", last4: "4242" });
    expect(r.ok && r.ref).toMatch(/^test_[0-9a-f]{24}$/);
    const again = chargeTestCard(card("4242424242424242"), NOW);
    expect(again.ok && r.ok && again.ref !== r.ref).toBe(true);
  });

  it("4000 0000 0000 0002 is declined with 'Your card was declined.'", () => {
    expect(chargeTestCard(card("4000 0000 0000 0002"), NOW)).toEqual({ ok: false, processor: "test", message: "Your card was declined." });
  });

  it("any other number is refused: 'Test mode accepts only the test card 4242 4242 4242 4242.'", () => {
    expect(chargeTestCard(card("5555 5555 5555 4444"), NOW)).toEqual({ ok: false, processor: "test", message: TEST_DECLINE_MESSAGES.onlyTestCard });
    expect(TEST_DECLINE_MESSAGES.onlyTestCard).toBe("Test mode accepts only the test card 4242 4242 4242 4242.");
  });

  it("an expiry in the past is refused with 'Your card has expired.'; the current month is still valid", () => {
    expect(chargeTestCard(card("4242424242424242", 10, 2026), NOW)).toEqual({ ok: false, processor: "test", message: "Your card has expired." });
    expect(chargeTestCard(card("4242424242424242", 12, 2025), NOW).ok).toBe(false);
    expect(chargeTestCard(card("4242424242424242", 11, 2026), NOW).ok).toBe(true);
    expect(cardExpired(11, 2026, NOW)).toBe(false);
    expect(cardExpired(10, 2026, NOW)).toBe(true);
  });
});

describe("ZPurchase: the draft, the payment and an idempotency key", () => {
  it("Luhn-checks card numbers", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("42a2")).toBe(false);
  });

  it("a card payment is parsed: spaces dropped, '30' read as 2030, month and cvc checked", () => {
    const parsed = ZPurchase.parse(draft);
    expect(parsed.payment).toEqual({ method: "card", cardNumber: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123", nameOnCard: "Casey Morgan" });
    expect(parsed.quantities.max).toBe(1);
  });

  it("client totals (TotalAmountDue, totalCost, amount…) are stripped: the schema keeps no price", () => {
    const parsed = ZPurchase.parse({ ...draft, TotalAmountDue: 1, totalCost: 1, amount: 1, discountTotal: 99 }) as Record<string, unknown>;
    for (const key of ["TotalAmountDue", "totalCost", "amount", "discountTotal"]) expect(key in parsed).toBe(false);
  });

  it.each([
    ["a card number failing Luhn", { cardNumber: "4242 4242 4242 4241" }, "payment.cardNumber"],
    ["letters in the card number", { cardNumber: "4242-4242-4242-4242" }, "payment.cardNumber"],
    ["month 13", { expMonth: 13 }, "payment.expMonth"],
    ["a 2-digit cvc", { cvc: "12" }, "payment.cvc"],
    ["no name on the card", { nameOnCard: " " }, "payment.nameOnCard"],
  ])("rejects %s", (_label, change, field) => {
    const r = ZPurchase.safeParse({ ...draft, payment: { ...draft.payment, ...change } });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join("."))).toContain(field);
  });

  it("a purchase order needs a PO number of 1-64 characters; Stripe mode's 'checkout' carries no card data", () => {
    expect(ZPurchase.parse({ ...draft, payment: { method: "po", poNumber: " PO-2026-17 " } }).payment).toEqual({ method: "po", poNumber: "PO-2026-17" });
    expect(ZPurchase.safeParse({ ...draft, payment: { method: "po", poNumber: "" } }).success).toBe(false);
    expect(ZPurchase.safeParse({ ...draft, payment: { method: "po", poNumber: "x".repeat(65) } }).success).toBe(false);
    expect(ZPurchase.parse({ ...draft, payment: { method: "checkout", cardNumber: "4242424242424242" } }).payment).toEqual({ method: "checkout" });
    expect(ZPurchase.safeParse({ ...draft, payment: { method: "cash" } }).success).toBe(false);
  });

  it("the idempotency key is 8-128 characters of [A-Za-z0-9_:-] (optional in the route body, where a header may carry it)", () => {
    expect(ZPurchase.safeParse({ ...draft, idempotencyKey: "short" }).success).toBe(false);
    expect(ZPurchase.safeParse({ ...draft, idempotencyKey: "has space 123" }).success).toBe(false);
    expect(ZPurchase.safeParse({ ...draft, idempotencyKey: "a".repeat(129) }).success).toBe(false);
    expect(ZPurchase.safeParse({ ...draft, idempotencyKey: "ab:cd_ef-0123" }).success).toBe(true);
    const { idempotencyKey: _key, ...withoutKey } = draft;
    expect(ZPurchase.safeParse(withoutKey).success).toBe(false);
    expect(ZPurchaseBody.safeParse(withoutKey).success).toBe(true);
  });

  it("keeps the draft's rule: the end date must come after the start date", () => {
    const r = ZPurchase.safeParse({ ...draft, end: "2026-11-01" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(["end"]);
  });
});

describe("Stripe mode opens a Checkout Session (card data never passes through our server)", () => {
  const session = (over: Partial<TCheckoutSession> = {}): TCheckoutSession => ({
    id: "cs_test_abc",
    url: "https://checkout.stripe.com/c/pay/cs_test_abc",
    payment_status: "unpaid",
    amount_total: 17910,
    metadata: { orderId: "42" },
    payment_intent: null,
    ...over,
  });
  const fake = (impl: Partial<TStripeClient["checkout"]["sessions"]>): TStripeClient => ({
    checkout: { sessions: { create: vi.fn(async () => session()), retrieve: vi.fn(async () => session()), ...impl } },
  });

  it("one line item of the amount due in cents, USD, metadata orderId, the idempotency key, and the billing page as success_url", async () => {
    const client = fake({});
    const out = await createCheckout(client, {
      orderId: 42,
      amountCents: 17910,
      description: "SCUTA license",
      email: "casey@example.org",
      idempotencyKey: "order-key-0001",
      origin: "https://app.example.org",
    });
    expect(out).toEqual({ sessionId: "cs_test_abc", url: "https://checkout.stripe.com/c/pay/cs_test_abc" });
    expect(client.checkout.sessions.create).toHaveBeenCalledWith(
      {
        mode: "payment",
        line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 17910, product_data: { name: "SCUTA license" } } }],
        metadata: { orderId: "42" },
        client_reference_id: "42",
        customer_email: "casey@example.org",
        success_url: "https://app.example.org/app/user/billing?checkout={CHECKOUT_SESSION_ID}",
        cancel_url: "https://app.example.org/app/user/billing?checkout=cancelled",
      },
      { idempotencyKey: "order:42:order-key-0001" },
    );
  });

  it("a Stripe failure becomes 502 payment_unavailable, never a 500 with Stripe's internals", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const client = fake({ create: vi.fn(async () => Promise.reject(new Error("connect ECONNREFUSED secret-detail"))) });
    const error = await createCheckout(client, { orderId: 1, amountCents: 100, description: "x", email: null, idempotencyKey: "k".repeat(8), origin: "http://localhost" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "payment_unavailable", status: 502 });
    expect((error as Error).message).not.toContain("secret-detail");
    spy.mockRestore();
  });

  it("a session is paid only when payment_status is 'paid'; the order id comes from the metadata", () => {
    expect(checkoutState(session())).toMatchObject({ paid: false, orderId: 42, amountCents: 17910, sessionId: "cs_test_abc" });
    expect(checkoutState(session({ payment_status: "paid", payment_intent: "pi_123" }))).toMatchObject({ paid: true, paymentRef: "pi_123" });
    expect(checkoutState(session({ payment_status: "no_payment_required" })).paid).toBe(false);
    expect(checkoutState(session({ metadata: { orderId: "nope" } })).orderId).toBeNull();
  });

  it("retrieving an unknown session answers 404 not_found", async () => {
    const client = fake({ retrieve: vi.fn(async () => Promise.reject(new Stripe.errors.StripeInvalidRequestError({ message: "No such checkout.session", type: "invalid_request_error" }))) });
    await expect(retrieveCheckout(client, "cs_test_missing")).rejects.toMatchObject({ code: "not_found", status: 404 });
  });
});

describe("the license an order grants (licenceAfterOrder)", () => {
  const q = (over: Partial<ReturnType<typeof emptyQuantities>>) => ({ ...emptyQuantities(), ...over });
  const today = "2026-11-22";

  it("expires = the later of the current end and the order's end", () => {
    expect(licenceAfterOrder({ expires: "2026-11-12", appId: 1, isSw: false }, q({ pro: 1 }), "2027-07-31", today).expires).toBe("2027-07-31");
    expect(licenceAfterOrder({ expires: "2029-07-31", appId: 1, isSw: false }, q({ pro: 1 }), "2027-07-31", today).expires).toBe("2029-07-31");
  });

  it("MAX bought → AppID 2; PRO bought → AppID 1, but never a downgrade of a MAX license that still runs", () => {
    expect(licenceAfterOrder({ expires: "2026-12-01", appId: 1, isSw: false }, q({ max: 1 }), "2027-07-31", today).appId).toBe(2);
    expect(licenceAfterOrder({ expires: "2026-12-01", appId: 0, isSw: false }, q({ pro: 1 }), "2027-07-31", today).appId).toBe(1);
    expect(licenceAfterOrder({ expires: "2026-12-01", appId: 2, isSw: false }, q({ pro: 1 }), "2027-07-31", today).appId).toBe(2);
    expect(licenceAfterOrder({ expires: "2026-11-01", appId: 2, isSw: false }, q({ pro: 1 }), "2027-07-31", today).appId).toBe(1);
  });

  it("SW bought → isSW (a trial becomes a license holder); add-ons bought are switched on, others kept", () => {
    const change = licenceAfterOrder({ expires: "2026-11-01", appId: 0, isSw: false }, q({ sw: 1, appointment: 1, university: 1 }), "2027-07-31", today);
    expect(change).toMatchObject({ isSw: true, appId: 1, addons: { appointment: true, universityAddon: true } });
    expect(Object.keys(change.addons)).toHaveLength(2);
  });
});
