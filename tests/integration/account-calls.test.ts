import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { contactMessages, emailOutbox, managedUsers, renewalRequests, users } from "@/db/schema";
import type { TConnection } from "@/db/client";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as userRoute } from "@/app/api/v1/user/route";
import { GET as loginWithTokenRoute } from "@/app/home/loginWithToken/route";
import { GET as calendarLinkRoute } from "@/app/user/calendar/[token]/route";
import { POST as renewRoute } from "@/app/api/v1/user/sendRenewMessageToManager/route";
import { POST as contactRoute } from "@/app/home/sendContactUs/route";
import { issueCalendarToken, revokeCalendarTokens } from "@/lib/account/login-with-token";
import { requestRenewalQuoteWithTicket } from "@/lib/account/request-renewal-quote";
import { issueToken } from "@/lib/account/tokens";
import { addDaysIso } from "@/lib/users/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { freshIp, lastEmailTo, userNamed } from "./account-support";

const PASSWORD = "demo-pass-2026";
const today = () => new Date().toISOString().slice(0, 10);

describe.each(DRIVERS)("login by token, renewal requests and contact (%s)", (driver) => {
  let conn: TConnection;
  const login = async (username: string, extra: Record<string, unknown> = {}) => call(loginRoute, { body: { username, password: PASSWORD, ...extra } });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  describe("GET /home/loginWithToken", () => {
    const withToken = (token: string) => call(loginWithTokenRoute, { path: `/home/loginWithToken?token=${encodeURIComponent(token)}` });

    it("a calendar link token answers {error: 0, token, user}; the token is a working API token", async () => {
      const user = await userNamed(conn.db, "counselor");
      const raw = await issueCalendarToken(conn.db, user.id, new Date());
      const res = await withToken(raw);
      expect(res.status).toBe(200);
      expect(res.json.error).toBe(0);
      expect((res.json.user as { username: string }).username).toBe("counselor");
      const me = await call(userRoute, { token: res.json.token as string });
      expect((me.json.data as { id: number }).id).toBe(user.id);
      // Long-lived: the same link signs in again.
      expect((await withToken(raw)).json.error).toBe(0);
    });

    it.each([
      ["missing", ""],
      ["garbage", "not a token"],
      ["unknown", "d".repeat(43)],
    ])("a %s token answers error 1", async (_label, token) => {
      const res = await withToken(token);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ error: 1, token: null, user: null });
    });

    it("a revoked or replaced link answers error 1", async () => {
      const user = await userNamed(conn.db, "director");
      const first = await issueCalendarToken(conn.db, user.id, new Date());
      const second = await issueCalendarToken(conn.db, user.id, new Date());
      expect((await withToken(first)).json.error).toBe(1);
      expect((await withToken(second)).json.error).toBe(0);
      await revokeCalendarTokens(conn.db, user.id, new Date());
      expect((await withToken(second)).json.error).toBe(1);
    });

    it("an expired link, an expired license or a reset-purpose token answer error 1", async () => {
      const expiredUser = await userNamed(conn.db, "expired");
      const forExpiredLicence = await issueCalendarToken(conn.db, expiredUser.id, new Date());
      expect((await withToken(forExpiredLicence)).json.error).toBe(1);
      const counselor = await userNamed(conn.db, "counselor");
      const old = await issueToken(conn.db, { userId: counselor.id, purpose: "calendar", ttlMs: 1000, now: new Date(Date.now() - 5000) });
      expect((await withToken(old)).json.error).toBe(1);
      const reset = await issueToken(conn.db, { userId: counselor.id, purpose: "reset", ttlMs: 60_000, now: new Date() });
      expect((await withToken(reset)).json.error).toBe(1);
    });

    it("/user/calendar/{bad token} goes to the public login page with e=loginWithToken", async () => {
      const req = await calendarLinkRoute(new (await import("next/server")).NextRequest("http://localhost/user/calendar/bad-token"), { params: Promise.resolve({ token: "bad-token" }) });
      expect(req.status).toBe(303);
      expect(new URL(req.headers.get("location")!).pathname + new URL(req.headers.get("location")!).search).toBe("/login?e=loginWithToken");
      expect(req.headers.get("referrer-policy")).toBe("no-referrer");
    });
  });

  describe("POST /api/v1/user/sendRenewMessageToManager", () => {
    it("the renewing user (role 44) asks their manager: a renewal_requests row and an email with the renewal-quote link", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      const manager = await userNamed(conn.db, "manager");
      const token = (await login("renewer")).json.token as string;
      const res = await call(renewRoute, { token, body: { user_id: renewer.id, link: "https://evil.example/phish" } });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ message: "Sent.", managers: 1 });
      const [row] = await conn.db.select().from(renewalRequests).where(eq(renewalRequests.userId, renewer.id)).orderBy(desc(renewalRequests.id)).limit(1);
      expect(row.managerId).toBe(manager.id);
      // The link is the app's own, never the client's.
      expect(row.link).toMatch(/\/app\/user\/billing\?renewFor=renewer$/);
      const email = await lastEmailTo(conn.db, manager.email, "renewal_request");
      expect(email?.html).toContain("/app/user/billing?renewFor=renewer");
      expect(email?.html).not.toContain("evil.example");
    });

    it("only for themself, and only role 44: another user_id 403, a counselor 403, a visitor 401", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      const counselor = await userNamed(conn.db, "counselor");
      const token = (await login("renewer")).json.token as string;
      expect((await call(renewRoute, { token, body: { user_id: counselor.id } })).status).toBe(403);
      const counselorToken = (await login("counselor")).json.token as string;
      expect((await call(renewRoute, { token: counselorToken, body: { user_id: counselor.id } })).status).toBe(403);
      expect((await call(renewRoute, { body: { user_id: renewer.id } })).status).toBe(401);
    });

    it.each([[{}], [{ user_id: "abc" }], [{ user_id: -1 }]])("bad input %j answers 422", async (body) => {
      const token = (await login("renewer")).json.token as string;
      expect((await call(renewRoute, { token, body })).status).toBe(422);
    });

    it("a renewing user without a manager gets a clear 409 no_manager error and nothing is stored", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      const token = (await login("renewer")).json.token as string;
      const links = await conn.db.delete(managedUsers).where(eq(managedUsers.userId, renewer.id)).returning();
      const before = await conn.db.select().from(renewalRequests);
      try {
        const res = await call(renewRoute, { token, body: { user_id: renewer.id } });
        expect(res.status).toBe(409);
        expect(res.json.error?.[0].code).toBe("no_manager");
        expect(await conn.db.select().from(renewalRequests)).toHaveLength(before.length);
      } finally {
        await conn.db.insert(managedUsers).values(links);
      }
    });

    it("an expired renewer: login answers accountExpires; signing in in renewal mode (reNew=1) allows the request", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      await conn.db
        .update(users)
        .set({ expires: addDaysIso(today(), -3) })
        .where(eq(users.id, renewer.id));
      try {
        const refused = await login("renewer");
        expect(refused.status).toBe(403);
        expect(refused.json.error?.[0].code).toBe("accountExpires");
        const renewal = await login("renewer", { reNew: 1 });
        expect(renewal.status).toBe(200);
        const res = await call(renewRoute, { token: renewal.json.token as string, body: { user_id: renewer.id } });
        expect(res.status).toBe(200);
      } finally {
        await conn.db.update(users).set({ expires: renewer.expires, reNew: renewer.reNew }).where(eq(users.id, renewer.id));
      }
    });

    it("the login form's single-use ticket sends the request without signing in; a used ticket is refused", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      const ticket = await issueToken(conn.db, { userId: renewer.id, purpose: "renew_request", ttlMs: 15 * 60_000, now: new Date() });
      const ctx = { baseUrl: "http://localhost", now: new Date() };
      await expect(requestRenewalQuoteWithTicket(conn.db, ticket, ctx)).resolves.toMatchObject({ managers: 1 });
      await expect(requestRenewalQuoteWithTicket(conn.db, ticket, ctx)).rejects.toMatchObject({ code: "link_used" });
      await expect(requestRenewalQuoteWithTicket(conn.db, "e".repeat(43), ctx)).rejects.toMatchObject({ code: "link_invalid" });
    });

    it("asks at most 3 times a day (429)", async () => {
      const renewer = await userNamed(conn.db, "renewer");
      const token = (await login("renewer")).json.token as string;
      // Earlier tests of this file sent 3 already (the failed no_manager request did not count).
      const res = await call(renewRoute, { token, body: { user_id: renewer.id } });
      expect(res.status).toBe(429);
    });
  });

  describe("POST /home/sendContactUs", () => {
    const message = { your_email: "parent@example.com", your_name: "Pat Parent", your_phone: "555-0100", msg: "Do you offer district pricing?" };

    it("keeps the message, emails every administrator and answers 'Sent with success.'", async () => {
      const admin = await userNamed(conn.db, "admin");
      const res = await call(contactRoute, { body: message, headers: freshIp() });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe("Sent with success.");
      const [row] = await conn.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
      expect(row).toMatchObject({ email: message.your_email, name: message.your_name, phone: message.your_phone, message: message.msg });
      const email = await lastEmailTo(conn.db, admin.email, "contact");
      expect(email?.html).toContain("Do you offer district pricing?");
    });

    it("escapes what the visitor typed in the admin's email", async () => {
      const admin = await userNamed(conn.db, "admin");
      await call(contactRoute, { body: { ...message, your_name: "<b>x</b>", msg: "<script>alert(1)</script>" }, headers: freshIp() });
      const [email] = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, admin.email)).orderBy(desc(emailOutbox.id)).limit(1);
      expect(email.html).not.toContain("<script>");
      expect(email.html).toContain("&lt;script&gt;");
    });

    it.each<[Record<string, string>, string[]]>([
      [{}, ["your_email", "your_name", "your_phone", "msg"]],
      [{ your_email: "a" }, ["your_name", "your_phone", "msg"]],
      [{ your_email: "a", your_name: "b" }, ["your_phone", "msg"]],
      [{ your_email: "a", your_name: "b", your_phone: "c", msg: "   " }, ["msg"]],
    ])("'checked in order email, name, phone, then message; each is required' – %j", async (body, fields) => {
      const res = await call(contactRoute, { body, headers: freshIp() });
      expect(res.status).toBe(422);
      expect(res.json.error?.map((e) => e.field)).toEqual(fields);
    });

    it("'no format check': any non-empty email and phone are accepted", async () => {
      const res = await call(contactRoute, { body: { your_email: "call me", your_name: "Sam", your_phone: "after 5pm", msg: "Hi" }, headers: freshIp() });
      expect(res.status).toBe(200);
    });

    it("is limited to 5 messages an hour per client address (429)", async () => {
      const headers = freshIp();
      for (let i = 0; i < 5; i++) expect((await call(contactRoute, { body: message, headers })).status).toBe(200);
      const res = await call(contactRoute, { body: message, headers });
      expect(res.status).toBe(429);
    });
  });
});
