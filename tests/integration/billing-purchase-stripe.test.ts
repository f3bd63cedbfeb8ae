import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import Stripe from "stripe";
import type { TConnection } from "@/db/client";
import { POST as webhookRoute } from "@/app/api/v1/billing/stripe/webhook/route";
import type { TActor } from "@/lib/auth/current-user";
import { confirmCheckout } from "@/lib/billing/confirm-checkout";
import type { TCheckoutCreateParams, TCheckoutSession, TStripeClient } from "@/lib/billing/payment-stripe";
import type { TPayments } from "@/lib/billing/payment";
import { purchaseLicence } from "@/lib/billing/purchase";
import { ZPurchase } from "@/lib/billing/purchase-schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { TEST_CARD, freshKey, grantsOf, insertUser, invoiceCount, invoiceEmailsTo, invoiceOf, ordersOf, period, userNamed } from "./billing-purchase-support";

// Stripe mode (STRIPE_SECRET_KEY set): "card data must NOT pass through our server" — the purchase
// opens a Stripe Checkout Session and the order is finalized when Stripe reports it paid. A fake
// client stands in for Stripe: no network.

const WEBHOOK_SECRET = vi.hoisted(() => {
  const secret = "whsec_test_secret_for_vitest_0123456789";
  process.env.STRIPE_WEBHOOK_SECRET = secret;
  return secret;
});

/** An in-memory Stripe Checkout: sessions by id, Stripe's idempotency by key, and a failure switch. */
function fakeStripe() {
  const sessions = new Map<string, TCheckoutSession>();
  const byKey = new Map<string, string>();
  const calls: { params: TCheckoutCreateParams; key?: string }[] = [];
  let failNext = false;
  let n = 0;
  const client: TStripeClient = {
    checkout: {
      sessions: {
        async create(params, options) {
          calls.push({ params, key: options?.idempotencyKey });
          if (failNext) {
            failNext = false;
            throw new Error("Stripe is unreachable");
          }
          const known = options?.idempotencyKey ? byKey.get(options.idempotencyKey) : undefined;
          if (known) return { ...(sessions.get(known) as TCheckoutSession) };
          n += 1;
          const id = `cs_test_${n}_${Date.now().toString(36)}`;
          const session: TCheckoutSession = {
            id,
            url: `https://checkout.stripe.com/c/pay/${id}`,
            payment_status: "unpaid",
            amount_total: params.line_items[0].price_data.unit_amount * params.line_items[0].quantity,
            metadata: params.metadata,
            payment_intent: null,
          };
          sessions.set(id, session);
          if (options?.idempotencyKey) byKey.set(options.idempotencyKey, id);
          return { ...session };
        },
        async retrieve(id) {
          const s = sessions.get(id);
          if (!s) throw new Stripe.errors.StripeInvalidRequestError({ message: `No such checkout.session: '${id}'`, type: "invalid_request_error" });
          return { ...s };
        },
      },
    },
  };
  return {
    client,
    calls,
    failNext: () => {
      failNext = true;
    },
    pay: (id: string, amount?: number) => {
      const s = sessions.get(id) as TCheckoutSession;
      sessions.set(id, { ...s, payment_status: "paid", url: null, payment_intent: `pi_${id}`, amount_total: amount ?? s.amount_total });
    },
    expire: (id: string) => {
      const s = sessions.get(id) as TCheckoutSession;
      sessions.set(id, { ...s, url: null });
    },
    session: (id: string) => sessions.get(id) as TCheckoutSession,
  };
}

describe.each(DRIVERS)("Stripe Checkout mode (%s)", (driver) => {
  let conn: TConnection;
  let stripe: ReturnType<typeof fakeStripe>;
  let payments: TPayments;
  const actorOf = async (username: string): Promise<TActor> => ({ user: await userNamed(conn.db, username), sessionId: "test", via: "bearer" });
  const input = (over: Record<string, unknown> = {}) => ZPurchase.parse({ ...period(1), quantities: { max: 1 }, idempotencyKey: freshKey(), payment: { method: "checkout" }, ...over });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());
  beforeAll(() => {
    stripe = fakeStripe();
    payments = { mode: "stripe", stripe: () => stripe.client, origin: "https://app.example.org" };
  });

  it("a card purchase answers {status: 'redirect', redirect: <Checkout URL>} for the server's amount; the order waits as pending, nothing is granted", async () => {
    const user = await insertUser(conn.db);
    const actor = await actorOf(user.username);
    const purchase = input({ payment: TEST_CARD, TotalAmountDue: 1 });
    const result = await purchaseLicence(conn.db, { actor }, purchase, new Date(), { payments });
    expect(result.status).toBe("redirect");
    const [order] = await ordersOf(conn.db, user.id);
    expect(order).toMatchObject({ status: "pending", processor: "stripe", paymentMethod: "card", cardLast4: null });
    expect(result.redirect).toBe(stripe.session(order.paymentRef as string).url);
    const last = stripe.calls.at(-1);
    expect(last?.key).toBe(`order:${order.id}:${purchase.idempotencyKey}`);
    expect(last?.params).toMatchObject({
      mode: "payment",
      metadata: { orderId: String(order.id) },
      success_url: "https://app.example.org/app/user/billing?checkout={CHECKOUT_SESSION_ID}",
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: order.amountDueCents } }],
    });
    expect(order.amountDueCents).toBeGreaterThan(100);
    expect(await invoiceCount(conn.db, user.id)).toBe(0);
    expect(await grantsOf(conn.db, order.id)).toEqual([]);
    expect((await userNamed(conn.db, user.username)).expires).toBe(user.expires);
  });

  it("the same key again returns the same Checkout page (no second session, no second order)", async () => {
    const user = await insertUser(conn.db);
    const actor = await actorOf(user.username);
    const purchase = input();
    const first = await purchaseLicence(conn.db, { actor }, purchase, new Date(), { payments });
    const before = stripe.calls.length;
    const second = await purchaseLicence(conn.db, { actor }, purchase, new Date(), { payments });
    expect(second).toEqual(first);
    expect(stripe.calls.length).toBe(before);
    expect(await ordersOf(conn.db, user.id)).toHaveLength(1);
  });

  it("confirmCheckout finalizes once payment_status is 'paid' (idempotent): invoice, license, email; before that it answers 402", async () => {
    const user = await insertUser(conn.db, { appId: 1 });
    const actor = await actorOf(user.username);
    const purchase = input();
    await purchaseLicence(conn.db, { actor }, purchase, new Date(), { payments });
    const [order] = await ordersOf(conn.db, user.id);
    const sessionId = order.paymentRef as string;

    await expect(confirmCheckout(conn.db, actor, sessionId, new Date(), payments)).rejects.toMatchObject({ code: "payment_incomplete", status: 402 });
    expect(await invoiceCount(conn.db, user.id)).toBe(0);

    stripe.pay(sessionId);
    const done = await confirmCheckout(conn.db, actor, sessionId, new Date(), payments);
    expect(done).toMatchObject({ orderId: order.id, status: "paid", newExpires: purchase.end, user: { expires: purchase.end, appId: 2 } });
    expect(done.invoiceNumber).toBeGreaterThan(10000);
    expect(done.message).toBe(`Invoice emailed to: ${user.email}`);
    const [paid] = await ordersOf(conn.db, user.id);
    expect(paid).toMatchObject({ status: "paid", processor: "stripe", paymentRef: sessionId });
    expect((await invoiceOf(conn.db, order.id))?.paidOn).not.toBeNull();

    expect(await confirmCheckout(conn.db, actor, sessionId, new Date(), payments)).toEqual(done);
    expect(await purchaseLicence(conn.db, { actor }, purchase, new Date(), { payments })).toEqual(done);
    expect(await invoiceCount(conn.db, user.id)).toBe(1);
    expect(await invoiceEmailsTo(conn.db, user.email)).toHaveLength(1);
  });

  it("a retry of a paid session's purchase finalizes it too (the buyer never came back)", async () => {
    const user = await insertUser(conn.db);
    const actor = await actorOf(user.username);
    const purchase = input();
    await purchaseLicence(conn.db, { actor }, purchase, new Date(), { payments });
    const [order] = await ordersOf(conn.db, user.id);
    stripe.pay(order.paymentRef as string);
    const result = await purchaseLicence(conn.db, { actor }, purchase, new Date(), { payments });
    expect(result.status).toBe("paid");
    expect(await invoiceCount(conn.db, user.id)).toBe(1);
  });

  it("only someone who may see the order gets its details: another counselor gets 404, an unknown session 404, test mode 404", async () => {
    const user = await insertUser(conn.db);
    await purchaseLicence(conn.db, { actor: await actorOf(user.username) }, input(), new Date(), { payments });
    const [order] = await ordersOf(conn.db, user.id);
    stripe.pay(order.paymentRef as string);
    const other = await insertUser(conn.db);
    await expect(confirmCheckout(conn.db, await actorOf(other.username), order.paymentRef as string, new Date(), payments)).rejects.toMatchObject({ code: "not_found", status: 404 });
    // Stripe says paid, so the order is finalized anyway; the stranger just learns nothing.
    expect((await ordersOf(conn.db, user.id))[0].status).toBe("paid");
    await expect(confirmCheckout(conn.db, await actorOf(user.username), "cs_test_unknown", new Date(), payments)).rejects.toMatchObject({ status: 404 });
    await expect(confirmCheckout(conn.db, await actorOf(user.username), order.paymentRef as string, new Date(), { ...payments, mode: "test" })).rejects.toMatchObject({ status: 404 });
  });

  it("when Stripe cannot open its page the answer is 502 payment_unavailable and the same key may try again", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await insertUser(conn.db);
    const actor = await actorOf(user.username);
    const purchase = input();
    stripe.failNext();
    await expect(purchaseLicence(conn.db, { actor }, purchase, new Date(), { payments })).rejects.toMatchObject({ code: "payment_unavailable", status: 502 });
    expect((await ordersOf(conn.db, user.id))[0].status).toBe("failed");
    const retry = await purchaseLicence(conn.db, { actor }, purchase, new Date(), { payments });
    expect(retry.status).toBe("redirect");
    expect(await ordersOf(conn.db, user.id)).toHaveLength(1);
    spy.mockRestore();
  });

  it("an expired Checkout page answers 409 checkout_expired; the next retry opens a new one", async () => {
    const user = await insertUser(conn.db);
    const actor = await actorOf(user.username);
    const purchase = input();
    const first = await purchaseLicence(conn.db, { actor }, purchase, new Date(), { payments });
    const [order] = await ordersOf(conn.db, user.id);
    stripe.expire(order.paymentRef as string);
    await expect(purchaseLicence(conn.db, { actor }, purchase, new Date(), { payments })).rejects.toMatchObject({ code: "checkout_expired", status: 409 });
    const again = await purchaseLicence(conn.db, { actor }, purchase, new Date(), { payments });
    expect(again.status).toBe("redirect");
    expect(again.redirect).not.toBe(first.redirect);
    const [reopened] = await ordersOf(conn.db, user.id);
    expect(reopened).toMatchObject({ id: order.id, status: "pending" });
    expect(reopened.paymentRef).not.toBe(order.paymentRef);
    expect(stripe.calls.at(-1)?.key).toBe(`order:${order.id}:${purchase.idempotencyKey}:after:${order.paymentRef}`);
  });

  it("a session paid for another amount than the order's is not finalized (409 amount_mismatch)", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await insertUser(conn.db);
    const actor = await actorOf(user.username);
    await purchaseLicence(conn.db, { actor }, input(), new Date(), { payments });
    const [order] = await ordersOf(conn.db, user.id);
    stripe.pay(order.paymentRef as string, 100);
    await expect(confirmCheckout(conn.db, actor, order.paymentRef as string, new Date(), payments)).rejects.toMatchObject({ code: "amount_mismatch", status: 409 });
    expect((await ordersOf(conn.db, user.id))[0].status).toBe("pending");
    spy.mockRestore();
  });

  describe("POST /api/v1/billing/stripe/webhook", () => {
    const deliver = (event: unknown, signature?: string) => {
      const payload = JSON.stringify(event);
      const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return call(webhookRoute, { path: "/api/v1/billing/stripe/webhook", body: payload, headers: { "stripe-signature": header } });
    };

    it("a signed checkout.session.completed (paid) finalizes the order, once", async () => {
      const user = await insertUser(conn.db);
      await purchaseLicence(conn.db, { actor: await actorOf(user.username) }, input(), new Date(), { payments });
      const [order] = await ordersOf(conn.db, user.id);
      stripe.pay(order.paymentRef as string);
      const event = { id: "evt_1", object: "event", type: "checkout.session.completed", data: { object: stripe.session(order.paymentRef as string) } };
      const res = await deliver(event);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ received: true, handled: true });
      expect((await ordersOf(conn.db, user.id))[0].status).toBe("paid");
      expect((await deliver(event)).status).toBe(200);
      expect(await invoiceCount(conn.db, user.id)).toBe(1);
    });

    it("a bad signature is 400 invalid_signature and changes nothing", async () => {
      const user = await insertUser(conn.db);
      await purchaseLicence(conn.db, { actor: await actorOf(user.username) }, input(), new Date(), { payments });
      const [order] = await ordersOf(conn.db, user.id);
      stripe.pay(order.paymentRef as string);
      const event = { id: "evt_2", object: "event", type: "checkout.session.completed", data: { object: stripe.session(order.paymentRef as string) } };
      const res = await deliver(event, "t=1,v1=deadbeef");
      expect(res.status).toBe(400);
      expect(res.json.error?.[0].code).toBe("invalid_signature");
      expect((await ordersOf(conn.db, user.id))[0].status).toBe("pending");
    });

    it("checkout.session.expired frees the key: the order is marked failed", async () => {
      const user = await insertUser(conn.db);
      await purchaseLicence(conn.db, { actor: await actorOf(user.username) }, input(), new Date(), { payments });
      const [order] = await ordersOf(conn.db, user.id);
      const res = await deliver({ id: "evt_3", object: "event", type: "checkout.session.expired", data: { object: stripe.session(order.paymentRef as string) } });
      expect(res.json).toMatchObject({ handled: true });
      expect((await ordersOf(conn.db, user.id))[0].status).toBe("failed");
    });
  });
});
