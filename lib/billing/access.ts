import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { managedUsers, orders, quotes, users, type TOrderRow, type TQuoteRow, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { notFound } from "@/lib/http/errors";
import { quoteSubject, verifyQuoteLink } from "./quote-link";

/** Who is asking: the signed-in actor (if any) and/or the signed quote link of the page (?k=…). */
export type TBillingAccess = { actor: TActor | null; linkToken?: string | null };

const QUOTE_NOT_FOUND = "This quote does not exist or you may not see it.";
const ORDER_NOT_FOUND = "This order does not exist or you may not see it.";

/** True when the actor manages this user (managed_users). */
export async function managesUser(db: TDbOrTx, managerId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: managedUsers.userId })
    .from(managedUsers)
    .where(and(eq(managedUsers.managerId, managerId), eq(managedUsers.userId, userId)))
    .limit(1);
  return !!row;
}

async function usernameOf(db: TDbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.username ?? null;
}

/**
 * Whether the caller may act for a billing record of `userId` (created by `createdBy`): the user,
 * the creator, an admin, the user's manager, or a holder of a valid quote link for the user.
 */
async function mayActOn(db: TDbOrTx, access: TBillingAccess, rec: { userId: number | null; createdBy: number | null; quoteId?: number }, now: Date): Promise<boolean> {
  const actor = access.actor?.user;
  if (actor) {
    if (actor.roleId === ROLE.admin) return true;
    if (rec.userId !== null && actor.id === rec.userId) return true;
    if (rec.createdBy !== null && actor.id === rec.createdBy) return true;
    if (rec.userId !== null && (await managesUser(db, actor.id, rec.userId))) return true;
  }
  const token = access.linkToken;
  if (!token) return false;
  if (rec.quoteId !== undefined && verifyQuoteLink(quoteSubject(rec.quoteId), token, now)) return true;
  if (rec.userId === null) return false;
  const username = await usernameOf(db, rec.userId);
  return !!username && verifyQuoteLink(username, token, now);
}

/** The quote, or 404 'not_found' when it is missing or the caller may not see it (never tells which). */
export async function assertQuoteAccess(db: TDbOrTx, access: TBillingAccess, quoteId: number, now: Date): Promise<TQuoteRow> {
  if (!Number.isSafeInteger(quoteId) || quoteId <= 0) throw notFound(QUOTE_NOT_FOUND);
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
  if (!quote || !(await mayActOn(db, access, { userId: quote.userId, createdBy: quote.createdBy, quoteId: quote.id }, now))) throw notFound(QUOTE_NOT_FOUND);
  return quote;
}

/** The order, or 404 'not_found' when it is missing or the caller may not see it. */
export async function assertOrderAccess(db: TDbOrTx, access: TBillingAccess, orderId: number, now: Date): Promise<TOrderRow> {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw notFound(ORDER_NOT_FOUND);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || !(await mayActOn(db, access, { userId: order.userId, createdBy: order.createdBy }, now))) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export type TResolvedBuyer = { user: TUserRow | null; mayPurchase: boolean; mayReadContact: boolean };

/**
 * The licence holder a quote/purchase is for, and what the caller may do for them:
 * - no username (or the actor's own): the actor → purchase and contact;
 * - a user the actor manages, or anyone for an admin → purchase and contact;
 * - a valid quote link for that username → purchase and contact;
 * - otherwise (a bare username in a URL) the user is found but neither is allowed.
 */
export async function resolveBuyer(db: TDbOrTx, access: TBillingAccess, username: string | null, now: Date): Promise<TResolvedBuyer> {
  const actor = access.actor?.user ?? null;
  const wanted = username?.trim() || null;
  if (!wanted || (actor && actor.username.toLowerCase() === wanted.toLowerCase())) {
    return actor ? { user: actor, mayPurchase: true, mayReadContact: true } : { user: null, mayPurchase: false, mayReadContact: false };
  }
  if (wanted.length > 64) return { user: null, mayPurchase: false, mayReadContact: false };
  const [user] = await db.select().from(users).where(eq(users.username, wanted)).limit(1);
  if (!user) return { user: null, mayPurchase: false, mayReadContact: false };
  const allowed = (actor !== null && (actor.roleId === ROLE.admin || (await managesUser(db, actor.id, user.id)))) || (!!access.linkToken && verifyQuoteLink(user.username, access.linkToken, now));
  return { user, mayPurchase: allowed, mayReadContact: allowed };
}
