import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lt, lte, max, notExists, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { TDbOrTx } from "@/db/client";
import { invoices, orders, quotes, schoolDistricts, users, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { zText } from "@/lib/http/text";
import { addDaysIso, safeTimeZone, todayIn } from "@/lib/users/rules";
import { LIST_PAGE_SIZE, assertListAdmin, userMatches } from "./common";

// /app/managersNotRenewd: managers (role 2; directors 9 and state managers 12 when they buy) whose
// licence has ended or ends within N days and who have not renewed. A renewal (a paid or
// purchase-order order) moves `users.expires` past the window, so a holder still in it has not renewed.

export const MANAGER_ROLES: readonly number[] = [ROLE.manager, ROLE.director, ROLE.stateManager];
export const WINDOWS = ["expired", "30", "60", "90"] as const;
export type TWindow = (typeof WINDOWS)[number];
export const MANAGER_SORTS = ["expires", "name", "seats"] as const;

export const ZManagersFilter = z.object({
  q: zText({ max: 100 }).catch(""),
  window: z.enum(WINDOWS).catch("30"),
  role: z.coerce
    .number()
    .int()
    .refine((r) => MANAGER_ROLES.includes(r))
    .nullable()
    .catch(null),
  sort: z.enum(MANAGER_SORTS).catch("expires"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type TManagersFilter = z.infer<typeof ZManagersFilter>;

const TAKEN = ["paid", "pending", "awaiting_po"] as const;

function where(filter: TManagersFilter, today: string): SQL {
  const parts: SQL[] = [inArray(users.roleId, filter.role ? [filter.role] : [...MANAGER_ROLES])];
  if (filter.window === "expired") parts.push(lt(users.expires, today));
  else parts.push(and(gte(users.expires, today), lte(users.expires, addDaysIso(today, Number(filter.window)))) as SQL);
  if (filter.q) parts.push(userMatches(filter.q));
  return and(...parts) as SQL;
}

/** One page (or, with `all`, every row up to 10,000 for the CSV) of the managers who have not renewed. */
export async function listManagersNotRenewed(db: TDbOrTx, actor: TUserRow, raw: unknown, now: Date, opts: { all?: boolean } = {}) {
  assertListAdmin(actor);
  const filter = ZManagersFilter.parse(raw ?? {});
  const today = todayIn(safeTimeZone(actor.timezone), now);
  const cond = where(filter, today);
  const sortCol = filter.sort === "name" ? sql`lower(${users.lastName} || ' ' || ${users.firstName})` : filter.sort === "seats" ? sql`${users.licenses}` : sql`${users.expires}`;
  const size = opts.all ? 10_000 : LIST_PAGE_SIZE;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        roleId: users.roleId,
        schoolName: users.schoolName,
        district: schoolDistricts.name,
        state: users.state,
        licenses: users.licenses,
        expires: users.expires,
        reNew: users.reNew,
      })
      .from(users)
      .leftJoin(schoolDistricts, eq(schoolDistricts.leaid, users.leaid))
      .where(cond)
      .orderBy(filter.dir === "desc" ? desc(sortCol) : asc(sortCol), asc(users.id))
      .limit(size)
      .offset(opts.all ? 0 : (filter.page - 1) * size),
    db.select({ total: count() }).from(users).where(cond),
  ]);
  const ids = rows.map((r) => r.id);
  const [lastInvoices, openQuotes] = ids.length
    ? await Promise.all([
        db
          .select({ userId: orders.userId, issuedOn: max(invoices.issuedOn) })
          .from(invoices)
          .innerJoin(orders, eq(orders.id, invoices.orderId))
          .where(inArray(orders.userId, ids))
          .groupBy(orders.userId),
        db
          .select({ userId: quotes.userId, id: max(quotes.id) })
          .from(quotes)
          .where(
            and(
              inArray(quotes.userId, ids),
              gte(quotes.validUntil, today),
              notExists(
                db
                  .select({ id: orders.id })
                  .from(orders)
                  .where(and(eq(orders.quoteId, quotes.id), inArray(orders.status, [...TAKEN]))),
              ),
            ),
          )
          .groupBy(quotes.userId),
      ])
    : [[], []];
  const invoiceOf = new Map(lastInvoices.map((r) => [r.userId, r.issuedOn]));
  const quoteOf = new Map(openQuotes.map((r) => [r.userId, r.id]));
  return {
    rows: rows.map((r) => ({ ...r, lastInvoiceOn: invoiceOf.get(r.id) ?? null, openQuoteId: quoteOf.get(r.id) ?? null, expired: r.expires < today })),
    total,
    filter,
    pages: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
  };
}
export type TManagerNotRenewedRow = Awaited<ReturnType<typeof listManagersNotRenewed>>["rows"][number];
