import "server-only";
import type { TDb } from "@/db/client";
import { accountKey, attemptSucceeded, claimAttempt } from "@/lib/auth/attempts";
import type { TActor } from "@/lib/auth/current-user";
import { verifyPassword } from "@/lib/auth/crypto";
import { AppError } from "@/lib/http/errors";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";

// Changing the sign-in e-mail address hands the account's password resets to the new address, so
// it asks for the current password first (a stolen session alone cannot take the account) and the
// old address is told (lib/account/emails.ts).

/** Whether `next` is another address than the account's (compared in lower case, as sign-in does). */
export function emailChanges(current: string, next: string): boolean {
  return current.trim().toLowerCase() !== next.trim().toLowerCase();
}

/**
 * Checks the current password for an e-mail change. Each check spends the account's sign-in
 * budget (counted before the hash is compared, 429 once used up), so it cannot be guessed faster
 * than at the login form. A missing or wrong password is a 422 on the current_password field.
 */
export async function assertPasswordForEmailChange(db: TDb, actor: TActor, password: string, now: Date, ctx: { ip?: string }): Promise<void> {
  if (!password) throw new AppError("current_password", "Enter your current password to change your email address.", 422, "current_password");
  // Each change e-mails the old address: a few an hour at most.
  await hitRateLimit(db, RATE_LIMITS.emailChange, `user:${actor.user.id}`, now);
  const attemptId = await claimAttempt(db, { account: accountKey(actor.user, actor.user.username), ip: ctx.ip ?? null }, now);
  if (!(await verifyPassword(password, actor.user.passwordHash))) {
    throw new AppError("invalid_current_password", "Your current password is not correct.", 422, "current_password");
  }
  await attemptSucceeded(db, attemptId);
}

/** The new address as the old one is told of it: enough to recognise it, not enough to harvest it ("ma•••@school.org"). */
export function maskedEmail(email: string): string {
  const [local, domain] = email.split("@");
  if (!domain) return "•••";
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}•••@${domain}`;
}
