import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { userTokens, users } from "@/db/schema";
import type { TConnection } from "@/db/client";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { POST as forgotRoute } from "@/app/api/v1/forgot/route";
import { POST as activateRoute } from "@/app/api/v1/activate/route";
import { POST as activateCodeRoute } from "@/app/api/v1/activateCode/route";
import { POST as resetRoute } from "@/app/api/v1/reset/route";
import { sha256 } from "@/lib/auth/crypto";
import { issueToken } from "@/lib/account/tokens";
import { TOKEN_TTL_MS } from "@/lib/account/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { activateLinkIn, codeIn, freshIp, lastEmailTo, userNamed } from "./account-support";

const NEW_PASSWORD = "first-password-2026";

describe.each(DRIVERS)("activation and activation codes (%s)", (driver) => {
  let conn: TConnection;
  let serial = 0;

  /** A registered account as the sign-up engineer leaves it: inactive, no password, an "activate" token of 7 days. */
  const newAccount = async () => {
    serial += 1;
    const username = `newbie${serial}`;
    const [user] = await conn.db
      .insert(users)
      .values({ username, email: `${username}@school.example.org`, active: false, passwordHash: null, roleId: 1, expires: "2099-07-31", firstName: "New", lastName: `Bie${serial}` })
      .returning();
    const token = await issueToken(conn.db, { userId: user.id, purpose: "activate", ttlMs: TOKEN_TTL_MS.activate, now: new Date() });
    return { user, token, username };
  };
  const activate = (body: Record<string, unknown>) => call(activateRoute, { body, headers: freshIp() });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  describe("POST /api/v1/activate", () => {
    it("sets the password, activates the account, uses the link, and answers data.message", async () => {
      const { user, token, username } = await newAccount();
      // Not active yet: no password works.
      expect((await call(loginRoute, { body: { username, password: NEW_PASSWORD } })).status).toBe(401);
      const res = await activate({ token, username, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect((res.json.data as { message: string }).message).toMatch(/active/);
      const [after] = await conn.db.select().from(users).where(eq(users.id, user.id));
      expect(after.active).toBe(true);
      expect(after.passwordHash).not.toBeNull();
      expect((await call(loginRoute, { body: { username, password: NEW_PASSWORD } })).status).toBe(200);
      const [row] = await conn.db
        .select()
        .from(userTokens)
        .where(eq(userTokens.tokenHash, sha256(token)));
      expect(row.usedAt).not.toBeNull();
    });

    it("a link works once: the second use answers 410 link_used", async () => {
      const { token, username } = await newAccount();
      expect((await activate({ token, username, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
      const again = await activate({ token, username, password: "someone-else-pass", password_confirmation: "someone-else-pass" });
      expect(again.status).toBe(410);
      expect(again.json.error?.[0].code).toBe("link_used");
    });

    it("an expired link (7 days) answers 410 link_expired and the account stays inactive", async () => {
      const { user, token, username } = await newAccount();
      await conn.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(userTokens.tokenHash, sha256(token)));
      const res = await activate({ token, username, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.status).toBe(410);
      expect(res.json.error?.[0].code).toBe("link_expired");
      const [after] = await conn.db.select().from(users).where(eq(users.id, user.id));
      expect(after.active).toBe(false);
    });

    it("the wrong username answers 422 username_mismatch without using the link", async () => {
      const { token, username } = await newAccount();
      const res = await activate({ token, username: "counselor", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ code: "username_mismatch", field: "username" });
      expect((await activate({ token, username, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
    });

    it("a reset link is no activation link (purpose checked)", async () => {
      const { user, username } = await newAccount();
      const reset = await issueToken(conn.db, { userId: user.id, purpose: "reset", ttlMs: 60_000, now: new Date() });
      const res = await activate({ token: reset, username, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.status).toBe(404);
    });

    it.each([
      [{ password: "short", password_confirmation: "short" }, "password"],
      [{ password: NEW_PASSWORD, password_confirmation: "not-the-same-one" }, "password_confirmation"],
      [{ password: NEW_PASSWORD }, "password_confirmation"],
      [{ username: "", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, "username"],
      [{ token: "", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, "token"],
    ])("bad input %j answers 422 on %s", async (patch, field) => {
      const res = await activate({ token: "c".repeat(43), username: "someone", ...patch });
      expect(res.status).toBe(422);
      expect(res.json.error?.map((e) => e.field)).toContain(field);
    });
  });

  describe("forgot password on an account that never set its password", () => {
    it("sends a fresh activation link (and a code) instead of a reset link; the old link stops working", async () => {
      const { user, token } = await newAccount();
      expect((await call(forgotRoute, { body: { email: user.email }, headers: freshIp() })).status).toBe(200);
      const email = await lastEmailTo(conn.db, user.email, "account_activation");
      expect(email).not.toBeNull();
      const link = activateLinkIn(email!.html);
      expect(link.username).toBe(user.username);
      expect(codeIn(email!.html)).toMatch(/^\d{6}$/);
      expect((await activate({ token, username: user.username, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(410);
      expect((await activate({ token: link.token, username: user.username, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
    });
  });

  describe("POST /api/v1/activateCode", () => {
    /** An account with a fresh activation email; returns its code. */
    const accountWithCode = async () => {
      const account = await newAccount();
      await call(forgotRoute, { body: { email: account.user.email }, headers: freshIp() });
      const code = codeIn((await lastEmailTo(conn.db, account.user.email, "account_activation"))!.html);
      return { ...account, code };
    };

    it("exchanges the code for data (user, type) and a short token that activates the account", async () => {
      const { user, username, code } = await accountWithCode();
      const res = await call(activateCodeRoute, { body: { username, code }, headers: freshIp() });
      expect(res.status).toBe(200);
      const data = res.json.data as { user: { id: number; username: string }; type: string; token: string };
      expect(data.user).toMatchObject({ id: user.id, username });
      expect(data.type).toBe("activate");
      const [row] = await conn.db
        .select()
        .from(userTokens)
        .where(eq(userTokens.tokenHash, sha256(data.token)));
      expect(row.purpose).toBe("activate");
      expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
      expect((await activate({ token: data.token, username, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
      // Activation retires the codes and links of the account.
      const live = await conn.db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, user.id), isNull(userTokens.usedAt)));
      expect(live).toHaveLength(0);
    });

    it("a code works once", async () => {
      const { username, code } = await accountWithCode();
      expect((await call(activateCodeRoute, { body: { username, code }, headers: freshIp() })).status).toBe(200);
      const again = await call(activateCodeRoute, { body: { username, code }, headers: freshIp() });
      expect(again.status).toBe(422);
      expect(again.json.error?.[0].code).toBe("code_invalid");
    });

    it("a code from a reset email gives a reset token to an active account (type reset)", async () => {
      const counselor = await userNamed(conn.db, "counselor");
      await call(forgotRoute, { body: { email: counselor.email }, headers: freshIp() });
      const code = codeIn((await lastEmailTo(conn.db, counselor.email, "password_reset"))!.html);
      const res = await call(activateCodeRoute, { body: { username: "counselor", code }, headers: freshIp() });
      const data = res.json.data as { type: string; token: string };
      expect(data.type).toBe("reset");
      const reset = await call(resetRoute, { body: { token: data.token, password: "code-reset-pass-1", password_confirmation: "code-reset-pass-1" } });
      expect(reset.status).toBe(200);
      expect((await call(loginRoute, { body: { username: "counselor", password: "code-reset-pass-1" } })).status).toBe(200);
    });

    it("a wrong code, an expired code and an unknown username all answer the same 422 code_invalid", async () => {
      const first = await accountWithCode();
      const wrong = String((Number(first.code) + 1) % 1_000_000).padStart(6, "0");
      const expired = await accountWithCode();
      await conn.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(and(eq(userTokens.userId, expired.user.id), eq(userTokens.purpose, "activation_code")));
      const answers = [
        await call(activateCodeRoute, { body: { username: first.username, code: wrong }, headers: freshIp() }),
        await call(activateCodeRoute, { body: { username: "no-such-user-here", code: first.code }, headers: freshIp() }),
        await call(activateCodeRoute, { body: { username: expired.username, code: expired.code }, headers: freshIp() }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(422);
        expect(res.json.error).toEqual([{ code: "code_invalid", message: answers[0].json.error?.[0].message, field: "code" }]);
      }
    });

    it.each([
      [{ username: "someone" }, "code"],
      [{ username: "someone", code: "12345" }, "code"],
      [{ username: "someone", code: "abcdef" }, "code"],
      [{ code: "123456" }, "username"],
    ])("bad input %j answers 422 on %s", async (body, field) => {
      const res = await call(activateCodeRoute, { body, headers: freshIp() });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].field).toBe(field);
    });

    it("accepts the code typed with spaces", async () => {
      const { username, code } = await accountWithCode();
      const res = await call(activateCodeRoute, { body: { username, code: `${code.slice(0, 3)} ${code.slice(3)}` }, headers: freshIp() });
      expect(res.status).toBe(200);
    });

    it("limits guesses to 10 a day per account, from any address (429)", async () => {
      const { username, code } = await accountWithCode();
      for (let i = 0; i < 10; i++) {
        const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
        expect((await call(activateCodeRoute, { body: { username, code: guess }, headers: freshIp() })).status).toBe(422);
      }
      const blocked = await call(activateCodeRoute, { body: { username, code }, headers: freshIp() });
      expect(blocked.status).toBe(429);
    });

    it("limits entries to 20 an hour per client address (429)", async () => {
      const headers = freshIp();
      for (let i = 0; i < 20; i++) await call(activateCodeRoute, { body: { username: `guess${i}`, code: "000000" }, headers });
      expect((await call(activateCodeRoute, { body: { username: "guess-last", code: "000000" }, headers })).status).toBe(429);
    });
  });
});
