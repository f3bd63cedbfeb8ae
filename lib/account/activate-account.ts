import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { hashPassword } from "@/lib/auth/crypto";
import { AppError } from "@/lib/http/errors";
import { sameIdentifier } from "./rules";
import { ZActivate, type TActivate } from "./schemas";
import { consumeToken, inspectToken, linkError, revokeTokens } from "./tokens";

export const ACTIVATED_MESSAGE = "Your password is set and your account is active.";

/** Why an activation link cannot be used for this username, or null when it can. */
export async function activationProblem(db: TDb, token: string, username: string, now: Date): Promise<{ user: TUserRow } | { error: AppError }> {
  const { status, user } = await inspectToken(db, "activate", token, now);
  if (status !== "valid" || !user) return { error: linkError(status === "valid" ? "invalid" : status) };
  if (!sameIdentifier(username, user)) return { error: new AppError("username_mismatch", "This link belongs to another account.", 422, "username") };
  // The account set a password already (through another link or a code): nothing to activate.
  if (user.passwordHash) {
    return { error: user.active ? linkError("used") : new AppError("account_deactivated", "This account has been deactivated. Please contact us.", 403) };
  }
  return { user };
}

/**
 * POST /api/v1/activate (and the activation page): sets the first password, activates the
 * account and uses the link, in one transaction. The caller decides whether to sign in.
 */
export async function activateAccount(db: TDb, input: TActivate, now: Date): Promise<{ user: TUserRow; message: string }> {
  const value = ZActivate.parse(input);
  const check = await activationProblem(db, value.token, value.username, now);
  if ("error" in check) throw check.error;
  const passwordHash = await hashPassword(value.password);
  const user = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, "activate", value.token, now);
    if (userId !== check.user.id) throw linkError("invalid");
    const [updated] = await tx.update(users).set({ passwordHash, active: true, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId)).returning();
    await revokeTokens(tx, userId, "activate", now);
    await revokeTokens(tx, userId, "activation_code", now);
    return updated;
  });
  return { user, message: ACTIVATED_MESSAGE };
}
