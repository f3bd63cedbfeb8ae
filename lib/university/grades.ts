import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { assignmentGrades, courseEnrolments, universityCourseSessions, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { recordAudit } from "@/lib/audit/record";
import { AppError } from "@/lib/http/errors";
import { getAssignment, listAssignments, type TAssignment } from "./assignments";
import { getCourse, type TCourse } from "./courses";
import { listEnrolments, type TEnrolment } from "./enrol";
import { sessionHours, type TStudentHours } from "./progress";
import { sessionToTeach } from "./sessions-access";
import type { TSessionRow } from "./sessions";
import { gradeTotals, pointsOfLevel } from "./sessions-rules";
import { ZGradeInput } from "./sessions-schemas";

// Grades ("grades each assignment on the rubric's levels; the student sees their grades").
// A grade is one student's level (1-5) on one assignment of the session's course, with the points of
// that level on the assignment AT GRADING TIME (a later change of the assignment's points keeps the
// grades given), an optional comment, who graded and when. Level 5 is extra credit, beyond level 4 (lib/university/sessions-rules.ts).

export type TGrade = { assignmentId: number; studentId: number; level: number; points: number; comment: string; gradedAt: Date };

export type TGradebookStudent = TEnrolment & { grades: TGrade[]; totals: { points: number; possible: number; graded: number }; hours: TStudentHours["analysis"] };

export type TGradebook = { session: TSessionRow; course: TCourse; assignments: TAssignment[]; faculty: TEnrolment[]; students: TGradebookStudent[] };

const gradeColumns = {
  assignmentId: assignmentGrades.assignmentId,
  studentId: assignmentGrades.studentId,
  level: assignmentGrades.level,
  points: assignmentGrades.points,
  comment: assignmentGrades.comment,
  gradedAt: assignmentGrades.gradedAt,
};

/** The session's students with their grades, totals and hours (for the faculty enrolled in it, and administrators). */
export async function gradebook(db: TDbOrTx, actor: TActor, sessionId: number): Promise<TGradebook> {
  const { user } = actor;
  const { session, course } = await sessionToTeach(db, user, sessionId);
  const [assignments, people, grades] = await Promise.all([
    listAssignments(db, course.id),
    listEnrolments(db, session.id),
    db.select(gradeColumns).from(assignmentGrades).where(eq(assignmentGrades.sessionId, session.id)),
  ]);
  const enrolledStudents = people.filter((p) => p.role === ROLE.universityStudent);
  const hours = new Map(
    (
      await sessionHours(
        db,
        session,
        enrolledStudents.map((s) => s.userId),
      )
    ).map((h) => [h.userId, h.analysis]),
  );
  const students = enrolledStudents.map((s) => {
    const own = grades.filter((g) => g.studentId === s.userId);
    return { ...s, grades: own, totals: gradeTotals(assignments, own), hours: hours.get(s.userId)! };
  });
  return { session, course, assignments, faculty: people.filter((p) => p.role === ROLE.universityFaculty), students };
}

/**
 * Grades a student on an assignment (a second grade replaces the first). The faculty enrolled in the
 * session and administrators only; the assignment must be one of the session's course and the student
 * enrolled in the session as a graduate student. Audited.
 */
export async function saveGrade(db: TDb, actor: TActor, input: unknown, now: Date): Promise<TGrade> {
  const v = ZGradeInput.parse(input);
  const { session } = await sessionToTeach(db, actor.user, v.sessionId);
  const assignment = await getAssignment(db, v.assignmentId);
  if (!assignment || assignment.courseId !== session.courseId) throw new AppError("grade_assignment", "This assignment is not one of the session's course.", 422, "assignmentId");
  const [enrolment] = await db
    .select({ role: courseEnrolments.role })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.sessionId, session.id), eq(courseEnrolments.userId, v.studentId)))
    .limit(1);
  if (enrolment?.role !== ROLE.universityStudent) throw new AppError("grade_not_student", "Only the graduate students enrolled in this session are graded.", 422, "studentId");
  const values = {
    assignmentId: assignment.id,
    sessionId: session.id,
    studentId: v.studentId,
    level: v.level,
    points: pointsOfLevel(assignment, v.level),
    comment: v.comment,
    gradedBy: actor.user.id,
    gradedAt: now,
  };
  return db.transaction(async (tx) => {
    const where = and(eq(assignmentGrades.assignmentId, assignment.id), eq(assignmentGrades.sessionId, session.id), eq(assignmentGrades.studentId, v.studentId));
    const [before] = await tx.select().from(assignmentGrades).where(where).for("update");
    const [row] = await tx
      .insert(assignmentGrades)
      .values(values)
      .onConflictDoUpdate({
        target: [assignmentGrades.assignmentId, assignmentGrades.sessionId, assignmentGrades.studentId],
        set: { level: values.level, points: values.points, comment: values.comment, gradedBy: values.gradedBy, gradedAt: values.gradedAt },
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: before ? "update" : "create",
      entity: "assignment_grade",
      entityId: `${assignment.id}:${session.id}:${v.studentId}`,
      before: before ?? null,
      after: row,
      now,
    });
    return { assignmentId: row.assignmentId, studentId: row.studentId, level: row.level, points: row.points, comment: row.comment, gradedAt: row.gradedAt };
  });
}

export type TStudentCourse = {
  session: TSessionRow;
  course: TCourse;
  faculty: TEnrolment[];
  assignments: TAssignment[];
  grades: TGrade[];
  totals: { points: number; possible: number; graded: number };
  hours: TStudentHours["analysis"];
};

/** A graduate student's own sessions (latest first), each with the course, ITS OWN grades only, totals and hours in the session's dates. */
export async function studentCourses(db: TDbOrTx, student: Pick<TUserRow, "id">): Promise<TStudentCourse[]> {
  const sessions = await db
    .select({ session: universityCourseSessions })
    .from(courseEnrolments)
    .innerJoin(universityCourseSessions, eq(universityCourseSessions.id, courseEnrolments.sessionId))
    .where(and(eq(courseEnrolments.userId, student.id), eq(courseEnrolments.role, ROLE.universityStudent)))
    .orderBy(asc(universityCourseSessions.startDate), asc(universityCourseSessions.id));
  sessions.reverse();
  const ids = sessions.map((s) => s.session.id);
  const grades = ids.length
    ? await db
        .select({ ...gradeColumns, sessionId: assignmentGrades.sessionId })
        .from(assignmentGrades)
        .where(and(eq(assignmentGrades.studentId, student.id), inArray(assignmentGrades.sessionId, ids)))
    : [];
  const out: TStudentCourse[] = [];
  for (const { session } of sessions) {
    const course = await getCourse(db, session.courseId);
    if (!course) continue;
    const assignments = await listAssignments(db, course.id);
    const own = grades.filter((g) => g.sessionId === session.id).map(({ sessionId: _s, ...g }) => g);
    const faculty = (await listEnrolments(db, session.id)).filter((p) => p.role === ROLE.universityFaculty);
    const [hours] = await sessionHours(db, session, [student.id]);
    out.push({ session, course, faculty, assignments, grades: own, totals: gradeTotals(assignments, own), hours: hours.analysis });
  }
  return out;
}
