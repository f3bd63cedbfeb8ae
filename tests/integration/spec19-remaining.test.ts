import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox, events, lessons, licenceGrants, orders, quotes, surveyAdministrations, surveys, trackingEvents, users } from "@/db/schema";
import { DEMO_ORDER_KEY } from "@/db/seed/demo-orders";
import { POST as purchaseRoute } from "@/app/api/v1/users/billing/add/route";
import { todayIn } from "@/lib/users/rules";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as partnerRoute } from "@/app/home/getPartner/route";
import { GET as userDetailsRoute } from "@/app/api/v1/users/getUserDetails/route";
import { POST as lastQuoteRoute } from "@/app/api/v1/customerUser/getLastQoute/route";
import { POST as renewalQuoteRoute } from "@/app/api/v1/customUserCreateQuote/pdf/route";
import { POST as renewRoute } from "@/app/api/v1/user/sendRenewMessageToManager/route";
import { GET as homeRoute } from "@/app/api/v1/home/route";
import { POST as priceRoute } from "@/app/api/v1/quote/price/route";
import { signQuoteLink } from "@/lib/billing/quote-link";
import { monthlyPurchases } from "@/lib/billing/admin/purchase-report";
import { emptyQuantities } from "@/lib/billing/pricing";
import { registerUser } from "@/lib/signup/register-user";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { userNamed } from "./account-support";
import { DECLINED_CARD, TEST_CARD, freshKey, insertUser, period, tokenFor } from "./billing-purchase-support";

// The remaining rows of the shell and quote rules, each test quoting the rule it pins.
const PASSWORD = "demo-pass-2026";

describe.each(DRIVERS)("the shell's and billing's remaining calls and pages (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: PASSWORD, reNew: 1 } })).json.token as string;
    return tokens[username];
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  describe("GET /home/getPartner (GET /home/getPartner?partnerID → partner id, discount, state)", () => {
    it("answers a partner by partnerID with its id, discount and state", async () => {
      const res = await call(partnerRoute, { path: "/home/getPartner?partnerID=1001" });
      expect(res.status).toBe(200);
      expect(res.json.partner).toMatchObject({ id: 1001, discount: 15 });
      expect(typeof (res.json.partner as { state: string }).state).toBe("string");
      expect(res.json.partnerDiscount).toBe(15);
    });

    it("still answers by host (GET /home/getPartner?partnerHost), and an unknown id is a 404", async () => {
      expect((await call(partnerRoute, { path: "/home/getPartner?partnerHost=academy.localhost" })).json.partner).toMatchObject({ id: 1001 });
      expect((await call(partnerRoute, { path: "/home/getPartner?partnerID=999999" })).status).toBe(404);
      expect((await call(partnerRoute, { path: "/home/getPartner?partnerID=abc" })).status).toBe(422);
    });
  });

  describe("GET /api/v1/users/getUserDetails with a signed quote link", () => {
    it("a visitor holding a valid signed quote link (?k=) for the username gets the details", async () => {
      const k = signQuoteLink("counselor", new Date());
      const res = await call(userDetailsRoute, { path: `/api/v1/users/getUserDetails?username=counselor&step2quote=1&k=${encodeURIComponent(k)}` });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ username: "counselor", mayPurchase: 1 });
    });

    it("visitor-without-a-valid-quote-link-cannot-read-user-details: no k, a k of another username or an expired k is a 401", async () => {
      expect((await call(userDetailsRoute, { path: "/api/v1/users/getUserDetails?username=counselor&step2quote=1" })).status).toBe(401);
      const other = signQuoteLink("manager", new Date());
      expect((await call(userDetailsRoute, { path: `/api/v1/users/getUserDetails?username=counselor&k=${encodeURIComponent(other)}` })).status).toBe(401);
      const expired = signQuoteLink("counselor", new Date(Date.now() - 3 * 3600_000));
      expect((await call(userDetailsRoute, { path: `/api/v1/users/getUserDetails?username=counselor&k=${encodeURIComponent(expired)}` })).status).toBe(401);
    });
  });

  describe("the role-44 renewal chain", () => {
    it("POST /api/v1/customUserCreateQuote/pdf?onlyCreateQoute=1 (user_id, targetID=17) answers the new renewal quote's quoteID", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      const res = await call(renewalQuoteRoute, { path: "/api/v1/customUserCreateQuote/pdf?onlyCreateQoute=1", token: await tokenOf("renewer"), body: { user_id: renewer.id, targetID: 17 } });
      expect(res.status).toBe(200);
      expect(typeof res.json.quoteID).toBe("number");
      expect(res.json).not.toHaveProperty("link");
      const [quote] = await conn.db
        .select()
        .from(quotes)
        .where(eq(quotes.id, res.json.quoteID as number));
      expect(quote.userId).toBe(renewer.id);
      expect(quote.amountDueCents).toBeGreaterThan(0);
    });

    it("'Quote link for renewal uses targetID 17': another targetID is a 422; without onlyCreateQoute the PDF link comes too", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      const token = await tokenOf("renewer");
      expect((await call(renewalQuoteRoute, { path: "/api/v1/customUserCreateQuote/pdf?onlyCreateQoute=1", token, body: { user_id: renewer.id, targetID: 16 } })).status).toBe(422);
      const res = await call(renewalQuoteRoute, { path: "/api/v1/customUserCreateQuote/pdf", token, body: { user_id: renewer.id, targetID: 17 } });
      expect(res.status).toBe(200);
      expect(res.json.link).toMatch(/\/api\/v1\/pdf\//);
    });

    it("POST /api/v1/customerUser/getLastQoute (user_id → quoteID, user) answers the user's last quote", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      const [last] = await conn.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.userId, renewer.id)).orderBy(desc(quotes.id)).limit(1);
      const res = await call(lastQuoteRoute, { token: await tokenOf("renewer"), body: { user_id: renewer.id } });
      expect(res.status).toBe(200);
      expect(res.json.quoteID).toBe(last.id);
      expect(res.json.user).toMatchObject({ id: renewer.id, username: "renewer", role_id: 44 });
    });

    it("counselor-cannot-read-another-users-last-quote-or-make-their-renewal-quote: 404; their manager may", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      const counselor = await tokenOf("counselor");
      expect((await call(lastQuoteRoute, { token: counselor, body: { user_id: renewer.id } })).status).toBe(404);
      expect((await call(renewalQuoteRoute, { path: "/api/v1/customUserCreateQuote/pdf?onlyCreateQoute=1", token: counselor, body: { user_id: renewer.id, targetID: 17 } })).status).toBe(404);
      expect((await call(lastQuoteRoute, { token: await tokenOf("manager"), body: { user_id: renewer.id } })).status).toBe(200);
      expect((await call(lastQuoteRoute, { body: { user_id: renewer.id } })).status).toBe(401);
    });

    it("'Role 44 … asks the manager for a renewal quote': the manager's email carries the renewal quote PDF", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      const manager = await userNamed(conn.db, "manager");
      const res = await call(renewRoute, { token: await tokenOf("renewer"), body: { user_id: renewer.id } });
      expect(res.status).toBe(200);
      const quoteId = (res.json.data as { quoteID: number }).quoteID;
      const [email] = await conn.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, manager.email), eq(emailOutbox.kind, "renewal_request")))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      expect(email.text).toContain(`[Attachments: SCUTA-quote-${quoteId}.pdf]`);
      expect(email.text).toContain(`no. ${quoteId}`);
      const [quote] = await conn.db.select().from(quotes).where(eq(quotes.id, quoteId));
      expect(quote.userId).toBe(renewer.id);
    });
  });
  describe("train sign-up", () => {
    let seq = 0;
    const form = (roleId: number) => {
      const email = `train.${Date.now()}.${++seq}@school.org`;
      return { role_id: roleId, first_name: "Jordan", last_name: "Trainer", email, confirmEmail: email, zipcode: "98118", NCESSCH: "530771001249", dialogType: "train" };
    };
    const ctx = { now: new Date(), origin: "https://scuta.test", locale: "en" as const, random: () => 0.5 };

    it("'Train sign-up: role 2 logs straight in': the new manager's account is active and is signed in on /trainSchedule", async () => {
      const result = await registerUser(conn.db, form(2), ctx);
      expect(result.kind).toBe("created");
      if (result.kind !== "created") return;
      expect(result.signsIn).toBe(true);
      expect(result.redirect).toBe("/trainSchedule");
      const [row] = await conn.db.select().from(users).where(eq(users.id, result.user.id));
      expect(row.active).toBe(true);
      // Still no password: the password email sets one.
      expect(row.passwordHash).toBeNull();
      const [mail] = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, row.email)).orderBy(desc(emailOutbox.id)).limit(1);
      expect(mail).toBeDefined();
    });

    it("'other roles see the success dialog': a counselor's train sign-up is not signed in and stays inactive", async () => {
      const result = await registerUser(conn.db, form(1), ctx);
      expect(result.kind).toBe("created");
      if (result.kind !== "created") return;
      expect(result.signsIn).toBe(false);
      expect(result.redirect).toBeNull();
      const [row] = await conn.db.select().from(users).where(eq(users.id, result.user.id));
      expect(row.active).toBe(false);
    });

    it("an existing e-mail on a train sign-up never signs anyone in (it is answered as an existing account)", async () => {
      const result = await registerUser(conn.db, { ...form(2), email: "manager@demo.scuta.app", confirmEmail: "manager@demo.scuta.app" }, ctx);
      expect(result.kind).toBe("exists");
    });
  });

  describe("GET /api/v1/home: the home response (cpuLOAD, prePostSurveyID, prePostEventID, trainerPrePostSurvey)", () => {
    it("answers the trainer's own deliveries with a survey (the event's own or its lesson's), the newest as the current pre/post survey and event, with whether each round takes answers", async () => {
      const trainer = await insertUser(conn.db);
      const token = await tokenFor(conn.db, trainer.username);
      const empty = await call(homeRoute, { token, path: "/api/v1/home" });
      expect(empty.json).toMatchObject({ prePostSurveyID: null, prePostEventID: null, trainerPrePostSurvey: [], qrMode: false });
      const [survey] = await conn.db.insert(surveys).values({ userId: trainer.id, name: "Feelings check" }).returning();
      const [lesson] = await conn.db.insert(lessons).values({ userId: trainer.id, name: "Calm corner", surveyId: survey.id }).returning();
      const event = async (date: string, withLesson: boolean) =>
        (
          await conn.db
            .insert(events)
            .values({ userId: trainer.id, title: `Lesson ${date}`, date, time: "09:00", durationMinutes: 45, lessonId: withLesson ? lesson.id : null })
            .returning()
        )[0];
      const older = await event("2030-01-10", true);
      const newer = await event("2030-02-10", true);
      await event("2030-03-10", false);
      // The newer delivery's pre round is closed by its owner.
      await conn.db.insert(surveyAdministrations).values({ surveyId: survey.id, eventId: newer.id, phase: "pre", closedAt: new Date() });
      const res = await call(homeRoute, { token, path: "/api/v1/home" });
      expect(res.status).toBe(200);
      expect(typeof res.json.cpuLOAD).toBe("number");
      expect(res.json.prePostSurveyID).toBe(survey.id);
      expect(res.json.prePostEventID).toBe(newer.id);
      expect(res.json.trainerPrePostSurvey).toEqual([
        {
          eventId: newer.id,
          surveyId: survey.id,
          title: "Lesson 2030-02-10",
          date: "2030-02-10",
          preUrl: `/qrNew/p${survey.id}/${newer.id}`,
          postUrl: `/qrNew/t${survey.id}/${newer.id}`,
          preOpen: false,
          postOpen: true,
        },
        {
          eventId: older.id,
          surveyId: survey.id,
          title: "Lesson 2030-01-10",
          date: "2030-01-10",
          preUrl: `/qrNew/p${survey.id}/${older.id}`,
          postUrl: `/qrNew/t${survey.id}/${older.id}`,
          preOpen: true,
          postOpen: true,
        },
      ]);
      // "Surveys use QR mode when prePostSurveyID is greater than 2."
      expect(res.json.qrMode).toBe(survey.id > 2);
    });

    it("manager-cannot-see-a-counselors-pre-post-surveys: only the caller's own deliveries; a visitor gets 401", async () => {
      const res = await call(homeRoute, { token: await tokenOf("manager"), path: "/api/v1/home" });
      expect(res.json).toMatchObject({ prePostSurveyID: null, prePostEventID: null, trainerPrePostSurvey: [], qrMode: false });
      expect((await call(homeRoute, { path: "/api/v1/home" })).status).toBe(401);
    });
  });

  describe("the purchase tracking event (On success: … a purchase tracking event for the total cost is sent)", () => {
    const buy = (body: Record<string, unknown>, token: string) => call(purchaseRoute, { path: "/api/v1/users/billing/add", body, token });
    const eventsOf = (userId: number) => conn.db.select().from(trackingEvents).where(eq(trackingEvents.userId, userId)).orderBy(trackingEvents.id);

    it("a card purchase and a purchase order each record one 'purchase' event with the total, in the product's own events table; a declined card records none", async () => {
      const user = await insertUser(conn.db);
      const token = await tokenFor(conn.db, user.username);
      const paid = await buy({ ...period(0), quantities: { pro: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD }, token);
      expect(paid.status).toBe(200);
      const declined = await buy({ ...period(1), quantities: { max: 1 }, idempotencyKey: freshKey(), payment: DECLINED_CARD }, token);
      expect(declined.status).toBe(402);
      const po = await buy({ ...period(1), quantities: { pro: 1 }, idempotencyKey: freshKey(), payment: { method: "po", poNumber: "PO-19" } }, token);
      expect(po.status).toBe(200);
      const placed = await conn.db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(orders.id);
      const completed = placed.filter((o) => o.status === "paid" || o.status === "awaiting_po");
      expect(completed).toHaveLength(2);
      const tracked = await eventsOf(user.id);
      expect(tracked.map((e) => ({ name: e.name, orderId: e.orderId, valueCents: e.valueCents, currency: e.currency }))).toEqual(
        completed.map((o) => ({ name: "purchase", orderId: o.id, valueCents: o.amountDueCents, currency: "USD" })),
      );
      expect(tracked.every((e) => e.valueCents > 0)).toBe(true);
    });

    it("the same purchase retried (same idempotency key) records its event once", async () => {
      const user = await insertUser(conn.db);
      const token = await tokenFor(conn.db, user.username);
      const body = { ...period(0), quantities: { max: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD };
      expect((await buy(body, token)).status).toBe(200);
      expect((await buy(body, token)).status).toBe(200);
      expect(await eventsOf(user.id)).toHaveLength(1);
    });

    it("the admin's monthly purchase report counts the events and their totals", async () => {
      const admin = await userNamed(conn.db, "admin");
      const zone = "America/New_York";
      const today = todayIn(zone, new Date());
      const sum = (rows: { purchases: number; totalCents: number }[]) =>
        rows.reduce((a, r) => ({ purchases: a.purchases + r.purchases, totalCents: a.totalCents + r.totalCents }), { purchases: 0, totalCents: 0 });
      const before = sum(await monthlyPurchases(conn.db, admin, { zone, today }));
      const user = await insertUser(conn.db);
      const res = await buy({ ...period(0), quantities: { max: 1 }, idempotencyKey: freshKey(), payment: TEST_CARD }, await tokenFor(conn.db, user.username));
      expect(res.status).toBe(200);
      const [event] = await eventsOf(user.id);
      const after = sum(await monthlyPurchases(conn.db, admin, { zone, today }));
      expect(after.purchases - before.purchases).toBe(1);
      expect(after.totalCents - before.totalCents).toBe(event.valueCents);
      // The demo's paid orders were seeded with their events, so the report is not empty on a fresh install.
      const [demo] = await conn.db.select().from(trackingEvents).innerJoin(orders, eq(orders.id, trackingEvents.orderId)).where(eq(orders.idempotencyKey, DEMO_ORDER_KEY)).limit(1);
      expect(demo?.tracking_events.name).toBe("purchase");
    });

    it("counselor-cannot-read-the-monthly-purchase-report", async () => {
      const counselor = await userNamed(conn.db, "counselor");
      await expect(monthlyPurchases(conn.db, counselor, { zone: "UTC", today: "2026-11-27" })).rejects.toMatchObject({ status: 403 });
    });
  });

  describe("owned seats: the page and the server agree", () => {
    it("'A product already purchased (count of 1) with no next-year period is set to 0': one MAX seat through the end is billed again for a role-44 user", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      const contact = { name: "", school: "", zip: "", email: renewer.email, phone: "", state: "" };
      const priced = {
        lines: [],
        years: 1,
        spanYears: 1,
        totalAmountCents: 0,
        quantityDiscountPercent: 0,
        quantityDiscountCents: 0,
        proratedPercent: 0,
        proratedDiscountCents: 0,
        couponDiscountCents: 0,
        discountTotalCents: 0,
        totalAmountDueCents: 0,
        couponNotValid: false,
      };
      const [order] = await conn.db
        .insert(orders)
        .values({
          userId: renewer.id,
          paymentMethod: "card",
          contact,
          start: "2030-08-01",
          end: "2031-07-31",
          quantities: emptyQuantities(),
          priced,
          amountDueCents: 0,
          idempotencyKey: "owned-44",
          status: "paid",
        })
        .returning();
      await conn.db.insert(licenceGrants).values({ orderId: order.id, userId: renewer.id, product: "sms", quantity: 1, start: "2030-08-01", end: "2031-07-31" });
      const token = await tokenOf("renewer");
      const same = await call(priceRoute, { token, body: { start: "2030-08-01", end: "2031-07-31", quantities: { max: 1, sms: 1 } } });
      expect((same.json.lines as { product: string; quantity: number }[]).find((l) => l.product === "sms")?.quantity).toBe(1);
      // 'otherwise it is set to the returned quantity': with a next-year period the seat counts and is not billed again.
      await conn.db.insert(licenceGrants).values({ orderId: order.id, userId: renewer.id, product: "sms", quantity: 1, start: "2031-08-01", end: "2032-07-31" });
      await conn.db
        .update(licenceGrants)
        .set({ end: "2032-07-31" })
        .where(and(eq(licenceGrants.orderId, order.id), eq(licenceGrants.start, "2030-08-01")));
      const covered = await call(priceRoute, { token, body: { start: "2030-08-01", end: "2031-07-31", quantities: { max: 1, sms: 1 } } });
      expect((covered.json.lines as { product: string; quantity: number }[]).find((l) => l.product === "sms")?.quantity).toBe(0);
    });
  });
});
