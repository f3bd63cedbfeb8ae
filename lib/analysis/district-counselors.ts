import { and, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { managedUsers, users } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";

// THE definition of "the district's counselors" (issue 12 item 8): the public district page
// (/sd/{LEAID}), its publish switch, the director's panel and the state manager's table all count
// and list this one set, so a published figure and a managed one never disagree.
//
// A counselor belongs to a district when the district manages them: a manager or director account
// of that district has them in its team (managed_users). Where they say they work does not make
// them the district's: a trial sign-up who picked one of its schools (users.leaid) is not counted,
// not listed and not published until the district takes them into a team.

/** Users who record time in the team views (counselors, also those whose license is being renewed). */
export const COUNSELOR_ROLES: readonly number[] = [ROLE.user, ROLE.renewer];

/** The accounts through which a district manages counselors. */
const DISTRICT_MANAGER_ROLES: readonly number[] = [ROLE.manager, ROLE.director];

const MANAGER = "district_manager";
const districtManager = alias(users, MANAGER);

export type TDistrictScope = { leaid: string } | { state: string };

/**
 * A condition on `users`: a counselor managed by a district, that district (`leaid`), or any
 * district of a state (`state`: the counselor's own state, as the state manager's scope has always been).
 */
export function districtCounselorsWhere(scope: TDistrictScope): SQL {
  const ofDistrict = "leaid" in scope ? eq(districtManager.leaid, scope.leaid) : isNotNull(districtManager.leaid);
  const managed = sql`exists (select 1 from ${managedUsers} join ${users} as ${sql.identifier(MANAGER)} on ${districtManager.id} = ${managedUsers.managerId}
    where ${managedUsers.userId} = ${users.id} and ${inArray(districtManager.roleId, [...DISTRICT_MANAGER_ROLES])} and ${ofDistrict})`;
  return and(inArray(users.roleId, [...COUNSELOR_ROLES]), "state" in scope ? eq(users.state, scope.state) : undefined, managed) as SQL;
}
