import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox, licenceGrants, orders, quotes, users, type TUserRow } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { POST as priceRoute } from "@/app/api/v1/quote/price/route";
import { POST as addQuoteRoute } from "@/app/api/v1/quote/addQutoe/route";
import { POST as sendEmailRoute } from "@/app/api/v1/quote/sendEmailToUser/route";
import { GET as userDetailsRoute } from "@/app/api/v1/users/getUserDetails/route";
import { GET as countPurchasedRoute } from "@/app/home/countPurchasedOrderByDateRange/route";
import { emptyQuantities } from "@/lib/billing/pricing";
import { signQuoteLink } from "@/lib/billing/quote-link";
import { addDaysIso } from "@/lib/users/rules";
import { billingToday } from "@/lib/billing/price-draft";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Integration tests of the quote side: POST /api/v1/quote/price, /quote/addQutoe,
// /quote/sendEmailToUser, GET /api/v1/users/getUserDetails and /home/countPurchasedOrderByDateRange.
// Far-future August–July periods keep the figures free of today's date (no prorating in August).
const START = "2030-08-01";
const END = "2031-07-31";
const PHONE = "555-0142";

describe.each(DRIVERS)("billing quote calls (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  const userRow = async (username: string): Promise<TUserRow> => (await conn.db.select().from(users).where(eq(users.username, username)).limit(1))[0];

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    await conn.db.update(users).set({ phone: PHONE }).where(eq(users.username, "counselor"));
  });
  afterAll(async () => conn.close());

  describe("POST /api/v1/quote/price", () => {
    it("a one-year single MAX license is $199.00, every product a line, amounts in dollars", async () => {
      const res = await call(priceRoute, { token: await tokenOf("counselor"), body: { start: START, end: END, quantities: { max: 1 } } });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ status_code: 200, years: 1, totalAmount: 199, quantityDiscountPercent: 0, discountTotal: 0, totalAmountDue: 199, couponNotValid: false });
      const lines = res.json.lines as { product: string; quantity: number; unitPrice: number; total: number }[];
      expect(lines).toHaveLength(13);
      expect(lines.find((l) => l.product === "max")).toMatchObject({ quantity: 1, unitPrice: 199, years: 1, total: 199 });
    });

    it("the server always recomputes: a tampered client total (TotalAmountDue: 1) is ignored", async () => {
      const res = await call(priceRoute, {
        token: await tokenOf("counselor"),
        body: { start: START, end: END, quantities: { max: 1 }, TotalAmountDue: 1, totalAmount: 1, discountTotal: 500, lines: [{ product: "max", unitPrice: 0 }] },
      });
      expect(res.status).toBe(200);
      expect(res.json.totalAmountDue).toBe(199);
      expect(res.json.totalAmount).toBe(199);
    });

    it("bad input is answered 422 with the error list ('The end date must come after the start date.')", async () => {
      const res = await call(priceRoute, { body: { start: END, end: START, quantities: { max: 1 } } });
      expect(res.status).toBe(422);
      expect(res.json.error).toEqual([{ code: "invalid_end", message: "The end date must come after the start date.", field: "end" }]);
      const bad = await call(priceRoute, { body: { start: "2030-02-30", end: END, quantities: { max: -1, pro: "x" } } });
      expect(bad.status).toBe(422);
      expect(bad.json.error?.map((e) => e.field).sort()).toEqual(["quantities.max", "quantities.pro", "start"]);
    });

    it("a manager (role 2) buying 12 MAX for one year gets the 10% quantity discount", async () => {
      const res = await call(priceRoute, { token: await tokenOf("manager"), body: { start: START, end: END, quantities: { max: 12 } } });
      expect(res.json).toMatchObject({ totalAmount: 2388, quantityDiscountPercent: 10, quantityDiscount: 238.8, totalAmountDue: 2149.2 });
    });

    it("a percent coupon (SAVE25) replaces the other discounts; an unknown coupon sets couponNotValid and changes no price", async () => {
      const token = await tokenOf("manager");
      const saved = await call(priceRoute, { token, body: { start: START, end: END, quantities: { max: 12 }, coupon: "save25" } });
      expect(saved.json).toMatchObject({ quantityDiscount: 0, couponDiscount: 597, totalAmountDue: 1791, couponNotValid: false });
      const unknown = await call(priceRoute, { token, body: { start: START, end: END, quantities: { max: 12 }, coupon: "NOPE-2030" } });
      expect(unknown.json).toMatchObject({ couponNotValid: true, couponDiscount: 0, quantityDiscount: 238.8, totalAmountDue: 2149.2 });
    });

    it("a fixed-price coupon (PRO79) replaces the PRO unit price", async () => {
      const res = await call(priceRoute, { token: await tokenOf("counselor"), body: { start: START, end: END, quantities: { pro: 1 }, coupon: "PRO79" } });
      expect((res.json.lines as { product: string; unitPrice: number }[]).find((l) => l.product === "pro")?.unitPrice).toBe(79);
      expect(res.json.totalAmountDue).toBe(79);
    });

    it("a partner (partnerID 1001, 15%) acts as a percent coupon when no coupon is entered", async () => {
      const res = await call(priceRoute, { token: await tokenOf("counselor"), body: { start: START, end: END, quantities: { max: 1 }, partnerID: 1001 } });
      expect(res.json).toMatchObject({ couponDiscount: 29.85, totalAmountDue: 169.15 });
    });

    it("a bare username never unlocks the user's pricing facts: the visitor is priced as a trial visitor", async () => {
      const bare = await call(priceRoute, { body: { username: "manager", start: START, end: END, quantities: { max: 12 } } });
      // A visitor buys one licence (MAX); the appointment add-on a trial's plan includes costs nothing: 199 + 0.
      expect(bare.json).toMatchObject({ totalAmountDue: 199 });
      const linked = await call(priceRoute, { body: { username: "manager", linkToken: signQuoteLink("manager", new Date()), start: START, end: END, quantities: { max: 12 } } });
      expect(linked.json).toMatchObject({ totalAmountDue: 2149.2 });
    });
  });

  describe("owned seats (licence_grants) are subtracted for roles 2 and 6", () => {
    beforeAll(async () => {
      const manager = await userRow("manager");
      const contact = { name: "Morgan Reyes", school: "", zip: "", email: manager.email, phone: "", state: "" };
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
      const base = { userId: manager.id, paymentMethod: "card" as const, contact, start: START, end: END, quantities: { ...emptyQuantities(), max: 5 }, priced, amountDueCents: 0 };
      const [paid] = await conn.db
        .insert(orders)
        .values({ ...base, idempotencyKey: "quote-test-paid", status: "paid" })
        .returning();
      const [declined] = await conn.db
        .insert(orders)
        .values({ ...base, idempotencyKey: "quote-test-declined", status: "declined" })
        .returning();
      await conn.db.insert(licenceGrants).values([
        { orderId: paid.id, userId: manager.id, product: "max", quantity: 5, start: START, end: END },
        // A declined order grants nothing.
        { orderId: declined.id, userId: manager.id, product: "max", quantity: 50, start: START, end: END },
      ]);
    });

    it("'what they already own for the period is subtracted, never below 0': 12 MAX wanted, 5 owned → 7 billed", async () => {
      const res = await call(priceRoute, { token: await tokenOf("manager"), body: { start: START, end: END, quantities: { max: 12, pro: 2 } } });
      const lines = res.json.lines as { product: string; quantity: number }[];
      expect(lines.find((l) => l.product === "max")?.quantity).toBe(7);
      expect(lines.find((l) => l.product === "pro")?.quantity).toBe(2);
      // L = 9 licence-years → 5%.
      expect(res.json).toMatchObject({ totalAmount: 1591, quantityDiscountPercent: 5, totalAmountDue: 1511.45 });
      const fewer = await call(priceRoute, { token: await tokenOf("manager"), body: { start: START, end: END, quantities: { max: 3 } } });
      expect((fewer.json.lines as { product: string; quantity: number }[]).find((l) => l.product === "max")?.quantity).toBe(0);
      // A later period is not covered by the seats.
      const later = await call(priceRoute, { token: await tokenOf("manager"), body: { start: "2031-08-01", end: "2032-07-31", quantities: { max: 12 } } });
      expect((later.json.lines as { product: string; quantity: number }[]).find((l) => l.product === "max")?.quantity).toBe(12);
    });

    it("GET /home/countPurchasedOrderByDateRange answers the seats to the user, their manager's peers never", async () => {
      const manager = await userRow("manager");
      const path = `/home/countPurchasedOrderByDateRange?expires=${END}&user_id=${manager.id}`;
      const own = await call(countPurchasedRoute, { token: await tokenOf("manager"), path });
      expect(own.status).toBe(200);
      expect(own.json.order).toMatchObject({ totalScutaMAX: 5, totalScutaMAXL: 5, totalScutaPRO: 0, licensePeriodEndNextYear: 0 });
      expect((await call(countPurchasedRoute, { token: await tokenOf("admin"), path })).status).toBe(200);
      expect((await call(countPurchasedRoute, { path: `${path}&k=${encodeURIComponent(signQuoteLink("manager", new Date()))}` })).status).toBe(200);
      // A counselor, a visitor and a link for someone else all get the same 404.
      for (const res of [
        await call(countPurchasedRoute, { token: await tokenOf("counselor"), path }),
        await call(countPurchasedRoute, { path }),
        await call(countPurchasedRoute, { path: `${path}&k=${encodeURIComponent(signQuoteLink("counselor", new Date()))}` }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.json.error?.[0].code).toBe("not_found");
      }
      expect((await call(countPurchasedRoute, { token: await tokenOf("manager"), path: "/home/countPurchasedOrderByDateRange?expires=x&user_id=1" })).status).toBe(422);
    });
  });

  describe("POST /api/v1/quote/addQutoe", () => {
    it("saves the server's price (not the client's), for the signed-in user, valid for 30 days", async () => {
      const counselor = await userRow("counselor");
      const res = await call(addQuoteRoute, {
        token: await tokenOf("counselor"),
        body: { start: START, end: END, quantities: { max: 1 }, TotalAmountDue: 1, contact: { name: "Casey M." }, includeFunding: true },
      });
      expect(res.status).toBe(200);
      const id = res.json.quoteID as number;
      expect(id).toBeGreaterThan(0);
      expect(res.json.linkToken).toBeUndefined();
      const [q] = await conn.db.select().from(quotes).where(eq(quotes.id, id));
      expect(q).toMatchObject({ userId: counselor.id, createdBy: counselor.id, amountDueCents: 19900, includeFunding: true, start: START, end: END, locale: "en" });
      expect(q.priced.totalAmountDueCents).toBe(19900);
      expect(q.priced).not.toHaveProperty("quantities");
      // The form's name wins; the rest is the user's own contact.
      expect(q.contact).toMatchObject({ name: "Casey M.", email: counselor.email, phone: PHONE, school: counselor.schoolName });
      expect(q.validUntil).toBe(addDaysIso(billingToday(new Date()), 30));
    });

    it("bad input is answered 422 and saves nothing", async () => {
      const before = (await conn.db.select({ id: quotes.id }).from(quotes)).length;
      const res = await call(addQuoteRoute, { token: await tokenOf("counselor"), body: { start: START, end: START, quantities: { max: 1 }, contact: { email: "not-an-email" } } });
      expect(res.status).toBe(422);
      expect(res.json.error?.map((e) => e.field).sort()).toEqual(["contact.email", "end"]);
      expect((await conn.db.select({ id: quotes.id }).from(quotes)).length).toBe(before);
    });

    it("a visitor on a bare username gets a quote without the account (none of its data) and a link for it", async () => {
      const counselor = await userRow("counselor");
      const res = await call(addQuoteRoute, { body: { username: "counselor", start: START, end: END, quantities: { max: 1 }, contact: { name: "Visitor", email: "visitor@example.org" } } });
      expect(res.status).toBe(200);
      expect(typeof res.json.linkToken).toBe("string");
      const [q] = await conn.db
        .select()
        .from(quotes)
        .where(eq(quotes.id, res.json.quoteID as number));
      expect(q.userId).toBeNull();
      expect(q.createdBy).toBeNull();
      expect(q.contact).toEqual({ name: "Visitor", school: "", zip: "", email: "visitor@example.org", phone: "", state: "" });
      expect(JSON.stringify(q)).not.toContain(counselor.email);
      expect(JSON.stringify(q)).not.toContain(PHONE);
    });

    it("with the signed link for the username, the quote belongs to that user", async () => {
      const counselor = await userRow("counselor");
      const res = await call(addQuoteRoute, { body: { username: "counselor", linkToken: signQuoteLink("counselor", new Date()), start: START, end: END, quantities: { max: 1 } } });
      expect(res.status).toBe(200);
      expect(res.json.linkToken).toBeUndefined();
      const [q] = await conn.db
        .select()
        .from(quotes)
        .where(eq(quotes.id, res.json.quoteID as number));
      expect(q.userId).toBe(counselor.id);
      expect(q.contact.email).toBe(counselor.email);
    });
  });

  describe("POST /api/v1/quote/sendEmailToUser", () => {
    const saveFor = async (token: string) => (await call(addQuoteRoute, { token, body: { start: START, end: END, quantities: { max: 1 } } })).json.quoteID as number;

    it("emails the quote with its PDF: 'Quote emailed to: {address}', in the outbox, remembered on the quote", async () => {
      const id = await saveFor(await tokenOf("counselor"));
      const res = await call(sendEmailRoute, { token: await tokenOf("counselor"), body: { quoteID: id, email: " school-office@example.org ", path: "/newLicense/counselor/0" } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status_code: 200, message: "Quote emailed to: school-office@example.org" });
      const [mail] = await conn.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, "school-office@example.org"), eq(emailOutbox.kind, "quote")))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      expect(mail.subject).toBe(`Your SCUTA quote no. ${id}`);
      expect(mail.html).toContain("$199.00");
      expect(mail.html).toContain("/newLicense/counselor/0");
      expect(mail.text).toContain(`[Attachments: quote-${id}.pdf]`);
      const [q] = await conn.db.select().from(quotes).where(eq(quotes.id, id));
      expect(q.emailedTo).toBe("school-office@example.org");
      expect(q.emailedAt).not.toBeNull();
    });

    it("the user's manager may email it; another counselor and a visitor get 404", async () => {
      const id = await saveFor(await tokenOf("counselor"));
      expect((await call(sendEmailRoute, { token: await tokenOf("manager"), body: { quoteID: id, email: "m@example.org" } })).status).toBe(200);
      for (const res of [
        await call(sendEmailRoute, { token: await tokenOf("expiring"), body: { quoteID: id, email: "x@example.org" } }),
        await call(sendEmailRoute, { body: { quoteID: id, email: "x@example.org" } }),
        await call(sendEmailRoute, { body: { quoteID: id, email: "x@example.org", linkToken: signQuoteLink("expiring", new Date()) } }),
        await call(sendEmailRoute, { token: await tokenOf("counselor"), body: { quoteID: 987654, email: "x@example.org" } }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.json.error?.[0].code).toBe("not_found");
      }
      expect((await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, "x@example.org"))).length).toBe(0);
    });

    it("a visitor emails their own account-less quote with the link addQutoe handed out; a bad email is 422", async () => {
      const saved = await call(addQuoteRoute, { body: { start: START, end: END, quantities: { max: 1 }, contact: { name: "Pat Visitor" } } });
      const linkToken = saved.json.linkToken as string;
      const res = await call(sendEmailRoute, { body: { quoteID: saved.json.quoteID, email: "pat@example.org", linkToken } });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe("Quote emailed to: pat@example.org");
      // No account: no purchase link in the email.
      const [mail] = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, "pat@example.org"));
      expect(mail.html).not.toContain("/newLicense/");
      // The link of one quote opens no other.
      const other = await call(addQuoteRoute, { body: { start: START, end: END, quantities: { max: 1 } } });
      expect((await call(sendEmailRoute, { body: { quoteID: other.json.quoteID, email: "pat@example.org", linkToken } })).status).toBe(404);
      expect((await call(sendEmailRoute, { body: { quoteID: saved.json.quoteID, email: "not an email", linkToken } })).status).toBe(422);
    });

    it("the email is in the quote's language", async () => {
      const res = await call(addQuoteRoute, { token: await tokenOf("counselor"), body: { start: START, end: END, quantities: { max: 1 }, locale: "de" } });
      await call(sendEmailRoute, { token: await tokenOf("counselor"), body: { quoteID: res.json.quoteID, email: "de@example.org" } });
      const [mail] = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, "de@example.org"));
      expect(mail.subject).toBe(`Ihr SCUTA-Angebot Nr. ${res.json.quoteID}`);
      expect(mail.text).toContain(`angebot-${res.json.quoteID}.pdf`);
    });
  });

  describe("GET /api/v1/users/getUserDetails", () => {
    it("answers the user's own details with the spec's field names and the price book", async () => {
      const res = await call(userDetailsRoute, { token: await tokenOf("counselor"), path: "/api/v1/users/getUserDetails?username=counselor&step2quote=1&dialogType=0" });
      expect(res.status).toBe(200);
      const d = res.json.data as Record<string, unknown>;
      expect(d).toMatchObject({
        username: "counselor",
        first_name: "Casey",
        last_name: "Morgan",
        phone: PHONE,
        role_id: 1,
        AppID: 2,
        isSW: 0,
        billingPrice_max: 199,
        billingPrice_max_origPrice: 199,
        billingPrice_max_label: "SCUTA MAX",
        billingPrice_calendar: 19,
        totalScutaMAXUsers: 1,
        couponCode: "",
      });
      expect(d.email).toBe("counselor@demo.scuta.app");
      for (const field of ["schoo_billing", "zipcode", "expires", "dateDefaultTo", "dateDefualtFrom", "expirationYears", "managerProratedDiscount", "lastOrder", "updateLicenseUntil", "licenses"])
        expect(d, field).toHaveProperty(field);
    });

    it("email and phone only when allowed: a manager reads their counselor's, a counselor reads the manager's name only", async () => {
      const managed = await call(userDetailsRoute, { token: await tokenOf("manager"), path: "/api/v1/users/getUserDetails?username=counselor&step2quote=1" });
      expect((managed.json.data as Record<string, unknown>).phone).toBe(PHONE);
      const other = await call(userDetailsRoute, { token: await tokenOf("counselor"), path: "/api/v1/users/getUserDetails?username=manager&step2quote=1" });
      expect(other.status).toBe(200);
      const d = other.json.data as Record<string, unknown>;
      expect(d.username).toBe("manager");
      expect(d).not.toHaveProperty("email");
      expect(d).not.toHaveProperty("phone");
      expect(d).not.toHaveProperty("expires");
      expect(d.mayPurchase).toBe(0);
    });

    it("a coupon code in dialogType is the default coupon; a visitor without a session gets 401", async () => {
      const res = await call(userDetailsRoute, { token: await tokenOf("counselor"), path: "/api/v1/users/getUserDetails?username=counselor&step2quote=1&dialogType=save25" });
      expect((res.json.data as Record<string, unknown>).couponCode).toBe("SAVE25");
      const visitor = await call(userDetailsRoute, { path: "/api/v1/users/getUserDetails?username=counselor&step2quote=1" });
      expect(visitor.status).toBe(401);
    });
  });
});
