import { eq, or, sql } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { safeTimeZone } from "@/lib/users/rules";
import { accountKey, attemptSucceeded, claimAttempt, forgiveFailures } from "./attempts";
import { verifyPassword } from "./crypto";
import { licenseLapsed } from "./license";
import { ipAllowed } from "./ip";
import type { TLogin } from "./schemas";

export type TAuthenticateInput = TLogin & { ip: string; now: Date };

const MSG = {
  invalid: "The username or password is incorrect.",
  inactive: "This account is not active yet. Use the link in your email to set your password.",
  wrongIp: "Sign-in to this account is not allowed from your network.",
  expired: "Your license has expired. Renew it to keep using the app.",
};

/**
 * Checks a sign-in (browser or API) and returns the user. The attempt is counted against the
 * account (username and email share one budget) and the client address before the password hash
 * is compared, atomically, so parallel guesses get no more tries than sequential ones; the counts
 * live in the database so the limit holds across app instances. Only hashes of keys are stored.
 */
export async function authenticate(db: TDb, input: TAuthenticateInput): Promise<TUserRow> {
  const identifier = input.username.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${identifier}`, sql`lower(${users.email}) = ${identifier}`))
    .limit(1);
  const account = accountKey(user ?? null, identifier);
  const attemptId = await claimAttempt(db, { account, ip: input.ip }, input.now);

  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !passwordOk) throw new AppError("invalid_credentials", MSG.invalid, 401);
  await attemptSucceeded(db, attemptId);
  if (!user.active) throw new AppError("account_inactive", MSG.inactive, 403);
  if (!ipAllowed(user.allowedIps, input.ip)) throw new AppError("wrongIp", MSG.wrongIp, 403);

  const expired = licenseLapsed(user, input.now);
  if (expired && input.reNew !== 1) throw new AppError("accountExpires", MSG.expired, 403);

  return db.transaction(async (tx) => {
    // A success forgives earlier failures of this account.
    await forgiveFailures(tx, account);
    const [updated] = await tx
      .update(users)
      .set({
        lastLoginAt: input.now,
        keepSigned: input.keepSigned,
        ...(input.timeZone ? { timezone: safeTimeZone(input.timeZone) } : {}),
        // Signing in to renew an expired licence: renewal status 11 sends the user to billing.
        ...(expired ? { reNew: 11 } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    return updated;
  });
}
