import { and, asc, eq } from "drizzle-orm";
import type { TDb, TTx } from "@/db/client";
import { managedUsers, renewalRequests, users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { AppError, forbidden } from "@/lib/http/errors";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { sendRenewalRequestEmail } from "./emails";
import { ACCOUNT_LIMITS, renewalQuotePath } from "./rules";
import { ZRenewRequest, type TRenewRequest } from "./schemas";
import { consumeToken } from "./tokens";

export type TRenewalRequestResult = { message: string; managers: number };

type TCtx = { baseUrl: string; now: Date };

/**
 * "Role 44 sees a renewal dialog and asks the manager for a renewal quote instead of renewing
 * directly": one renewal_requests row and one email per manager (managed_users), each with the
 * link to a renewal quote for this user. The link is built here, never taken from the client.
 */
async function askManagers(tx: TTx, user: TUserRow, ctx: TCtx): Promise<TRenewalRequestResult> {
  if (user.roleId !== ROLE.renewer) throw forbidden("Only a renewing user asks a manager for a renewal quote.");
  const managers = await tx
    .select({ manager: users })
    .from(managedUsers)
    .innerJoin(users, eq(users.id, managedUsers.managerId))
    .where(and(eq(managedUsers.userId, user.id), eq(users.active, true)))
    .orderBy(asc(users.id));
  if (managers.length === 0) {
    throw new AppError("no_manager", "No manager is linked to your account, so nobody can be asked for a renewal quote. Please contact us.", 409);
  }
  await hitRateLimit(tx, ACCOUNT_LIMITS.renewRequest, `user:${user.id}`, ctx.now);
  const link = ctx.baseUrl + renewalQuotePath(user.username);
  await tx.insert(renewalRequests).values(managers.map(({ manager }) => ({ userId: user.id, managerId: manager.id, link, createdAt: ctx.now })));
  for (const { manager } of managers) await sendRenewalRequestEmail(tx, manager, user, link);
  return { message: "Sent.", managers: managers.length };
}

/** POST /api/v1/user/sendRenewMessageToManager: the signed-in renewing user, for themself only. */
export async function requestRenewalQuote(db: TDb, actor: TActor, input: TRenewRequest, ctx: TCtx): Promise<TRenewalRequestResult> {
  const value = ZRenewRequest.parse(input);
  if (value.user_id !== actor.user.id) throw forbidden("You can ask for a renewal quote for your own license only.");
  return db.transaction((tx) => askManagers(tx, actor.user, ctx));
}

/**
 * The same request from the login form of an expired renewing user, who is not signed in: the
 * accountExpires answer to their (correct) password carries a single-use 15-minute ticket. A
 * failed request leaves the ticket unused.
 */
export async function requestRenewalQuoteWithTicket(db: TDb, ticket: string, ctx: TCtx): Promise<TRenewalRequestResult> {
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, "renew_request", ticket, ctx.now);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || !user.active) throw forbidden();
    return askManagers(tx, user, ctx);
  });
}
