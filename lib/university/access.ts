import { ROLE } from "@/lib/auth/roles";
import { notFound } from "@/lib/http/errors";

// Issue 17 (spec 3 §2.6): who reads and writes a university's courses, assignments and rubric.
// Administrators: any university. Faculty (role 22): only the university of their account
// (users.universityId). Everybody else: none. Another university's record answers 404, as if it
// did not exist, so faculty cannot probe other universities' ids.

/** Roles that reach the course pages and calls at all (the rest are refused with 403). */
export const COURSE_EDITORS: readonly number[] = [ROLE.admin, ROLE.universityFaculty];

/** Roles that maintain the universities themselves (and the conference feedback): administrators. */
export const UNIVERSITY_ADMINS: readonly number[] = [ROLE.admin];

export type TUniversityReader = { roleId: number; universityId: number | null };

/** May this user read and write the courses (assignments, rubric) of this university? */
export function mayManageUniversity(user: TUniversityReader, ipedsid: number): boolean {
  if (user.roleId === ROLE.admin) return true;
  if (user.roleId === ROLE.universityFaculty) return user.universityId !== null && user.universityId === ipedsid;
  return false;
}

/** Throws 404 when the user may not manage this university's courses (another university's records do not exist for them). */
export function assertMayManageUniversity(user: TUniversityReader, ipedsid: number, message = "This course does not exist."): void {
  if (!mayManageUniversity(user, ipedsid)) throw notFound(message);
}

/**
 * The university a list is limited to: faculty always their own (whatever they ask for);
 * administrators the one they filter by, or all (null). Others: a university nobody has (-1).
 */
export function scopeUniversity(user: TUniversityReader, requested: number | null | undefined): number | null {
  if (user.roleId === ROLE.admin) return requested ?? null;
  if (user.roleId === ROLE.universityFaculty) return user.universityId ?? -1;
  return -1;
}
