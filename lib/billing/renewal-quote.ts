import "server-only";
import { and, desc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import type { TDb, TDbOrTx } from "@/db/client";
import { quotes, users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { notFound } from "@/lib/http/errors";
import { isLocale, type TLocale } from "@/lib/i18n/locales";
import { managesUser } from "./access";
import { billingToday } from "./price-draft";
import { getQuoteContext } from "./queries";
import { saveQuote } from "./save-quote";
import { ZQuoteDraft } from "./schemas";

// The role-44 renewal chain: "POST /api/v1/customerUser/getLastQoute (user_id →
// quoteID, user)" and "POST /api/v1/customUserCreateQuote/pdf?onlyCreateQoute=1 (user_id,
// targetID=17)": the renewing user's last quote, or a new renewal quote, whose PDF their manager
// receives. "Quote link for renewal uses targetID 17."

export const RENEWAL_TARGET_ID = 17;

const ZUserId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZLastQuoteBody = z.object({ user_id: ZUserId });
export const ZRenewalQuoteBody = z.object({ user_id: ZUserId, targetID: z.coerce.number().pipe(z.literal(RENEWAL_TARGET_ID, "A renewal quote uses targetID 17.")) });
export const ZRenewalQuoteQuery = z.object({ onlyCreateQoute: z.enum(["0", "1"]).optional() });

const NOT_YOURS = "This user does not exist or you may not quote for them.";

/** The user a renewal quote is for: the caller, a user they manage, anyone for an admin; anyone else is a 404. */
export async function renewalHolder(db: TDbOrTx, actor: TActor, userId: number): Promise<TUserRow> {
  if (userId === actor.user.id) return actor.user;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(NOT_YOURS);
  if (actor.user.roleId === ROLE.admin || (await managesUser(db, actor.user.id, user.id))) return user;
  throw notFound(NOT_YOURS);
}

export type TRenewalUser = { id: number; username: string; first_name: string; last_name: string; role_id: number; AppID: number; expires: string };

const userOf = (u: TUserRow): TRenewalUser => ({ id: u.id, username: u.username, first_name: u.firstName, last_name: u.lastName, role_id: u.roleId, AppID: u.appId, expires: u.expires });

/** The holder's newest quote that is still valid today, if any. */
export async function lastValidQuoteId(db: TDbOrTx, userId: number, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.userId, userId), gte(quotes.validUntil, billingToday(now))))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(1);
  return row?.id ?? null;
}

/** POST /api/v1/customerUser/getLastQoute: the last (still valid) quote of the user, and the user. */
export async function getLastQuote(db: TDb, actor: TActor, userId: number, now: Date): Promise<{ quoteID: number | null; user: TRenewalUser }> {
  const holder = await renewalHolder(db, actor, userId);
  return { quoteID: await lastValidQuoteId(db, holder.id, now), user: userOf(holder) };
}

/**
 * A renewal quote for the holder: the quote page's default renewal of their licence (the next
 * period after their expiry, their current products), priced and saved on the server. `actor` is
 * who asks: the holder themself, or a manager/admin for them.
 */
export async function createRenewalQuote(db: TDb, actor: TActor, holder: TUserRow, now: Date): Promise<number> {
  const access = { actor };
  const context = await getQuoteContext(db, access, holder.username, { preset: null }, now);
  if (!context.mayPurchase || !context.user) throw notFound(NOT_YOURS);
  const locale: TLocale = isLocale(holder.language) ? holder.language : "en";
  const { start, end, quantities } = context.defaults;
  const saved = await saveQuote(db, access, ZQuoteDraft.parse({ username: holder.username, start, end, quantities, locale }), now);
  return saved.quoteId;
}

/** The holder's last valid quote, else a new renewal quote. */
export async function renewalQuoteFor(db: TDb, actor: TActor, holder: TUserRow, now: Date): Promise<number> {
  return (await lastValidQuoteId(db, holder.id, now)) ?? (await createRenewalQuote(db, actor, holder, now));
}
