import "server-only";
import { and, asc, count, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { managedUsers, users, type TUserRow } from "@/db/schema";
import { scopeOf } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { districtCounselorsWhere } from "@/lib/analysis/district-counselors";
import { activeLeaidsOf, activeSchoolsOf, isActiveMemberOfDistrict, isActiveMemberOfSchool } from "@/lib/memberships/sql";

export type TUserListItem = { id: number; username: string; first_name: string; last_name: string; role_id: number; email: string };

/**
 * The users an actor manages: the scope they hold `users.managed.read` at in the access table
 * (lib/auth/permissions.ts), read from ACTIVE memberships (never from the school or district a user
 * typed on their profile). `all` every user; `team` those assigned to the actor (managed_users) who
 * are active members of one of the actor's active districts; `school` the counselors who are active
 * members of the actor's active school; `district` the counselors of the actor's active district;
 * `state` the districts' counselors of the actor's active state. Without the action (or at `own`)
 * the actor manages nobody, and so does anyone whose place is only a pending request.
 */
export function managedScope(actor: TUserRow): SQL {
  switch (scopeOf(actor, "users.managed.read")) {
    case "all":
      return sql`true`;
    case "team":
      return and(
        inArray(users.id, sql`(select ${managedUsers.userId} from ${managedUsers} where ${managedUsers.managerId} = ${actor.id})`),
        isActiveMemberOfDistrict(users.id, activeLeaidsOf(actor.id)),
      ) as SQL;
    case "school":
      return and(eq(users.roleId, ROLE.user), isActiveMemberOfSchool(users.id, activeSchoolsOf(actor.id))) as SQL;
    case "district":
      return and(eq(users.roleId, ROLE.user), isActiveMemberOfDistrict(users.id, activeLeaidsOf(actor.id))) as SQL;
    // The districts' counselors of the state: the set the district pages count (no trial sign-up of a school).
    case "state":
      return districtCounselorsWhere({ statesOf: actor.id });
    default:
      return sql`false`;
  }
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
