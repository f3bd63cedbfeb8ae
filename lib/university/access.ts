import { scopeOf } from "@/lib/auth/permissions";
import { notFound } from "@/lib/http/errors";

// Who reads and writes a university's courses, assignments and rubric.
// Administrators: any university. Faculty (role 22): only the university of their account
// (users.universityId). Everybody else: none. Another university's record answers 404, as if it
// did not exist, so faculty cannot probe other universities' ids.

export type TUniversityReader = { roleId: number; universityId: number | null };

/**
 * May this user read and write the courses (assignments, rubric) of this university? The access
 * table's course.write: held at "all" any university, at "school" the university of one's account.
 */
export function mayManageUniversity(user: TUniversityReader, ipedsid: number): boolean {
  const scope = scopeOf(user, "course.write");
  if (scope === "all") return true;
  return scope === "school" && user.universityId !== null && user.universityId === ipedsid;
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
  const scope = scopeOf(user, "course.read");
  if (scope === "all") return requested ?? null;
  if (scope === "school") return user.universityId ?? -1;
  return -1;
}
