import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lt, max, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { TDbOrTx } from "@/db/client";
import { managedUsers, quotes, users, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { zText } from "@/lib/http/text";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { LIST_PAGE_SIZE, assertListAdmin, userMatches } from "./common";

// /app/customerUser: the role-44 "customer users" (they renew through their manager's quote), with
// the manager they belong to (managed_users), their last quote (as POST /api/v1/customerUser/getLastQoute
// reads it) and their status (active, renewal requested, licence running or ended).

export const ZCustomerFilter = z.object({
  q: zText({ max: 100 }).catch(""),
  status: z.enum(["all", "requested", "expired", "current"]).catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type TCustomerFilter = z.infer<typeof ZCustomerFilter>;

const manager = alias(users, "customer_manager");

export async function listCustomerUsers(db: TDbOrTx, actor: TUserRow, raw: unknown, now: Date) {
  assertListAdmin(actor);
  const filter = ZCustomerFilter.parse(raw ?? {});
  const today = todayIn(safeTimeZone(actor.timezone), now);
  const parts: SQL[] = [eq(users.roleId, ROLE.renewer)];
  if (filter.q) parts.push(userMatches(filter.q));
  if (filter.status === "requested") parts.push(eq(users.reNew, 11));
  if (filter.status === "expired") parts.push(lt(users.expires, today));
  if (filter.status === "current") parts.push(gte(users.expires, today));
  const cond = and(...parts);
  const [page, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        schoolName: users.schoolName,
        active: users.active,
        expires: users.expires,
        reNew: users.reNew,
        appId: users.appId,
      })
      .from(users)
      .where(cond)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(LIST_PAGE_SIZE)
      .offset((filter.page - 1) * LIST_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(cond),
  ]);
  const ids = page.map((u) => u.id);
  const [managers, lastQuotes] = ids.length
    ? await Promise.all([
        db
          .select({ userId: managedUsers.userId, id: manager.id, username: manager.username, firstName: manager.firstName, lastName: manager.lastName, email: manager.email })
          .from(managedUsers)
          .innerJoin(manager, eq(manager.id, managedUsers.managerId))
          .where(and(inArray(managedUsers.userId, ids), inArray(manager.roleId, [ROLE.manager, ROLE.director, ROLE.stateManager])))
          .orderBy(desc(managedUsers.createdAt)),
        db
          .select({ userId: quotes.userId, id: max(quotes.id) })
          .from(quotes)
          .where(inArray(quotes.userId, ids))
          .groupBy(quotes.userId),
      ])
    : [[], []];
  const quoteIds = lastQuotes.map((q) => q.id).filter((x): x is number => x !== null);
  const quoteRows = quoteIds.length
    ? await db.select({ id: quotes.id, validUntil: quotes.validUntil, amountDueCents: quotes.amountDueCents, createdAt: quotes.createdAt }).from(quotes).where(inArray(quotes.id, quoteIds))
    : [];
  return {
    rows: page.map((u) => {
      const m = managers.find((x) => x.userId === u.id) ?? null;
      const qid = lastQuotes.find((x) => x.userId === u.id)?.id ?? null;
      const q = quoteRows.find((x) => x.id === qid) ?? null;
      const status = !u.active ? "inactive" : u.reNew === 11 ? "requested" : u.expires < today ? "expired" : "current";
      return { ...u, manager: m, lastQuote: q ? { ...q, valid: q.validUntil >= today } : null, status };
    }),
    total,
    filter,
    pages: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
  };
}
