import { and, asc, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import * as s from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { DEMO_UNIVERSITY_IPEDSID } from "@/db/seed/data/universities";
import { addDaysIso, safeTimeZone, todayIn } from "@/lib/users/rules";
import { pointsOfLevel } from "./sessions-rules";

// Demo sessions (after the demo university's courses, db/seed/demo-university.ts): a current
// session of the first demo course (six weeks in, ten to go) with the `faculty` and `gradstudent`
// accounts enrolled, the first assignment graded, and a few hours the student logged in it, so the
// faculty's session page and the student's /app/myCourses show real figures. Idempotent.

const LOGGED = [
  { offset: -20, time: "09:00:00", minutes: 60, categoryId: 1, title: "Classroom lesson: study skills (observed)" },
  { offset: -13, time: "10:30:00", minutes: 45, categoryId: 3, title: "Individual counseling session (supervised)" },
  { offset: -6, time: "13:00:00", minutes: 30, categoryId: 4, title: "Consultation with a teacher" },
] as const;

export async function seedDemoSessions(tx: TDbOrTx, now: Date): Promise<void> {
  const people = await tx.select({ id: s.users.id, username: s.users.username, timezone: s.users.timezone }).from(s.users).where(eq(s.users.universityId, DEMO_UNIVERSITY_IPEDSID));
  const faculty = people.find((p) => p.username === "faculty");
  const student = people.find((p) => p.username === "gradstudent");
  if (!faculty || !student) return;
  const [course] = await tx
    .select()
    .from(s.universityCourses)
    .where(and(eq(s.universityCourses.ipedsid, DEMO_UNIVERSITY_IPEDSID), eq(s.universityCourses.courseCode, "COUN 6800")))
    .limit(1);
  if (!course) return;
  const [existing] = await tx.select({ id: s.universityCourseSessions.id }).from(s.universityCourseSessions).where(eq(s.universityCourseSessions.courseId, course.id)).limit(1);
  if (existing) return;
  const today = todayIn(safeTimeZone(student.timezone), now);
  const [session] = await tx
    .insert(s.universityCourseSessions)
    .values({ courseId: course.id, ipedsid: course.ipedsid, name: "Current term, section 1", startDate: addDaysIso(today, -42), endDate: addDaysIso(today, 70), createdAt: now, updatedAt: now })
    .returning();
  await tx.insert(s.courseEnrolments).values([
    { sessionId: session.id, userId: faculty.id, role: ROLE.universityFaculty, createdAt: now },
    { sessionId: session.id, userId: student.id, role: ROLE.universityStudent, createdAt: now },
  ]);
  const [first] = await tx
    .select()
    .from(s.universityCourseAssignments)
    .where(eq(s.universityCourseAssignments.courseId, course.id))
    .orderBy(asc(s.universityCourseAssignments.sort), asc(s.universityCourseAssignments.id))
    .limit(1);
  if (first) {
    await tx.insert(s.assignmentGrades).values({
      assignmentId: first.id,
      sessionId: session.id,
      studentId: student.id,
      level: 3,
      points: pointsOfLevel(first, 3),
      comment: "Complete log with clear categories; add the students served.",
      gradedBy: faculty.id,
      gradedAt: now,
    });
  }
  await tx
    .insert(s.events)
    .values(
      LOGGED.map((e) => ({ userId: student.id, title: e.title, date: addDaysIso(today, e.offset), time: e.time, durationMinutes: e.minutes, categoryId: e.categoryId, status: "done" as const })),
    );
}
