import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TConnection } from "@/db/client";
import { orders } from "@/db/schema";
import { POST as purchaseRoute } from "@/app/api/v1/users/billing/add/route";
import type { TActor } from "@/lib/auth/current-user";
import { purchaseLicence } from "@/lib/billing/purchase";
import { ZPurchase } from "@/lib/billing/purchase-schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { DECLINED_CARD, TEST_CARD, freshKey, insertUser, invoiceCount, invoiceEmailsTo, ordersOf, period, tokenFor, userNamed } from "./billing-purchase-support";

// "A purchase is idempotent: a double click or a retried request with the same quote never charges
// or creates an order twice."

describe.each(DRIVERS)("purchase idempotency (%s)", (driver) => {
  let conn: TConnection;
  const buy = (body: Record<string, unknown>, token?: string) => call(purchaseRoute, { path: "/api/v1/users/billing/add", body, token });
  const actorOf = async (username: string): Promise<TActor> => ({ user: await userNamed(conn.db, username), sessionId: "test", via: "bearer" });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("a retried request with the same idempotency key → one order, one invoice, one charge, one email, the same answer", async () => {
    const user = await insertUser(conn.db);
    const token = await tokenFor(conn.db, user.username);
    const body = { ...period(1), quantities: { max: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD };
    const first = await buy(body, token);
    expect(first.status).toBe(200);
    const [order] = await ordersOf(conn.db, user.id);
    const second = await buy(body, token);
    const third = await buy({ ...body, quantities: { max: 3 } }, token);
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(third.json).toEqual(first.json);
    const all = await ordersOf(conn.db, user.id);
    expect(all).toHaveLength(1);
    expect(all[0].paymentRef).toBe(order.paymentRef);
    expect(await invoiceCount(conn.db, user.id)).toBe(1);
    expect(await invoiceEmailsTo(conn.db, user.email)).toHaveLength(1);
  });

  it("two concurrent calls (a double click, Promise.all) → one order, one invoice, the same answer", async () => {
    const user = await insertUser(conn.db);
    const token = await tokenFor(conn.db, user.username);
    const body = { ...period(0), quantities: { pro: 1, survey: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD };
    const [a, b] = await Promise.all([buy(body, token), buy(body, token)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.json).toEqual(a.json);
    expect(await ordersOf(conn.db, user.id)).toHaveLength(1);
    expect(await invoiceCount(conn.db, user.id)).toBe(1);
    expect(await invoiceEmailsTo(conn.db, user.email)).toHaveLength(1);
  });

  it("five concurrent calls of the use-case, by card and by purchase order, still make one order each", async () => {
    for (const payment of [TEST_CARD, { method: "po", poNumber: "PO-5" }]) {
      const user = await insertUser(conn.db);
      const input = ZPurchase.parse({ ...period(0), quantities: { pro: 1 }, idempotencyKey: freshKey(), payment });
      const actor = await actorOf(user.username);
      const results = await Promise.all(Array.from({ length: 5 }, () => purchaseLicence(conn.db, { actor }, input, new Date())));
      for (const r of results) expect(r).toEqual(results[0]);
      expect(await ordersOf(conn.db, user.id)).toHaveLength(1);
      expect(await invoiceCount(conn.db, user.id)).toBe(1);
    }
  });

  it("invoice numbers stay unique and gapless when different buyers pay at the same time", async () => {
    const buyers = await Promise.all(Array.from({ length: 4 }, () => insertUser(conn.db)));
    const results = await Promise.all(
      buyers.map(async (u) =>
        purchaseLicence(conn.db, { actor: await actorOf(u.username) }, ZPurchase.parse({ ...period(0), quantities: { pro: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD }), new Date()),
      ),
    );
    const numbers = results.map((r) => r.invoiceNumber as number).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(4);
    expect(numbers[3] - numbers[0]).toBe(3);
  });

  it("a new key after a decline is a new attempt: the declined order stays, the new one pays", async () => {
    const user = await insertUser(conn.db);
    const token = await tokenFor(conn.db, user.username);
    const draft = { ...period(0), quantities: { pro: 1 } };
    expect((await buy({ ...draft, idempotencyKey: freshKey(), payment: DECLINED_CARD }, token)).status).toBe(402);
    expect((await buy({ ...draft, idempotencyKey: freshKey(), payment: TEST_CARD }, token)).status).toBe(200);
    expect((await ordersOf(conn.db, user.id)).map((o) => o.status)).toEqual(["declined", "paid"]);
  });

  it("keys are per license holder: the same key of another user is another order", async () => {
    const key = freshKey();
    const [u1, u2] = [await insertUser(conn.db), await insertUser(conn.db)];
    for (const u of [u1, u2]) expect((await buy({ ...period(0), quantities: { pro: 1 }, idempotencyKey: key, payment: TEST_CARD }, await tokenFor(conn.db, u.username))).status).toBe(200);
    expect(await ordersOf(conn.db, u1.id)).toHaveLength(1);
    expect(await ordersOf(conn.db, u2.id)).toHaveLength(1);
  });

  it("a key whose first request is still in flight (pending) answers 409 payment_in_progress, with nothing charged", async () => {
    const user = await insertUser(conn.db);
    const key = freshKey();
    await conn.db.insert(orders).values({
      userId: user.id,
      idempotencyKey: key,
      status: "pending",
      paymentMethod: "card",
      contact: { name: "", school: "", zip: "", email: "", phone: "", state: "" },
      ...period(0),
      quantities: { pro: 1, sw: 0, max: 0, outlookCal: 0, googleCal: 0, appointment: 0, assessment: 0, survey: 0, intership: 0, sms: 0, ib: 0, rampAddon: 0, university: 0 },
      priced: {
        lines: [],
        years: 1,
        spanYears: 1,
        totalAmountCents: 9900,
        quantityDiscountPercent: 0,
        quantityDiscountCents: 0,
        proratedPercent: 0,
        proratedDiscountCents: 0,
        couponDiscountCents: 0,
        discountTotalCents: 0,
        totalAmountDueCents: 9900,
        couponNotValid: false,
      },
      amountDueCents: 9900,
    });
    const input = ZPurchase.parse({ ...period(0), quantities: { pro: 1 }, idempotencyKey: key, payment: TEST_CARD });
    const error = await purchaseLicence(conn.db, { actor: await actorOf(user.username) }, input, new Date(), { inFlightWaitMs: 120 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "payment_in_progress", status: 409 });
    expect(await invoiceCount(conn.db, user.id)).toBe(0);
    expect((await userNamed(conn.db, user.username)).expires).toBe(user.expires);
  });
});
