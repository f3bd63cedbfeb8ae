import { eq, sql } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { forbidden, notFound } from "@/lib/http/errors";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { sendActivationEmail, sendResetEmail } from "./emails";
import { activatePath, activationCodePath, resetPath } from "./links";
import { ACCOUNT_LIMITS, TOKEN_TTL_MS } from "./rules";
import { ZForgot, type TForgot } from "./schemas";
import { issueActivationCode, issueToken } from "./tokens";

/** The one answer of POST /api/v1/forgot, whether or not an account has this email. */
export const FORGOT_MESSAGE = "If an account uses this email, we have sent it a link to set a new password. The link is valid for 1 hour.";

export type TAccessEmailKind = "reset" | "activate" | "none";

/**
 * Sends the email that lets a user in again: a password-reset link to an active account, or a
 * fresh activation link to an account that never set its password (the "forgot password/activate"
 * dialog). A deactivated account gets nothing. Each new link replaces the earlier ones.
 */
export async function sendAccessEmail(db: TDbOrTx, user: TUserRow, ctx: { baseUrl: string; now: Date }): Promise<TAccessEmailKind> {
  if (user.active) {
    const token = await issueToken(db, { userId: user.id, purpose: "reset", ttlMs: TOKEN_TTL_MS.reset, now: ctx.now, replace: true });
    const code = await issueActivationCode(db, { userId: user.id, ttlMs: TOKEN_TTL_MS.reset, now: ctx.now });
    await sendResetEmail(db, user, { url: ctx.baseUrl + resetPath(token), code, codeUrl: ctx.baseUrl + activationCodePath(code, user.username) });
    return "reset";
  }
  if (!user.passwordHash) {
    const token = await issueToken(db, { userId: user.id, purpose: "activate", ttlMs: TOKEN_TTL_MS.activate, now: ctx.now, replace: true });
    const code = await issueActivationCode(db, { userId: user.id, ttlMs: TOKEN_TTL_MS.activation_code, now: ctx.now });
    await sendActivationEmail(db, user, { url: ctx.baseUrl + activatePath(token, user.username), code, codeUrl: ctx.baseUrl + activationCodePath(code, user.username) });
    return "activate";
  }
  return "none";
}

/**
 * POST /api/v1/forgot. Always answers the same message, so nobody learns whether an email has an
 * account; user_id is therefore never returned here. Limited per client address and per email.
 */
export async function requestPasswordReset(db: TDb, input: TForgot, ctx: { ip: string; baseUrl: string; now: Date }): Promise<{ message: string; user_id: null }> {
  const { email } = ZForgot.parse(input);
  await hitRateLimit(db, RATE_LIMITS.forgot, ctx.ip, ctx.now);
  await hitRateLimit(db, ACCOUNT_LIMITS.forgotPerEmail, email, ctx.now);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (user) await sendAccessEmail(tx, user, ctx);
  });
  return { message: FORGOT_MESSAGE, user_id: null };
}

/** POST /api/v1/forgot-email/{userId}: an administrator sends a user their reset (or activation) email. */
export async function sendResetEmailToUser(db: TDb, actor: TActor, userId: number, ctx: { baseUrl: string; now: Date }): Promise<{ message: string; user_id: number; kind: TAccessEmailKind }> {
  // The route allows only administrators; the use-case checks again for every other caller.
  if (actor.user.roleId !== ROLE.admin) throw forbidden();
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound("No user has this id.");
    const kind = await sendAccessEmail(tx, user, ctx);
    const message =
      kind === "reset"
        ? "The password-reset email was sent."
        : kind === "activate"
          ? "The account is not active yet: a new activation email was sent."
          : "The account is deactivated: no email was sent.";
    return { message, user_id: user.id, kind };
  });
}
