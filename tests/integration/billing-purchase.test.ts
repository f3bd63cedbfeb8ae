import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { billingCounters } from "@/db/schema";
import { FIRST_INVOICE_NUMBER } from "@/db/seed/data/billing";
import { DEMO_ORDER_KEY } from "@/db/seed/demo-orders";
import { POST as purchaseRoute } from "@/app/api/v1/users/billing/add/route";
import { PUT as sendInvoiceRoute } from "@/app/api/v1/order/sendEmailToUser/[id]/route";
import { priceDraft } from "@/lib/billing/price-draft";
import { signQuoteLink } from "@/lib/billing/quote-link";
import { ZQuoteDraft } from "@/lib/billing/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { DECLINED_CARD, TEST_CARD, freshKey, grantsOf, insertUser, invoiceCount, invoiceEmailsTo, invoiceOf, nextLicenceYear, ordersOf, period, tokenFor, userNamed } from "./billing-purchase-support";

type TData = {
  order: { id: number; invoiceNumber: number | null; status: string };
  user: { username: string; expires: string; appId: number; isSw: boolean; addons: Record<string, boolean>; licenses: number };
  message: string;
  previousExpires: string;
  newExpires: string;
  amountDue: number;
  invoiceNumber: number | null;
  status: string;
};
const dataOf = (json: Record<string, unknown>) => json.data as TData;

describe.each(DRIVERS)("POST /api/v1/users/billing/add – purchase by card or purchase order (%s)", (driver) => {
  let conn: TConnection;
  const buy = (body: Record<string, unknown>, token?: string, headers?: Record<string, string>) => call(purchaseRoute, { path: "/api/v1/users/billing/add", body, token, headers });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());
  const lastInvoiceNumber = async () => (await conn.db.select().from(billingCounters).where(eq(billingCounters.name, "invoice")))[0].value;

  it("the test card 4242 4242 4242 4242 pays: order and the next invoice (after the demo's) are stored, the license is extended (expires, AppID, add-ons) and the invoice is emailed", async () => {
    const before = await userNamed(conn.db, "expired");
    // The demo's MAX accounts hold invoices 10001 on; the counter stands at the last of them.
    const number = (await lastInvoiceNumber()) + 1;
    expect(number).toBeGreaterThan(FIRST_INVOICE_NUMBER);
    const { start, end } = period(0);
    const res = await buy({ start, end, quantities: { max: 1, appointment: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD }, await tokenFor(conn.db, "expired"));
    expect(res.status).toBe(200);
    expect(res.json.status_code).toBe(200);
    const data = dataOf(res.json);
    expect(data.order.id).toBeGreaterThan(0);
    expect(data.invoiceNumber).toBe(number);
    expect(data.status).toBe("paid");
    expect(data.user).toMatchObject({ username: "expired", expires: end, appId: 2 });
    expect(data.user.addons.appointment).toBe(true);
    expect(data.user.addons.survey).toBe(false);
    expect(data.previousExpires).toBe(before.expires);
    expect(data.newExpires).toBe(end);
    expect(data.message).toBe("Invoice emailed to: expired@demo.scuta.app");

    const after = await userNamed(conn.db, "expired");
    expect(after).toMatchObject({ expires: end, appId: 2, appointment: true, reNew: 0 });
    const [order] = await ordersOf(conn.db, after.id);
    expect(order).toMatchObject({ status: "paid", paymentMethod: "card", processor: "test", cardLast4: "4242", previousExpires: before.expires, newExpires: end });
    expect(order.paymentRef).toMatch(/^test_/);
    expect(order.paidAt).not.toBeNull();
    expect(data.amountDue).toBe(order.amountDueCents / 100);
    const invoice = await invoiceOf(conn.db, order.id);
    expect(invoice).toMatchObject({ number, amountCents: order.amountDueCents, emailedTo: "expired@demo.scuta.app" });
    expect(invoice?.paidOn).not.toBeNull();
    expect((await grantsOf(conn.db, order.id)).map((g) => [g.product, g.quantity, g.start, g.end])).toEqual([
      ["max", 1, start, end],
      ["appointment", 1, start, end],
    ]);
    const [mail] = await invoiceEmailsTo(conn.db, "expired@demo.scuta.app");
    expect(mail.subject).toBe(`Your SCUTA invoice no. ${number}`);
    expect(mail.text).toContain(`[Attachments: invoice-${number}.pdf]`);
    expect(mail.text).toContain("Test mode: no real payment was made.");
  });

  it("invoice numbers are sequential (10001, 10002, 10003…)", async () => {
    const first = (await lastInvoiceNumber()) + 1;
    const numbers: (number | null)[] = [];
    for (let i = 0; i < 2; i++) {
      const user = await insertUser(conn.db);
      const token = await tokenFor(conn.db, user.username);
      const res = await buy({ ...period(0), quantities: { pro: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD }, token);
      numbers.push(dataOf(res.json).invoiceNumber);
    }
    expect(numbers).toEqual([first, first + 1]);
  });

  it("the invoice email is written in the buyer's language", async () => {
    const user = await insertUser(conn.db, { language: "de" });
    await buy({ ...period(0), quantities: { pro: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD }, await tokenFor(conn.db, user.username));
    const [mail] = await invoiceEmailsTo(conn.db, user.email);
    expect(mail.subject).toMatch(/^Ihre SCUTA-Rechnung Nr\. \d+$/);
    expect(mail.text).toMatch(/\[Attachments: Rechnung-\d+\.pdf\]/);
  });

  it("a declined card (4000 0000 0000 0002) answers 402 card_declined and leaves the user, the license and the invoices unchanged", async () => {
    const user = await insertUser(conn.db, { appId: 1, expires: "2026-01-31" });
    const token = await tokenFor(conn.db, user.username);
    const key = freshKey();
    const res = await buy({ ...period(1), quantities: { max: 1, survey: 1 }, idempotencyKey: key, payment: DECLINED_CARD }, token);
    expect(res.status).toBe(402);
    expect(res.json).toEqual({ status_code: 402, error: [{ code: "card_declined", message: "Your card was declined." }] });
    const after = await userNamed(conn.db, user.username);
    expect(after).toMatchObject({ expires: user.expires, appId: 1, survey: false, lastInvoiceId: null });
    const [order] = await ordersOf(conn.db, user.id);
    expect(order).toMatchObject({ status: "declined", failureMessage: "Your card was declined.", cardLast4: null, paymentRef: null });
    expect(await invoiceCount(conn.db, user.id)).toBe(0);
    expect(await grantsOf(conn.db, order.id)).toEqual([]);
    expect(await invoiceEmailsTo(conn.db, user.email)).toEqual([]);
    // The same key again: the same decline, no second order.
    const again = await buy({ ...period(1), quantities: { max: 1, survey: 1 }, idempotencyKey: key, payment: TEST_CARD }, token);
    expect(again.status).toBe(402);
    expect(again.json.error?.[0]).toEqual({ code: "card_declined", message: "Your card was declined." });
    expect(await ordersOf(conn.db, user.id)).toHaveLength(1);
  });

  it.each([
    ["any other card number", { cardNumber: "5555 5555 5555 4444" }, "Test mode accepts only the test card 4242 4242 4242 4242."],
    ["an expiry in the past", { expMonth: 1, expYear: 2020 }, "Your card has expired."],
  ])("%s is refused with 402: '%s'", async (_label, change, message) => {
    const user = await insertUser(conn.db);
    const res = await buy({ ...period(0), quantities: { pro: 1 }, idempotencyKey: freshKey(), payment: { ...TEST_CARD, ...change } }, await tokenFor(conn.db, user.username));
    expect(res.status).toBe(402);
    expect(res.json.error?.[0]).toEqual({ code: "card_declined", message });
    expect(await invoiceCount(conn.db, user.id)).toBe(0);
  });

  it("a tampered client total (TotalAmountDue: 1, totalCost: 1, amount: 1) is ignored: the order amount is the server's price", async () => {
    const user = await insertUser(conn.db);
    const token = await tokenFor(conn.db, user.username);
    const draft = { ...period(1), quantities: { max: 1, outlookCal: 1 } };
    const res = await buy({ ...draft, TotalAmountDue: 1, totalCost: 1, amount: 1, discountTotal: 500, idempotencyKey: freshKey(), payment: TEST_CARD }, token);
    expect(res.status).toBe(200);
    const { priced } = await priceDraft(conn.db, { actor: { user, sessionId: "test", via: "bearer" } }, ZQuoteDraft.parse(draft), new Date());
    expect(priced.totalAmountDueCents).toBeGreaterThan(100);
    const [order] = await ordersOf(conn.db, user.id);
    expect(order.amountDueCents).toBe(priced.totalAmountDueCents);
    expect(order.priced.totalAmountDueCents).toBe(priced.totalAmountDueCents);
    expect(dataOf(res.json).amountDue).toBe(priced.totalAmountDueCents / 100);
    expect((await invoiceOf(conn.db, order.id))?.amountCents).toBe(priced.totalAmountDueCents);
  });

  it("a purchase order (tab 3) is stored as awaiting_po with its invoice (not paid) and grants the license at once", async () => {
    const user = await insertUser(conn.db, { appId: 0 });
    const token = await tokenFor(conn.db, user.username);
    const { end } = period(0);
    const res = await buy({ ...period(0), quantities: { pro: 1 }, idempotencyKey: freshKey(), payment: { method: "po", poNumber: "PO-77" } }, token);
    expect(res.status).toBe(200);
    const data = dataOf(res.json);
    expect(data.status).toBe("awaiting_po");
    expect(data.user).toMatchObject({ expires: end, appId: 1 });
    const [order] = await ordersOf(conn.db, user.id);
    expect(order).toMatchObject({ status: "awaiting_po", paymentMethod: "po", poNumber: "PO-77", processor: null, paidAt: null });
    const invoice = await invoiceOf(conn.db, order.id);
    expect(invoice?.number).toBe(data.invoiceNumber);
    expect(invoice?.paidOn).toBeNull();
    // A trial (AppID 0) of role 1 also gets the appointment add-on.
    expect((await grantsOf(conn.db, order.id)).map((g) => g.product)).toEqual(["pro", "appointment"]);
    // The unpaid invoice is what the login redirect's invoiceDaysPass/lastInvoiceID follow.
    expect(await userNamed(conn.db, user.username)).toMatchObject({ lastInvoiceId: order.id });
    const [mail] = await invoiceEmailsTo(conn.db, user.email);
    expect(mail.subject).toBe(`SCUTA invoice no. ${data.invoiceNumber} for purchase order PO-77`);
    expect(data.message).toBe(`Invoice emailed to: ${user.email}`);
  });

  it("an amount due of 0 (coupon FREE100) charges nothing: the order is paid without a card charge", async () => {
    const user = await insertUser(conn.db);
    const res = await buy({ ...period(0), quantities: { pro: 1 }, coupon: "FREE100", idempotencyKey: freshKey(), payment: TEST_CARD }, await tokenFor(conn.db, user.username));
    expect(res.status).toBe(200);
    const [order] = await ordersOf(conn.db, user.id);
    expect(order).toMatchObject({ status: "paid", paymentMethod: "free", amountDueCents: 0, processor: null, cardLast4: null, couponCode: "FREE100" });
    expect((await invoiceOf(conn.db, order.id))?.amountCents).toBe(0);
  });

  it("a visitor without a session or quote link gets 401; a bare username without rights gets 403 'You cannot buy a license for this account.'", async () => {
    const body = { ...period(0), quantities: { pro: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD };
    const anonymous = await buy({ ...body, username: "counselor" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error?.[0].code).toBe("token_not_provided");
    const other = await insertUser(conn.db);
    const stranger = await buy({ ...body, username: "counselor" }, await tokenFor(conn.db, other.username));
    expect(stranger.status).toBe(403);
    expect(stranger.json.error?.[0]).toEqual({ code: "forbidden", message: "You cannot buy a license for this account." });
    const forged = await buy({ ...body, username: "counselor", linkToken: signQuoteLink("renewer", new Date()) });
    expect(forged.status).toBe(403);
    // Only the demo's seeded MAX order: nothing was bought.
    const counselor = await userNamed(conn.db, "counselor");
    expect((await ordersOf(conn.db, counselor.id)).map((o) => o.idempotencyKey)).toEqual([DEMO_ORDER_KEY]);
  });

  it("the holder of the user's quote link (right after sign-up) may buy without a session", async () => {
    const user = await insertUser(conn.db, { appId: 0 });
    const res = await buy({ ...period(0), username: user.username, linkToken: signQuoteLink(user.username, new Date()), quantities: { max: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD });
    expect(res.status).toBe(200);
    expect(dataOf(res.json).user).toMatchObject({ username: user.username, appId: 2 });
    const [order] = await ordersOf(conn.db, user.id);
    expect(order).toMatchObject({ status: "paid", createdBy: null });
  });

  it("a manager may buy for a user they manage; the license extends that user", async () => {
    const { end } = period(2);
    const res = await buy({ start: period(0).start, end, username: "expiring", quantities: { pro: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD }, await tokenFor(conn.db, "manager"));
    expect(res.status).toBe(200);
    const expiring = await userNamed(conn.db, "expiring");
    expect(expiring.expires).toBe(end);
    const manager = await userNamed(conn.db, "manager");
    const [order] = await ordersOf(conn.db, expiring.id);
    expect(order.createdBy).toBe(manager.id);
  });

  it("a manager buying 12 MAX gets licenses 12 (a manager's license counts for the period) with the 10% quantity discount", async () => {
    const manager = await insertUser(conn.db, { roleId: 2, appId: 2 });
    const res = await buy({ ...nextLicenceYear(), quantities: { max: 12 }, idempotencyKey: freshKey(), payment: TEST_CARD }, await tokenFor(conn.db, manager.username));
    expect(res.status).toBe(200);
    expect(dataOf(res.json).user.licenses).toBe(12);
    expect((await userNamed(conn.db, manager.username)).licenses).toBe(12);
    const [order] = await ordersOf(conn.db, manager.id);
    expect(order.quantities.max).toBe(12);
    expect(order.priced.quantityDiscountPercent).toBe(10);
    expect((await grantsOf(conn.db, order.id)).map((g) => [g.product, g.quantity])).toEqual([["max", 12]]);
  });

  it("the Idempotency-Key header is accepted in place of the body field; without either the call is 422", async () => {
    const user = await insertUser(conn.db);
    const token = await tokenFor(conn.db, user.username);
    const body = { ...period(0), quantities: { pro: 1 }, payment: TEST_CARD };
    const missing = await buy(body, token);
    expect(missing.status).toBe(422);
    expect(missing.json.error?.[0]).toMatchObject({ code: "invalid_idempotencyKey", field: "idempotencyKey" });
    const key = freshKey();
    const first = await buy(body, token, { "idempotency-key": key });
    const second = await buy(body, token, { "idempotency-key": key });
    expect(first.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(await ordersOf(conn.db, user.id)).toHaveLength(1);
  });

  it("bad input is 422 with the error list (card number failing Luhn, no payment, nothing to buy)", async () => {
    const user = await insertUser(conn.db);
    const token = await tokenFor(conn.db, user.username);
    const base = { ...period(0), quantities: { pro: 1 }, idempotencyKey: freshKey() };
    const luhn = await buy({ ...base, payment: { ...TEST_CARD, cardNumber: "4242 4242 4242 4241" } }, token);
    expect(luhn.status).toBe(422);
    expect(luhn.json.error?.map((e) => e.field)).toContain("payment.cardNumber");
    const noPayment = await buy(base, token);
    expect(noPayment.status).toBe(422);
    const nothing = await buy({ ...base, quantities: {}, payment: TEST_CARD }, token);
    expect(nothing.status).toBe(422);
    expect(nothing.json.error?.[0].code).toBe("nothing_to_buy");
    expect(await ordersOf(conn.db, user.id)).toEqual([]);
  });

  describe("PUT /api/v1/order/sendEmailToUser/{id}", () => {
    let orderId: number;
    let owner: Awaited<ReturnType<typeof insertUser>>;
    const resend = (id: string | number, token?: string) =>
      call(sendInvoiceRoute, { method: "PUT", path: `/api/v1/order/sendEmailToUser/${id}`, token, body: { path: "/app/user/billing", sent: 1 }, params: { id: String(id) } });

    beforeAll(async () => {
      owner = await insertUser(conn.db);
      const res = await buy({ ...period(0), quantities: { pro: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD }, await tokenFor(conn.db, owner.username));
      orderId = dataOf(res.json).order.id;
    });

    it("the order's owner gets {status_code: 200, data: {message: 'Invoice emailed to: …'}} and a second invoice email", async () => {
      const res = await resend(orderId, await tokenFor(conn.db, owner.username));
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status_code: 200, data: { message: `Invoice emailed to: ${owner.email}` } });
      expect(await invoiceEmailsTo(conn.db, owner.email)).toHaveLength(2);
    });

    it("another counselor gets 404 (the order is not theirs); a signed-out caller 401; a bad id 404", async () => {
      const other = await insertUser(conn.db);
      const res = await resend(orderId, await tokenFor(conn.db, other.username));
      expect(res.status).toBe(404);
      expect(res.json.error?.[0].code).toBe("not_found");
      expect((await resend(orderId)).status).toBe(401);
      expect((await resend("abc", await tokenFor(conn.db, owner.username))).status).toBe(404);
      expect(await invoiceEmailsTo(conn.db, other.email)).toEqual([]);
    });

    it("an admin may resend any order's invoice", async () => {
      const res = await resend(orderId, await tokenFor(conn.db, "admin"));
      expect(res.status).toBe(200);
    });

    it("an order without an invoice (declined) answers 404", async () => {
      const token = await tokenFor(conn.db, owner.username);
      await buy({ ...period(0), quantities: { pro: 1 }, idempotencyKey: freshKey(), payment: DECLINED_CARD }, token);
      const declined = (await ordersOf(conn.db, owner.id)).find((o) => o.status === "declined");
      expect(declined).toBeDefined();
      expect((await resend(declined!.id, token)).status).toBe(404);
    });
  });
});
