import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import type { TConnection } from "@/db/client";
import { createSession } from "@/lib/auth/sessions";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { POST as logoutRoute } from "@/app/api/v1/logout/route";
import { GET as userRoute } from "@/app/api/v1/user/route";
import { POST as passwordRoute } from "@/app/api/v1/user/password/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

const PASSWORD = "demo-pass-2026";

describe.each(DRIVERS)("sign-in and tokens (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  const login = (username: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    call(loginRoute, { body: { username, password: PASSWORD, timeZone: "America/Chicago", ...extra }, headers });

  it("POST /api/v1/login with {username, password, timeZone} returns {token, user}", async () => {
    const res = await login("counselor");
    expect(res.status).toBe(200);
    expect(typeof res.json.token).toBe("string");
    const user = res.json.user as Record<string, unknown>;
    expect(user.username).toBe("counselor");
    expect(user.role_id).toBe(1);
    expect(user.timezone).toBe("America/Chicago");
    expect(res.json.redirect).toBe("/app/dashboard");
    expect(user).not.toHaveProperty("passwordHash");
  });

  it("signs in by email too, case-insensitively", async () => {
    const res = await login("COUNSELOR@demo.scuta.app");
    expect(res.status).toBe(200);
  });

  it("Authorization: Bearer <token> is accepted on /api/v1 routes", async () => {
    const { json } = await login("manager");
    const me = await call(userRoute, { token: json.token as string });
    expect(me.status).toBe(200);
    expect((me.json.data as { username: string }).username).toBe("manager");
  });

  it("an unauthenticated call gets 401 token_not_provided", async () => {
    const res = await call(userRoute);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ status_code: 401, error: [{ code: "token_not_provided", message: "You are not signed in." }] });
  });

  it("a malformed or unknown token gets 401 token_invalid", async () => {
    expect((await call(userRoute, { token: "abc" })).json.error?.[0].code).toBe("token_invalid");
    expect((await call(userRoute, { token: "x".repeat(43) })).json.error?.[0].code).toBe("token_invalid");
    expect((await call(userRoute, { headers: { authorization: "Basic Zm9vOmJhcg==" } })).json.error?.[0].code).toBe("token_invalid");
  });

  it("an expired token gets 401 token_expired", async () => {
    const [u] = await conn.db.select().from(users).where(eq(users.username, "director"));
    const past = new Date(Date.now() - 3_600_000);
    const { token } = await createSession(conn.db, { userId: u.id, kind: "api", ttlMs: 1000, now: past });
    const res = await call(userRoute, { token });
    expect(res.status).toBe(401);
    expect(res.json.error?.[0].code).toBe("token_expired");
  });

  it("a token whose account was deactivated gets 401 token_absent", async () => {
    const { json } = await login("statemanager");
    await conn.db.update(users).set({ active: false }).where(eq(users.username, "statemanager"));
    const res = await call(userRoute, { token: json.token as string });
    expect(res.json.error?.[0].code).toBe("token_absent");
    await conn.db.update(users).set({ active: true }).where(eq(users.username, "statemanager"));
  });

  it("logout revokes the token", async () => {
    const { json } = await login("faculty");
    const token = json.token as string;
    expect((await call(logoutRoute, { token, method: "POST" })).status).toBe(200);
    const res = await call(userRoute, { token });
    expect(res.status).toBe(401);
    expect(res.json.error?.[0].code).toBe("token_invalid");
  });

  it("a password change revokes every token of the user", async () => {
    const a = (await login("gradstudent")).json.token as string;
    const b = (await login("gradstudent")).json.token as string;
    const res = await call(passwordRoute, { token: a, body: { current_password: PASSWORD, password: "a-new-password-2026", password_confirmation: "a-new-password-2026" } });
    expect(res.status).toBe(200);
    expect((await call(userRoute, { token: a })).status).toBe(401);
    expect((await call(userRoute, { token: b })).status).toBe(401);
    const again = await call(loginRoute, { body: { username: "gradstudent", password: "a-new-password-2026" } });
    expect(again.status).toBe(200);
  });

  it("a password change with a wrong current password or a mismatched confirmation is refused with 422", async () => {
    const token = (await login("director")).json.token as string;
    const wrong = await call(passwordRoute, { token, body: { current_password: "nope", password: "a-new-password-2026", password_confirmation: "a-new-password-2026" } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error?.[0].code).toBe("invalid_current_password");
    const mismatch = await call(passwordRoute, { token, body: { current_password: PASSWORD, password: "a-new-password-2026", password_confirmation: "different-2026" } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.error?.map((e) => e.field)).toEqual(["password_confirmation"]);
  });

  it("bad input gets 422 with one entry per field, never a 500", async () => {
    const res = await call(loginRoute, { body: {} });
    expect(res.status).toBe(422);
    expect(res.json.status_code).toBe(422);
    expect(res.json.error?.map((e) => e.field).sort()).toEqual(["password", "username"]);
    const notJson = await call(loginRoute, { body: "{oops" });
    expect(notJson.status).toBe(400);
    expect(notJson.json.error?.[0].code).toBe("invalid_json");
  });

  it("wrong credentials answer 401 invalid_credentials with the server's message", async () => {
    const res = await call(loginRoute, { body: { username: "counselor", password: "wrong" } });
    expect(res.status).toBe(401);
    expect(res.json.error?.[0]).toEqual({ code: "invalid_credentials", message: "The username or password is incorrect." });
    const unknown = await call(loginRoute, { body: { username: "nobody-here", password: "wrong" } });
    expect(unknown.json.error?.[0].message).toBe("The username or password is incorrect.");
  });

  it("Login error accountExpires for an expired license; signing in again in renewal mode (reNew=1) leads to billing", async () => {
    const res = await login("expired");
    expect(res.status).toBe(403);
    expect(res.json.error?.[0].code).toBe("accountExpires");
    const renew = await login("expired", { reNew: 1 });
    expect(renew.status).toBe(200);
    expect((renew.json.user as { reNew: number }).reNew).toBe(11);
    expect(renew.json.redirect).toBe("/app/user/billing");
  });

  it("Login error wrongIp outside the account's allowed addresses", async () => {
    await conn.db.update(users).set({ allowedIps: "10.20.*, 192.168.1.7" }).where(eq(users.username, "secretary"));
    const blocked = await login("secretary", {}, { "x-forwarded-for": "203.0.113.9" });
    expect(blocked.status).toBe(403);
    expect(blocked.json.error?.[0].code).toBe("wrongIp");
    expect((await login("secretary", {}, { "x-forwarded-for": "70.1.1.1, 10.20.3.4" })).status).toBe(200);
    expect((await login("secretary", {}, { "x-forwarded-for": "192.168.1.7" })).status).toBe(200);
    // A forged entry to the left of the proxy's own does not count.
    expect((await login("secretary", {}, { "x-forwarded-for": "10.20.3.4, 203.0.113.9" })).status).toBe(403);
  });

  it("an inactive account cannot sign in", async () => {
    await conn.db.update(users).set({ active: false }).where(eq(users.username, "quoteuser"));
    const res = await login("quoteuser");
    expect(res.json.error?.[0].code).toBe("account_inactive");
    await conn.db.update(users).set({ active: true }).where(eq(users.username, "quoteuser"));
  });

  it("repeated failures are throttled with HTTP 429 by a limit kept in the database", async () => {
    const headers = { "x-forwarded-for": "198.51.100.77" };
    for (let i = 0; i < 5; i++) {
      const r = await call(loginRoute, { body: { username: "renewer", password: `wrong-${i}` }, headers });
      expect(r.status).toBe(401);
    }
    const blocked = await call(loginRoute, { body: { username: "renewer", password: PASSWORD }, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error?.[0].code).toBe("too_many_attempts");
  });
});
