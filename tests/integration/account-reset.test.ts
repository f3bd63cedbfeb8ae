import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { userTokens, users } from "@/db/schema";
import type { TConnection } from "@/db/client";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as userRoute } from "@/app/api/v1/user/route";
import { POST as forgotRoute } from "@/app/api/v1/forgot/route";
import { POST as forgotEmailRoute } from "@/app/api/v1/forgot-email/[userId]/route";
import { POST as checkRoute } from "@/app/api/v1/checkUserReset/route";
import { POST as resetRoute } from "@/app/api/v1/reset/route";
import { sha256 } from "@/lib/auth/crypto";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { emailCount, freshIp, lastEmailTo, resetTokenIn, userNamed } from "./account-support";

const PASSWORD = "demo-pass-2026";

describe.each(DRIVERS)("forgot password and reset (%s)", (driver) => {
  let conn: TConnection;
  const login = async (username: string, password = PASSWORD) => call(loginRoute, { body: { username, password } });
  const requestReset = async (email: string, headers = freshIp()) => call(forgotRoute, { body: { email }, headers });
  /** Asks for a reset of this account and returns the raw token of the emailed link. */
  const resetLinkFor = async (username: string) => {
    const user = await userNamed(conn.db, username);
    const res = await requestReset(user.email);
    expect(res.status).toBe(200);
    return resetTokenIn((await lastEmailTo(conn.db, user.email, "password_reset"))!.html);
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  describe("POST /api/v1/forgot", () => {
    it("answers the same neutral message whether or not the email has an account (accounts cannot be discovered)", async () => {
      const before = await emailCount(conn.db);
      const known = await requestReset("counselor@demo.scuta.app");
      const afterKnown = await emailCount(conn.db);
      const unknown = await requestReset("nobody-here@example.com");
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.json).toEqual(known.json);
      expect((known.json.data as { user_id: unknown }).user_id).toBeNull();
      // Only the real account got an email.
      expect(afterKnown).toBe(before + 1);
      expect(await emailCount(conn.db)).toBe(afterKnown);
    });

    it("emails a single-use /forgot/{token} link stored as a SHA-256 hash that expires in 1 hour", async () => {
      const before = Date.now();
      const token = await resetLinkFor("director");
      const [row] = await conn.db
        .select()
        .from(userTokens)
        .where(eq(userTokens.tokenHash, sha256(token)));
      expect(row.purpose).toBe("reset");
      expect(row.usedAt).toBeNull();
      const ttl = row.expiresAt.getTime() - before;
      expect(ttl).toBeGreaterThan(59 * 60_000);
      expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);
      // The raw token is nowhere in the database.
      expect(await conn.db.select().from(userTokens).where(eq(userTokens.tokenHash, token))).toHaveLength(0);
    });

    it("matches the email without regard to case and spaces", async () => {
      const before = await emailCount(conn.db);
      expect((await requestReset("  Secretary@Demo.SCUTA.app ")).status).toBe(200);
      expect(await emailCount(conn.db)).toBe(before + 1);
    });

    it("a new link replaces the earlier one", async () => {
      const first = await resetLinkFor("faculty");
      const second = await resetLinkFor("faculty");
      expect(second).not.toBe(first);
      const res = await call(checkRoute, { path: `/api/v1/checkUserReset?token=${first}&username=faculty`, body: {} });
      expect(res.status).toBe(410);
      expect(res.json.error?.[0].code).toBe("link_used");
    });

    it.each([
      [{}, "email"],
      [{ email: "" }, "email"],
      [{ email: "not-an-email" }, "email"],
      [{ email: 42 }, "email"],
    ])("bad input %j answers 422 on %s", async (body, field) => {
      const res = await call(forgotRoute, { body, headers: freshIp() });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].field).toBe(field);
    });

    it("is limited to 5 requests an hour per client address (429)", async () => {
      const headers = freshIp();
      for (let i = 0; i < 5; i++) expect((await requestReset(`someone${i}@example.com`, headers)).status).toBe(200);
      const res = await requestReset("someone-else@example.com", headers);
      expect(res.status).toBe(429);
      expect(res.json.error?.[0].code).toBe("too_many_requests");
    });

    it("is limited to 3 requests an hour per email, from any address (no inbox flooding)", async () => {
      for (let i = 0; i < 3; i++) expect((await requestReset("flood-target@example.com")).status).toBe(200);
      expect((await requestReset("flood-target@example.com")).status).toBe(429);
    });
  });

  describe("POST /api/v1/checkUserReset", () => {
    it("answers the message and error 0 for the link's username or email", async () => {
      const token = await resetLinkFor("gradstudent");
      for (const username of ["gradstudent", "GradStudent"]) {
        const res = await call(checkRoute, { path: `/api/v1/checkUserReset?token=${token}&username=${username}`, body: {} });
        expect(res.status).toBe(200);
        expect(res.json.error).toBe(0);
        expect(typeof res.json.message).toBe("string");
      }
    });

    it("a wrong username answers 422 username_mismatch and leaves the link usable", async () => {
      const token = await resetLinkFor("statemanager");
      const res = await call(checkRoute, { path: `/api/v1/checkUserReset?token=${token}&username=counselor`, body: {} });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ code: "username_mismatch", field: "username" });
      const ok = await call(checkRoute, { path: `/api/v1/checkUserReset?token=${token}&username=statemanager`, body: {} });
      expect(ok.status).toBe(200);
    });

    it.each([
      ["/api/v1/checkUserReset", 422],
      ["/api/v1/checkUserReset?token=abc", 422],
      ["/api/v1/checkUserReset?token=not-a-real-token-000000000000&username=counselor", 404],
    ])("%s answers %i", async (path, status) => {
      const res = await call(checkRoute, { path, body: {} });
      expect(res.status).toBe(status);
    });
  });

  describe("POST /api/v1/reset", () => {
    it("sets the new password, answers message1 and message2, and revokes every session of the user", async () => {
      const oldToken = (await login("manager")).json.token as string;
      expect((await call(userRoute, { token: oldToken })).status).toBe(200);
      const token = await resetLinkFor("manager");
      const res = await call(resetRoute, { body: { token, username: "manager", password: "a-brand-new-pass-1", password_confirmation: "a-brand-new-pass-1" } });
      expect(res.status).toBe(200);
      const data = res.json.data as { message1: string; message2: string };
      expect(data.message1).toMatch(/changed/);
      expect(data.message2).toMatch(/signed out/);
      // Signed out everywhere.
      const after = await call(userRoute, { token: oldToken });
      expect(after.status).toBe(401);
      expect(after.json.error?.[0].code).toBe("token_invalid");
      // The new password works, the old one does not.
      expect((await login("manager", PASSWORD)).status).toBe(401);
      expect((await login("manager", "a-brand-new-pass-1")).status).toBe(200);
    });

    it("a link works once: the second use answers 410 link_used", async () => {
      const token = await resetLinkFor("quoteuser");
      const body = { token, password: "another-pass-2026", password_confirmation: "another-pass-2026" };
      expect((await call(resetRoute, { body })).status).toBe(200);
      const again = await call(resetRoute, { body: { ...body, password: "third-pass-2026!", password_confirmation: "third-pass-2026!" } });
      expect(again.status).toBe(410);
      expect(again.json.error?.[0].code).toBe("link_used");
      expect((await login("quoteuser", "another-pass-2026")).status).toBe(200);
    });

    it("an expired link answers 410 link_expired and changes nothing", async () => {
      const user = await userNamed(conn.db, "secretary");
      const token = await resetLinkFor("secretary");
      await conn.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.tokenHash, sha256(token)));
      const res = await call(resetRoute, { body: { token, password: "expired-link-pass", password_confirmation: "expired-link-pass" } });
      expect(res.status).toBe(410);
      expect(res.json.error?.[0].code).toBe("link_expired");
      const [after] = await conn.db.select().from(users).where(eq(users.id, user.id));
      expect(after.passwordHash).toBe(user.passwordHash);
    });

    it("a wrong username answers 422 and does not use the link", async () => {
      const token = await resetLinkFor("renewer");
      const res = await call(resetRoute, { body: { token, username: "admin", password: "renewer-pass-2026", password_confirmation: "renewer-pass-2026" } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].code).toBe("username_mismatch");
      const unused = await conn.db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.tokenHash, sha256(token)), isNull(userTokens.usedAt)));
      expect(unused).toHaveLength(1);
    });

    it.each([
      [{ password: "short", password_confirmation: "short" }, "password"],
      [{ password: "long-enough-pass", password_confirmation: "different-pass-1" }, "password_confirmation"],
      [{ password: "x".repeat(201), password_confirmation: "x".repeat(201) }, "password"],
    ])("bad input answers 422 on the field (%j)", async (passwords, field) => {
      const res = await call(resetRoute, { body: { token: "a".repeat(43), ...passwords } });
      expect(res.status).toBe(422);
      expect(res.json.error?.map((e) => e.field)).toContain(field);
    });

    it("an unknown token answers 404 link_invalid", async () => {
      const res = await call(resetRoute, { body: { token: "b".repeat(43), password: "long-enough-pass", password_confirmation: "long-enough-pass" } });
      expect(res.status).toBe(404);
      expect(res.json.error?.[0].code).toBe("link_invalid");
    });
  });

  describe("POST /api/v1/forgot-email/{userId}", () => {
    const adminToken = async () => (await login("admin")).json.token as string;

    it("an administrator sends a user the reset email and gets the user_id back", async () => {
      const target = await userNamed(conn.db, "faculty");
      const before = await emailCount(conn.db);
      const res = await call(forgotEmailRoute, { token: await adminToken(), body: {}, params: { userId: String(target.id) } });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ user_id: target.id, kind: "reset" });
      expect(await emailCount(conn.db)).toBe(before + 1);
      expect((await lastEmailTo(conn.db, target.email))?.kind).toBe("password_reset");
    });

    it("nobody else may: a counselor gets 403, a visitor 401", async () => {
      const target = await userNamed(conn.db, "faculty");
      const counselor = (await login("counselor")).json.token as string;
      expect((await call(forgotEmailRoute, { token: counselor, body: {}, params: { userId: String(target.id) } })).status).toBe(403);
      expect((await call(forgotEmailRoute, { body: {}, params: { userId: String(target.id) } })).status).toBe(401);
    });

    it.each([
      ["abc", 422],
      ["0", 422],
      ["999999", 404],
    ])("user id %s answers %i", async (userId, status) => {
      const res = await call(forgotEmailRoute, { token: await adminToken(), body: {}, params: { userId } });
      expect(res.status).toBe(status);
    });
  });
});
