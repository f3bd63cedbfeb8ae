import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { authSessions, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/crypto";
import type { TActor } from "@/lib/auth/current-user";
import { isSessionLocked, lockSession, unlockSession, unlockTarget } from "@/lib/auth/lock";
import { isPublicPath } from "@/lib/auth/public-routes";
import { checkBearer, checkBrowserSession, createSession } from "@/lib/auth/sessions";
import { AppError } from "@/lib/http/errors";
import { DRIVERS, freshDatabase } from "../support/db";

// The lock screen /lock:
// the session is kept, the password asked again, with the login's throttle.

const NOW = new Date("2026-10-05T15:00:00Z");
const codeOf = (e: unknown) => (e instanceof AppError ? e.code : String(e));

describe("the lock screen's routes", () => {
  it("/lock and /error/404, /error/500 are public pages (the lock page itself needs the session)", () => {
    for (const p of ["/lock", "/error/404", "/error/500"]) expect(isPublicPath(p), p).toBe(true);
  });

  it("after unlocking the user goes back to the app page they were on, never to another site", () => {
    expect(unlockTarget("/app/logs")).toBe("/app/logs");
    expect(unlockTarget("/app/user/overview?x=1")).toBe("/app/user/overview?x=1");
    for (const bad of [null, "", "https://evil.example/app", "//evil.example", "/login", "/app\\evil"]) expect(unlockTarget(bad)).toBe("/app");
  });
});

describe.each(DRIVERS)("locking and unlocking a session (%s)", (driver) => {
  let conn: TConnection;
  let n = 0;
  const signedIn = async (): Promise<TActor> => {
    n += 1;
    const [user] = await conn.db
      .insert(users)
      .values({ username: `lock${n}`, email: `lock${n}@school.example.org`, roleId: 1, appId: 1, active: true, expires: "2027-07-31", passwordHash: await hashPassword("the-password-1") })
      .returning();
    const { id } = await createSession(conn.db, { userId: user.id, kind: "browser", ttlMs: 3_600_000, now: NOW });
    return { user, sessionId: id, via: "cookie" };
  };
  const ip = () => ({ ip: `203.0.113.${n}` });

  beforeAll(async () => {
    conn = await freshDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("a locked session is kept (not revoked) but reported locked; the right password unlocks it", async () => {
    const actor = await signedIn();
    await lockSession(conn.db, actor, NOW);
    const check = await checkBrowserSession(conn.db, actor.sessionId, NOW);
    expect(check).toMatchObject({ ok: true, locked: true, userId: actor.user.id });
    const [row] = await conn.db.select().from(authSessions).where(eq(authSessions.id, actor.sessionId));
    expect(row.revokedAt).toBeNull();

    expect(codeOf(await unlockSession(conn.db, actor, "not-it", NOW, ip()).catch((e: unknown) => e))).toBe("invalid_password");
    expect(await isSessionLocked(conn.db, actor.sessionId)).toBe(true);
    await unlockSession(conn.db, actor, "the-password-1", NOW, ip());
    expect(await checkBrowserSession(conn.db, actor.sessionId, NOW)).toMatchObject({ ok: true, locked: false });
  });

  it("the same throttle as login: after 5 wrong passwords even the right one answers too_many_attempts, and the session stays locked", async () => {
    const actor = await signedIn();
    await lockSession(conn.db, actor, NOW);
    for (let i = 0; i < 5; i++) expect(codeOf(await unlockSession(conn.db, actor, `wrong-${i}`, NOW, ip()).catch((e: unknown) => e))).toBe("invalid_password");
    const error = await unlockSession(conn.db, actor, "the-password-1", NOW, ip()).catch((e: unknown) => e);
    expect(codeOf(error)).toBe("too_many_attempts");
    expect((error as AppError).status).toBe(429);
    expect(await isSessionLocked(conn.db, actor.sessionId)).toBe(true);
  });

  it("locking one browser session leaves the user's other sessions open; an API token cannot be locked", async () => {
    const actor = await signedIn();
    const other = await createSession(conn.db, { userId: actor.user.id, kind: "browser", ttlMs: 3_600_000, now: NOW });
    await lockSession(conn.db, actor, NOW);
    expect(await checkBrowserSession(conn.db, other.id, NOW)).toMatchObject({ ok: true, locked: false });
    const api = await createSession(conn.db, { userId: actor.user.id, kind: "api", ttlMs: 3_600_000, now: NOW });
    expect(codeOf(await lockSession(conn.db, { ...actor, sessionId: api.id, via: "bearer" }, NOW).catch((e: unknown) => e))).toBe("lock_browser_only");
    expect(await checkBearer(conn.db, api.token, NOW)).toMatchObject({ ok: true, locked: false });
  });
});
