import { and, eq, isNull } from "drizzle-orm";
import type { TDbOrTx, TDb } from "@/db/client";
import { authSessions } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { accountKey, attemptSucceeded, claimAttempt, forgiveFailures } from "./attempts";
import type { TActor } from "./current-user";
import { verifyPassword } from "./crypto";

// The lock screen (/lock): the browser session is kept, signed in,
// but opens nothing (pages go to /lock, calls answer 423 session_locked) until the user gives
// the password again. The password counts against the same sign-in budget as the login form.

export const WRONG_UNLOCK_MESSAGE = "The password is not correct.";

/** Locks the caller's browser session. An API token has no screen to lock. */
export async function lockSession(db: TDbOrTx, actor: TActor, now: Date): Promise<void> {
  if (actor.via !== "cookie") throw new AppError("lock_browser_only", "Only a browser session can be locked.", 400);
  await db
    .update(authSessions)
    .set({ lockedAt: now })
    .where(and(eq(authSessions.id, actor.sessionId), isNull(authSessions.revokedAt)));
}

/** Whether this session is locked now. */
export async function isSessionLocked(db: TDbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ lockedAt: authSessions.lockedAt }).from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
  return Boolean(row?.lockedAt);
}

/**
 * Unlocks the session with the account's password. Each try is claimed against the login's
 * throttle first (lib/auth/attempts.ts): too many wrong passwords answer 429 too_many_attempts,
 * as the login form does, and the right password then waits too.
 */
export async function unlockSession(db: TDb, actor: TActor, password: string, now: Date, ctx: { ip?: string } = {}): Promise<void> {
  const account = accountKey(actor.user, actor.user.username);
  const attemptId = await claimAttempt(db, { account, ip: ctx.ip ?? null }, now);
  if (!password || !(await verifyPassword(password, actor.user.passwordHash))) {
    throw new AppError("invalid_password", WRONG_UNLOCK_MESSAGE, 422, "password");
  }
  await attemptSucceeded(db, attemptId);
  await db.transaction(async (tx) => {
    await tx.update(authSessions).set({ lockedAt: null }).where(eq(authSessions.id, actor.sessionId));
    await forgiveFailures(tx, account);
  });
}

/** Where to go after unlocking: a path inside the app, never another site. */
export function unlockTarget(callbackUrl: string | null | undefined): string {
  if (!callbackUrl || !callbackUrl.startsWith("/app") || callbackUrl.startsWith("//") || /[\\\s]/.test(callbackUrl)) return "/app";
  return callbackUrl;
}
