import type { TDb } from "@/db/client";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { AppError } from "@/lib/http/errors";
import { ACCOUNT_LIMITS, EXCHANGED_TOKEN_TTL_MS } from "./rules";
import { ZActivateCode, type TActivateCode } from "./schemas";
import { consumeActivationCode, findUserByIdentifier, issueToken } from "./tokens";

export type TCodeExchange = {
  user: { id: number; username: string; first_name: string };
  /** activate: the account sets its first password; reset: an active account sets a new one. */
  type: "activate" | "reset";
  /** A fresh single-use link token of that type (15 minutes) for POST /api/v1/activate or /reset. */
  token: string;
};

const wrongCode = () => new AppError("code_invalid", "This code is not correct or has expired. Check the latest email, or ask for a new one.", 422, "code");

/**
 * POST /api/v1/activateCode: the activation-code entry. The emails that carry a link also carry
 * a 6-digit code, for mail clients that break links; typing the username and the code here is
 * worth as much as opening the link. A 6-digit code is guessable in principle, so entries are
 * limited per client address and per account, a code lives 24 hours at most (1 hour in a reset
 * email), works once, and a new email replaces it. Whether the username exists is not told apart
 * from a wrong code.
 */
export async function exchangeActivationCode(db: TDb, input: TActivateCode, ctx: { ip: string; now: Date }): Promise<TCodeExchange> {
  const value = ZActivateCode.parse(input);
  await hitRateLimit(db, ACCOUNT_LIMITS.codePerIp, ctx.ip, ctx.now);
  await hitRateLimit(db, ACCOUNT_LIMITS.codePerAccount, value.username.trim().toLowerCase(), ctx.now);
  const user = await findUserByIdentifier(db, value.username);
  if (!user) throw wrongCode();
  const type = user.active ? "reset" : !user.passwordHash ? "activate" : null;
  if (!type) throw wrongCode(); // a deactivated account
  const token = await db.transaction(async (tx) => {
    if (!(await consumeActivationCode(tx, user.id, value.code, ctx.now))) throw wrongCode();
    return issueToken(tx, { userId: user.id, purpose: type, ttlMs: EXCHANGED_TOKEN_TTL_MS, now: ctx.now });
  });
  return { user: { id: user.id, username: user.username, first_name: user.firstName }, type, token };
}
