import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox, users, type TUserRow } from "@/db/schema";
import { POST as forgotRoute } from "@/app/api/v1/forgot/route";
import { POST as resetRoute } from "@/app/api/v1/reset/route";
import { POST as activateCodeRoute } from "@/app/api/v1/activateCode/route";
import { POST as passwordRoute } from "@/app/api/v1/user/password/route";
import { GET as loginWithTokenRoute } from "@/app/home/loginWithToken/route";
import { issueCalendarToken } from "@/lib/account/login-with-token";
import { hashPassword } from "@/lib/auth/crypto";
import { createSession } from "@/lib/auth/sessions";
import { feedForToken, issueFeed } from "@/lib/calendar/feed";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { codeIn, freshIp, resetTokenIn } from "./account-support";

// "The calendar feed survives a password change and a reset, and an older reset link
// still works after a password change." A password change or a reset revokes, in its transaction,
// the calendar feed, outstanding reset links and codes, and calendar login links.

const PASSWORD = "old-password-2026";
const NEW_PASSWORD = "a-new-password-2026";
let n = 0;

describe.each(DRIVERS)("credentials revoked with the password (%s)", (driver) => {
  let conn: TConnection;
  let hash: string;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    hash = await hashPassword(PASSWORD);
  });
  afterAll(async () => conn.close());

  /** A user holding every credential: a calendar feed, a calendar login link, and a reset email (link and code). */
  async function userWithCredentials() {
    n += 1;
    const username = `creds${n}${driver}`;
    const [user] = await conn.db
      .insert(users)
      .values({ username, email: `${username}@school.example.org`, passwordHash: hash, roleId: 1, appId: 1, active: true, expires: "2099-07-31" })
      .returning();
    const now = new Date();
    const actor = { user, sessionId: "test", via: "bearer" as const };
    const { token: feed } = await issueFeed(conn.db, actor, now);
    const calendarLink = await issueCalendarToken(conn.db, user.id, now);
    expect((await call(forgotRoute, { body: { email: user.email }, headers: freshIp() })).status).toBe(200);
    const [mail] = await conn.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.kind, "password_reset")))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return { user, feed, calendarLink, resetToken: resetTokenIn(mail.html), code: codeIn(mail.html) };
  }

  async function expectAllRevoked(c: Awaited<ReturnType<typeof userWithCredentials>>, user: TUserRow) {
    expect(await feedForToken(conn.db, c.feed, new Date())).toBeNull();
    const reset = await call(resetRoute, { body: { token: c.resetToken, password: "sneaky-pass-2026", password_confirmation: "sneaky-pass-2026" }, headers: freshIp() });
    expect(reset.status).toBe(410);
    expect(reset.json.error?.[0].code).toBe("link_used");
    const code = await call(activateCodeRoute, { body: { username: user.username, code: c.code }, headers: freshIp() });
    expect(code.status).toBe(422);
    const link = await call(loginWithTokenRoute, { path: `/home/loginWithToken?token=${c.calendarLink}`, headers: freshIp() });
    expect(link.json.error).toBe(1);
  }

  it("a password change revokes the calendar feed, the older reset link and its code, and calendar login links", async () => {
    const c = await userWithCredentials();
    expect(await feedForToken(conn.db, c.feed, new Date())).not.toBeNull();
    const { token } = await createSession(conn.db, { userId: c.user.id, kind: "api", ttlMs: 3_600_000, now: new Date() });
    const res = await call(passwordRoute, { token, body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, headers: freshIp() });
    expect(res.status).toBe(200);
    await expectAllRevoked(c, c.user);
    // The new password is the one that counts.
    const [after] = await conn.db.select().from(users).where(eq(users.id, c.user.id));
    expect(after.passwordHash).not.toBe(hash);
  });

  it("a reset revokes the calendar feed, the code of the same email, and calendar login links", async () => {
    const c = await userWithCredentials();
    const res = await call(resetRoute, { body: { token: c.resetToken, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, headers: freshIp() });
    expect(res.status).toBe(200);
    await expectAllRevoked(c, c.user);
  });

  it("a password change that fails (wrong current password) revokes nothing", async () => {
    const c = await userWithCredentials();
    const { token } = await createSession(conn.db, { userId: c.user.id, kind: "api", ttlMs: 3_600_000, now: new Date() });
    const res = await call(passwordRoute, { token, body: { current_password: "not-it", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, headers: freshIp() });
    expect(res.status).toBe(422);
    expect(await feedForToken(conn.db, c.feed, new Date())).not.toBeNull();
  });
});
