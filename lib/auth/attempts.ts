import { and, count, eq, gt } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { loginAttempts } from "@/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { LOCK_NAMESPACE, lockCounter, lockKeyOf } from "@/lib/http/rate-limit";
import { sha256 } from "./crypto";

// The password-guessing budget (login and the current-password check of a password change). An
// attempt is counted BEFORE the password hash is compared, under an advisory lock per account and
// per address, so parallel guesses cannot all pass the check before the first one is recorded.
// The budget belongs to the ACCOUNT: its username and its email share one counter. A name that
// matches no account is counted under the name itself (lowercased), so guessing looks the same.

export const throttled = (minutes: number) => new AppError("too_many_attempts", `Too many failed sign-in attempts. Try again in ${minutes} minutes.`, 429);

/** The counter key of a typed username or email: the account it names, else the normalised name. */
export function accountKey(user: { id: number } | null, typed: string): string {
  return user ? `user:${user.id}` : `name:${typed.trim().toLowerCase()}`;
}

const identifierHashOf = (key: string) => sha256(`acct:${key}`);
const ipHashOf = (ip: string) => sha256(`ip:${ip}`);
// The address column of an attempt made without one (a password change): no address counts it.
const NO_ADDRESS = sha256("ip:-");

/**
 * Records an attempt for the account (and the client address, when known) and returns its id, or
 * throws 429 when the account's failures in the window reached LOGIN_MAX_FAILURES (or the
 * address's reached five times that). The attempt stays as a failure unless `attemptSucceeded`
 * removes it once the password turns out right.
 */
export async function claimAttempt(db: TDbOrTx, keys: { account: string; ip: string | null }, now: Date): Promise<number> {
  const { LOGIN_MAX_FAILURES: max, LOGIN_WINDOW_MINUTES: minutes } = env();
  const identifierHash = identifierHashOf(keys.account);
  const ipHash = keys.ip === null ? null : ipHashOf(keys.ip);
  const since = new Date(now.getTime() - minutes * 60_000);
  const id = await db.transaction(async (tx) => {
    // Two locks, always taken in the same order, so two requests never wait on each other in a cycle.
    const locks = [identifierHash, ...(ipHash ? [ipHash] : [])].sort((a, b) => lockKeyOf(a) - lockKeyOf(b));
    for (const key of locks) await lockCounter(tx, LOCK_NAMESPACE.login, key);
    const failures = (column: typeof loginAttempts.identifierHash | typeof loginAttempts.ipHash, value: string) =>
      tx
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(column, value), eq(loginAttempts.succeeded, 0), gt(loginAttempts.createdAt, since)))
        .then(([row]) => row.n);
    if ((await failures(loginAttempts.identifierHash, identifierHash)) >= max) return null;
    if (ipHash && (await failures(loginAttempts.ipHash, ipHash)) >= max * 5) return null;
    const [row] = await tx
      .insert(loginAttempts)
      .values({ identifierHash, ipHash: ipHash ?? NO_ADDRESS, succeeded: 0, createdAt: now })
      .returning({ id: loginAttempts.id });
    return row.id;
  });
  if (id === null) throw throttled(minutes);
  return id;
}

/** The password was right: this attempt is not a failure. */
export async function attemptSucceeded(db: TDbOrTx, attemptId: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
}

/** A completed sign-in (or password change) forgives the account's earlier failures. */
export async function forgiveFailures(db: TDbOrTx, account: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.identifierHash, identifierHashOf(account)), eq(loginAttempts.succeeded, 0)));
}
