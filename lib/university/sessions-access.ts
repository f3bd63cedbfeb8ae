import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { courseEnrolments, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { forbidden, notFound } from "@/lib/http/errors";
import { assertMayManageUniversity } from "./access";
import { getCourse, type TCourse } from "./courses";
import { getSessionRow, type TSessionRow } from "./sessions-row";

// Who reaches a session:
// - its course and the session itself (edit, enrolments): administrators, and faculty of the
//   course's university (lib/university/access.ts); another university's session answers 404;
// - its students' hours and grades: administrators, and the faculty enrolled in THIS session as
//   faculty ("Faculty see only their own sessions' students"); a colleague of the same university
//   who does not teach the session is refused (403).

type TUser = Pick<TUserRow, "id" | "roleId" | "universityId">;

/** The course, when the user may manage its university's courses; else 404. */
export async function courseFor(db: TDbOrTx, user: TUser, courseId: number): Promise<TCourse> {
  const course = await getCourse(db, courseId);
  if (!course) throw notFound("This course does not exist.");
  assertMayManageUniversity(user, course.ipedsid);
  return course;
}

/** The session and its course, when the user may manage its university's courses; else 404. */
export async function sessionFor(db: TDbOrTx, user: TUser, sessionId: number): Promise<{ session: TSessionRow; course: TCourse }> {
  const session = await getSessionRow(db, sessionId);
  if (!session) throw notFound("This session does not exist.");
  assertMayManageUniversity(user, session.ipedsid, "This session does not exist.");
  const course = await getCourse(db, session.courseId);
  if (!course) throw notFound("This session does not exist.");
  return { session, course };
}

/** May the user read the students' hours and grades of the session and grade them? */
export async function mayTeachSession(db: TDbOrTx, user: TUser, sessionId: number): Promise<boolean> {
  if (user.roleId === ROLE.admin) return true;
  if (user.roleId !== ROLE.universityFaculty) return false;
  const [row] = await db
    .select({ role: courseEnrolments.role })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.sessionId, sessionId), eq(courseEnrolments.userId, user.id), eq(courseEnrolments.role, ROLE.universityFaculty)))
    .limit(1);
  return Boolean(row);
}

/** The session for its teacher: 404 outside the user's university, 403 for faculty not enrolled in it as faculty. */
export async function sessionToTeach(db: TDbOrTx, user: TUser, sessionId: number): Promise<{ session: TSessionRow; course: TCourse }> {
  const found = await sessionFor(db, user, sessionId);
  if (!(await mayTeachSession(db, user, sessionId))) throw forbidden("Only the faculty enrolled in this session read and grade its students.");
  return found;
}
