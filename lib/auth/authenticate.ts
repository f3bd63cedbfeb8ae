import { and, eq, gt, or, sql, count } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { loginAttempts, users, type TUserRow } from "@/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { isLicenceExpired, safeTimeZone } from "@/lib/users/rules";
import { verifyPassword, sha256 } from "./crypto";
import { ROLE } from "./roles";
import { ipAllowed } from "./ip";
import type { TLogin } from "./schemas";

export type TAuthenticateInput = TLogin & { ip: string; now: Date };

const MSG = {
  invalid: "The username or password is incorrect.",
  throttled: (minutes: number) => `Too many failed sign-in attempts. Try again in ${minutes} minutes.`,
  inactive: "This account is not active yet. Use the link in your email to set your password.",
  wrongIp: "Sign-in to this account is not allowed from your network.",
  expired: "Your licence has expired. Renew it to keep using the app.",
};

/**
 * Checks a sign-in (browser or API) and returns the user. Failures are counted in the database so
 * the limit holds across app instances; identifiers and IPs are stored only as hashes.
 */
export async function authenticate(db: TDb, input: TAuthenticateInput): Promise<TUserRow> {
  const { LOGIN_MAX_FAILURES: max, LOGIN_WINDOW_MINUTES: minutes } = env();
  const identifier = input.username.trim().toLowerCase();
  const identifierHash = sha256(`id:${identifier}`);
  const ipHash = sha256(`ip:${input.ip}`);
  const since = new Date(input.now.getTime() - minutes * 60_000);

  const [{ byId }] = await db
    .select({ byId: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.identifierHash, identifierHash), eq(loginAttempts.succeeded, 0), gt(loginAttempts.createdAt, since)));
  const [{ byIp }] = await db
    .select({ byIp: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ipHash, ipHash), eq(loginAttempts.succeeded, 0), gt(loginAttempts.createdAt, since)));
  if (byId >= max || byIp >= max * 5) throw new AppError("too_many_attempts", MSG.throttled(minutes), 429);

  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${identifier}`, sql`lower(${users.email}) = ${identifier}`))
    .limit(1);

  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !passwordOk) {
    await db.insert(loginAttempts).values({ identifierHash, ipHash, succeeded: 0, createdAt: input.now });
    throw new AppError("invalid_credentials", MSG.invalid, 401);
  }
  if (!user.active) throw new AppError("account_inactive", MSG.inactive, 403);
  if (!ipAllowed(user.allowedIps, input.ip)) throw new AppError("wrongIp", MSG.wrongIp, 403);

  const expired = user.roleId !== ROLE.admin && isLicenceExpired(user.expires, user.timezone, input.now);
  if (expired && input.reNew !== 1) throw new AppError("accountExpires", MSG.expired, 403);

  return db.transaction(async (tx) => {
    // A success forgives earlier failures of this identifier.
    await tx.delete(loginAttempts).where(and(eq(loginAttempts.identifierHash, identifierHash), eq(loginAttempts.succeeded, 0)));
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
