import "server-only";
import { and, asc, count, desc, eq, gte, ilike, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { can, scopeOf } from "@/lib/auth/permissions";
import { forbidden } from "@/lib/http/errors";
import { managedScope } from "@/lib/users/queries";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import type { TUserListFilter, TUserSort } from "./schemas";

/** The users list (the "users" area) is the access table's users.list. */
export function assertUserListReader(actor: TUserRow): void {
  if (!can(actor, "users.list")) throw forbidden("You may not read the users list.");
}

/** Who the actor sees in the users list: "all" (held at "all": the admin) or "managed" (their team, district or state). */
export function visibilityOf(actor: TUserRow): "all" | "managed" | "none" {
  const scope = scopeOf(actor, "users.list");
  return scope === "all" ? "all" : scope ? "managed" : "none";
}

function contains(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Days ahead that count as "expiring soon". */
export const EXPIRING_SOON_DAYS = 30;

const SORTS: Record<TUserSort, SQL[] | ((dir: "asc" | "desc") => SQL[])> = {
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  username: [sql`${users.username}`],
  email: [sql`${users.email}`],
  role: [sql`${users.roleId}`],
  expires: [sql`${users.expires}`],
  created: [sql`${users.createdAt}`],
  lastLogin: [sql`${users.lastLoginAt}`],
};

/** The condition of the filters (and of the actor's visibility). */
export function userListWhere(actor: TUserRow, filter: TUserListFilter, now: Date): SQL | undefined {
  const where: SQL[] = [];
  if (visibilityOf(actor) !== "all") where.push(and(managedScope(actor), ne(users.id, actor.id)) as SQL);
  if (filter.q) {
    const p = contains(filter.q);
    where.push(or(ilike(users.username, p), ilike(users.email, p), ilike(users.firstName, p), ilike(users.lastName, p), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p)) as SQL);
  }
  if (filter.role !== null) where.push(eq(users.roleId, filter.role));
  if (filter.app !== null) where.push(eq(users.appId, filter.app));
  if (filter.state) where.push(eq(users.state, filter.state));
  if (filter.active) where.push(eq(users.active, filter.active === "yes"));
  if (filter.expiry) {
    const today = todayIn(safeTimeZone(actor.timezone), now);
    if (filter.expiry === "expired") where.push(lt(users.expires, today));
    else if (filter.expiry === "current") where.push(gte(users.expires, today));
    else where.push(and(gte(users.expires, today), lte(users.expires, addDays(today, EXPIRING_SOON_DAYS))) as SQL);
  }
  return where.length ? and(...where) : undefined;
}

/** One page of the users list, filtered and sorted (ties broken by id). */
export async function listUsers(db: TDbOrTx, actor: TUserRow, filter: TUserListFilter, now: Date) {
  assertUserListReader(actor);
  const where = userListWhere(actor, filter, now);
  const keys = SORTS[filter.sort];
  const cols = typeof keys === "function" ? keys(filter.dir) : keys;
  const order = [...cols.map((c) => (filter.dir === "desc" ? sql`${c} desc nulls last` : sql`${c} asc nulls last`)), filter.dir === "desc" ? desc(users.id) : asc(users.id)];
  const size = filter.size;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        roleId: users.roleId,
        appId: users.appId,
        state: users.state,
        schoolName: users.schoolName,
        active: users.active,
        expires: users.expires,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset((filter.page - 1) * size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total, page: filter.page, pages: Math.max(1, Math.ceil(total / size)) };
}
export type TAdminUserRow = Awaited<ReturnType<typeof listUsers>>["rows"][number];

/** The states present among the visible users, for the state filter. */
export async function listUserStates(db: TDbOrTx, actor: TUserRow): Promise<string[]> {
  assertUserListReader(actor);
  const where = visibilityOf(actor) === "all" ? undefined : and(managedScope(actor), ne(users.id, actor.id));
  const rows = await db.selectDistinct({ state: users.state }).from(users).where(where).orderBy(asc(users.state)).limit(200);
  return rows.map((r) => r.state).filter(Boolean);
}
