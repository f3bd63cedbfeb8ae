import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox, quotes } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as partnerRoute } from "@/app/home/getPartner/route";
import { GET as userDetailsRoute } from "@/app/api/v1/users/getUserDetails/route";
import { POST as lastQuoteRoute } from "@/app/api/v1/customerUser/getLastQoute/route";
import { POST as renewalQuoteRoute } from "@/app/api/v1/customUserCreateQuote/pdf/route";
import { POST as renewRoute } from "@/app/api/v1/user/sendRenewMessageToManager/route";
import { signQuoteLink } from "@/lib/billing/quote-link";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { userNamed } from "./account-support";

// Issue 19: the remaining rows of specs 1 and 2, each test quoting its spec sentence.
const PASSWORD = "demo-pass-2026";

describe.each(DRIVERS)("spec 1 and 2 remaining rows (%s)", (driver) => {
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

  describe("GET /home/getPartner (spec 2 §7: 'GET /home/getPartner?partnerID → partner (id, discount, state)')", () => {
    it("answers a partner by partnerID with its id, discount and state", async () => {
      const res = await call(partnerRoute, { path: "/home/getPartner?partnerID=1001" });
      expect(res.status).toBe(200);
      expect(res.json.partner).toMatchObject({ id: 1001, discount: 15 });
      expect(typeof (res.json.partner as { state: string }).state).toBe("string");
      expect(res.json.partnerDiscount).toBe(15);
    });

    it("still answers by host (spec 1 §7: 'GET /home/getPartner?partnerHost'), and an unknown id is a 404", async () => {
      expect((await call(partnerRoute, { path: "/home/getPartner?partnerHost=academy.localhost" })).json.partner).toMatchObject({ id: 1001 });
      expect((await call(partnerRoute, { path: "/home/getPartner?partnerID=999999" })).status).toBe(404);
      expect((await call(partnerRoute, { path: "/home/getPartner?partnerID=abc" })).status).toBe(422);
    });
  });

  describe("GET /api/v1/users/getUserDetails with a signed quote link (spec 2 §7)", () => {
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

  describe("the role-44 renewal chain (spec 1 §7, §9)", () => {
    it("POST /api/v1/customUserCreateQuote/pdf?onlyCreateQoute=1 (user_id, targetID=17) answers the new renewal quote's quoteID", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      const res = await call(renewalQuoteRoute, { path: "/api/v1/customUserCreateQuote/pdf?onlyCreateQoute=1", token: await tokenOf("renewer"), body: { user_id: renewer.id, targetID: 17 } });
      expect(res.status).toBe(200);
      expect(typeof res.json.quoteID).toBe("number");
      expect(res.json).not.toHaveProperty("link");
      const [quote] = await conn.db.select().from(quotes).where(eq(quotes.id, res.json.quoteID as number));
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
});
