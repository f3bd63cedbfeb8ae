import { and, asc, eq, inArray } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { managedUsers, renewalRequests, users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { renderQuotePdf } from "@/lib/billing/pdf/render";
import { renewalQuoteFor } from "@/lib/billing/renewal-quote";
import { AppError, forbidden } from "@/lib/http/errors";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { isLocale } from "@/lib/i18n/locales";
import { enqueuePdfMail } from "@/lib/jobs/pdf-mail";
import { sendRenewalRequestEmail } from "./emails";
import { ACCOUNT_LIMITS, renewalQuotePath } from "./rules";
import { ZRenewRequest, type TRenewRequest } from "./schemas";
import { consumeToken } from "./tokens";

export type TRenewalRequestResult = { message: string; managers: number; quoteID: number };

type TCtx = { baseUrl: string; now: Date };

/** Who may be asked: the active managers of the user (managed_users). Refuses before any work when there are none. */
async function managersToAsk(db: TDbOrTx, user: TUserRow, now: Date): Promise<TUserRow[]> {
  if (user.roleId !== ROLE.renewer) throw forbidden("Only a renewing user asks a manager for a renewal quote.");
  const rows = await db
    .select({ manager: users })
    .from(managedUsers)
    .innerJoin(users, eq(users.id, managedUsers.managerId))
    .where(and(eq(managedUsers.userId, user.id), eq(users.active, true)))
    .orderBy(asc(users.id));
  if (rows.length === 0) {
    throw new AppError("no_manager", "No manager is linked to your account, so nobody can be asked for a renewal quote. Please contact us.", 409);
  }
  // Before the quote and its PDF are made (the expensive part).
  await hitRateLimit(db, ACCOUNT_LIMITS.renewRequest, `user:${user.id}`, now);
  return rows.map((r) => r.manager);
}

/**
 * "Role 44 sees a renewal dialog and asks the manager for a renewal quote instead of renewing
 * directly", and "the manager receives a renewal quote PDF": the chain getLastQoute
 * → customUserCreateQuote (targetID 17) → the quote PDF → sendRenewMessageToManager runs here as one
 * use-case. The user's last valid quote is reused, else a renewal quote is saved; each manager gets
 * one renewal_requests row and one email with that quote's PDF attached and the link to buy it in
 * billing. The link is built here, never taken from the client.
 */
async function sendToManagers(db: TDb, asker: TActor, user: TUserRow, managers: TUserRow[], ctx: TCtx): Promise<TRenewalRequestResult> {
  const quoteId = await renewalQuoteFor(db, asker, user, ctx.now);
  const link = ctx.baseUrl + renewalQuotePath(user.username);
  const data = { kind: "renewal_request" as const, userId: user.id, quoteId, managerIds: managers.map((m) => m.id), link };
  await db.transaction(async (tx) => {
    await tx.insert(renewalRequests).values(managers.map((manager) => ({ userId: user.id, managerId: manager.id, link, createdAt: ctx.now })));
    // With a job queue the quote's PDF is rendered and mailed by the worker; without one, here.
    if (!(await enqueuePdfMail(tx, data))) await mailRenewalRequest(tx, data);
  });
  return { message: "Sent.", managers: managers.length, quoteID: quoteId };
}

/** Renders the renewal quote's PDF once and e-mails it to each manager asked (the job's work, or the request's without a queue). */
export async function mailRenewalRequest(db: TDbOrTx, data: { userId: number; quoteId: number; managerIds: number[]; link: string }): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, data.userId)).limit(1);
  if (!user || data.managerIds.length === 0) return;
  const managers = await db.select().from(users).where(inArray(users.id, data.managerIds)).orderBy(asc(users.id));
  const pdf = await renderQuotePdf(db, data.quoteId, isLocale(user.language) ? user.language : "en", { typedContact: true });
  for (const manager of managers) await sendRenewalRequestEmail(db, manager, user, data.link, { number: data.quoteId, filename: `SCUTA-quote-${data.quoteId}.pdf`, pdf });
}

/** POST /api/v1/user/sendRenewMessageToManager: the signed-in renewing user, for themself only. */
export async function requestRenewalQuote(db: TDb, actor: TActor, input: TRenewRequest, ctx: TCtx): Promise<TRenewalRequestResult> {
  const value = ZRenewRequest.parse(input);
  if (value.user_id !== actor.user.id) throw forbidden("You can ask for a renewal quote for your own license only.");
  const managers = await managersToAsk(db, actor.user, ctx.now);
  return sendToManagers(db, actor, actor.user, managers, ctx);
}

/**
 * The same request from the login form of an expired renewing user, who is not signed in: the
 * accountExpires answer to their (correct) password carries a single-use 15-minute ticket. A
 * request refused before any work (no manager, too many requests) leaves the ticket unused.
 */
export async function requestRenewalQuoteWithTicket(db: TDb, ticket: string, ctx: TCtx): Promise<TRenewalRequestResult> {
  const { user, managers } = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, "renew_request", ticket, ctx.now);
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row || !row.active) throw forbidden();
    return { user: row, managers: await managersToAsk(tx, row, ctx.now) };
  });
  // The ticket proves the password: the quote is the user's own, as if they were signed in.
  const asker: TActor = { user, sessionId: "renewal-ticket", via: "cookie" };
  return sendToManagers(db, asker, user, managers, ctx);
}
