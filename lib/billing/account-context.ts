import "server-only";
import type { TDb } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { notFound } from "@/lib/http/errors";
import { listManagedUsers, type TUserListItem } from "@/lib/users/queries";
import { resolveBuyer } from "./access";
import { getQuoteContext, listBillingHistory } from "./queries";
import type { TBillingHistoryRow, TQuoteContext } from "./schemas";

// The server side of /app/user/billing: whose licence the page shows, their orders, and the quote
// context of the manager billing dialog. Every read goes through the billing access rules.

const NOT_MANAGED = "This user does not exist or you do not manage them.";

/** Who buys for the users they manage from the billing page (the manager billing dialog): the access table's billing.managed.write. */
export function picksManagedUsers(user: { roleId: number; specialUser?: string | null }): boolean {
  return can(user, "billing.managed.write");
}

/**
 * The licence holder the page is about: the actor, or (for ?for= / ?renewFor=) a user the actor
 * may buy for: one they manage, anyone for an admin. Anyone else is a 404 that never says whether
 * the user exists.
 */
export async function billingHolder(db: TDb, actor: TActor, username: string | null, now: Date): Promise<TUserRow> {
  if (!username || username.toLowerCase() === actor.user.username.toLowerCase()) return actor.user;
  const { user, mayPurchase } = await resolveBuyer(db, { actor }, username, now);
  if (!user || !mayPurchase) throw notFound(NOT_MANAGED);
  return user;
}

/** The orders and invoices of the page's licence holder. */
export async function billingHistoryOf(db: TDb, actor: TActor, holder: TUserRow): Promise<TBillingHistoryRow[]> {
  return listBillingHistory(db, actor, holder.id);
}

/** The users a manager (or admin) can pick in the billing dialog; at most `limit`, the rest by typing a username. */
export async function pickableUsers(db: TDb, actor: TActor, limit = 500): Promise<{ users: TUserListItem[]; complete: boolean }> {
  if (!picksManagedUsers(actor.user)) return { users: [], complete: true };
  const page = await listManagedUsers(db, actor.user, { page: 1, perPage: limit });
  return { users: page.data, complete: page.total <= limit };
}

/**
 * The quote of the manager billing dialog for one user: only a user the actor may buy for (the
 * actor, a managed user, anyone for an admin); a preset 'max' or 'SW' as on the quote page.
 */
export async function accountQuoteContext(db: TDb, actor: TActor, input: { username?: string | null; preset?: "max" | "SW" | null }, now: Date): Promise<TQuoteContext> {
  const holder = await billingHolder(db, actor, input.username ?? null, now);
  const context = await getQuoteContext(db, { actor }, holder.username, { preset: input.preset ?? null }, now);
  if (!context.mayPurchase || !context.user) throw notFound(NOT_MANAGED);
  return context;
}
