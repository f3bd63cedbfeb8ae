import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { users } from "@/db/schema";
import { revokeCredentials } from "@/lib/account/revoke-credentials";
import { AppError } from "@/lib/http/errors";
import { accountKey, attemptSucceeded, claimAttempt, forgiveFailures } from "./attempts";
import type { TActor } from "./current-user";
import { hashPassword, verifyPassword } from "./crypto";
import { ZChangePassword, type TChangePassword } from "./schemas";

/**
 * Changes the actor's password. The current-password check spends the account's sign-in budget
 * (counted before the hash is compared), so a stolen session cannot guess it faster than the login
 * form could. Then, in one transaction: the new hash, and every credential issued under the old
 * password revoked — sessions and tokens (this one included), reset and activation links and
 * codes, calendar login links and the calendar feed.
 */
export async function changePassword(db: TDb, actor: TActor, input: TChangePassword, now: Date, ctx: { ip?: string } = {}): Promise<void> {
  const value = ZChangePassword.parse(input);
  const account = accountKey(actor.user, actor.user.username);
  const attemptId = await claimAttempt(db, { account, ip: ctx.ip ?? null }, now);
  if (!(await verifyPassword(value.current_password, actor.user.passwordHash))) {
    throw new AppError("invalid_current_password", "Your current password is not correct.", 422, "current_password");
  }
  await attemptSucceeded(db, attemptId);
  const passwordHash = await hashPassword(value.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, actor.user.id));
    await revokeCredentials(tx, actor.user.id, now);
    await forgiveFailures(tx, account);
  });
}
