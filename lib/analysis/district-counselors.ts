import { and, inArray, sql, type SQL } from "drizzle-orm";
import { users } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { activeLeaidsOf, districtsOfActiveStatesOf, isActiveMemberOfDistrict } from "@/lib/memberships/sql";

// THE definition of "the district's counselors": the public district page (/sd/{LEAID}), its publish
// switch, the director's panel and the state manager's table all count and list this one set, so a
// published figure and a managed one never disagree.
//
// A counselor belongs to a district when they hold an ACTIVE membership of it (lib/memberships): one
// granted by an administrator or the district, or a request of theirs the district approved. Where
// they say they work does not make them the district's: a trial sign-up who picked one of its schools
// (users.leaid) has a pending request, and is not counted, listed or published until it is approved.

/** Users who record time in the team views (counselors, also those whose license is being renewed). */
export const COUNSELOR_ROLES: readonly number[] = [ROLE.user, ROLE.renewer];

/**
 * Whose district: one district (`leaid`, the public page), the districts a person is an active
 * member of (`districtsOf`: a director's), or the districts of the states a person holds
 * (`statesOf`: a state manager's).
 */
export type TDistrictScope = { leaid: string } | { districtsOf: number } | { statesOf: number };

/** A condition on `users`: a counselor with an active membership of a district in the scope. */
export function districtCounselorsWhere(scope: TDistrictScope): SQL {
  const leaids = "leaid" in scope ? scope.leaid : "districtsOf" in scope ? activeLeaidsOf(scope.districtsOf) : districtsOfActiveStatesOf(scope.statesOf);
  return and(inArray(users.roleId, [...COUNSELOR_ROLES]), isActiveMemberOfDistrict(users.id, leaids)) ?? sql`false`;
}
