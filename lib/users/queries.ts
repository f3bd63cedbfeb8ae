import "server-only";
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { managedUsers, users, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { districtCounselorsWhere } from "@/lib/analysis/district-counselors";

export type TUserListItem = { id: number; username: string; first_name: string; last_name: string; role_id: number; email: string };

/**
 * The users an actor manages: an admin all users; a manager or director those assigned to them;
 * a secretary the counselors of their school; a DirSupport user the counselors of their district.
 * Everyone else manages nobody.
 */
export function managedScope(actor: TUserRow) {
  if (actor.roleId === ROLE.admin) return sql`true`;
  if (actor.roleId === ROLE.manager || actor.roleId === ROLE.director) {
    return inArray(users.id, sql`(select ${managedUsers.userId} from ${managedUsers} where ${managedUsers.managerId} = ${actor.id})`);
  }
  if (actor.roleId === ROLE.secretary && actor.ncessch) return and(eq(users.ncessch, actor.ncessch), eq(users.roleId, ROLE.user));
  // The districts' counselors of the state: the set the district pages count (no trial sign-up of a school).
  if (actor.roleId === ROLE.stateManager) return districtCounselorsWhere({ state: actor.state });
  if (actor.specialUser === "DirSupport" && actor.leaid) return and(eq(users.leaid, actor.leaid), eq(users.roleId, ROLE.user));
  return sql`false`;
}

export async function listManagedUsers(db: TDbOrTx, actor: TUserRow, opts: { page: number; perPage: number }) {
  const where = and(managedScope(actor), ne(users.id, actor.id));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, first_name: users.firstName, last_name: users.lastName, role_id: users.roleId, email: users.email })
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { data: rows as TUserListItem[], total, page: opts.page, per_page: opts.perPage };
}
