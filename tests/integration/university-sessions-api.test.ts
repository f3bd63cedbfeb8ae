import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { assignmentGrades, auditLog, courseEnrolments, events, universityCourseAssignments, universityCourses, universityCourseSessions, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/universityCoursesSession/route";
import { GET as oneRoute } from "@/app/api/v1/universityCoursesSession/[id]/route";
import { POST as updateRoute } from "@/app/api/v1/universityCoursesSession/updateItem/route";
import { GET as enrolListRoute, POST as enrolRoute } from "@/app/api/v1/courseEnrolment/route";
import { DELETE as unenrolRoute } from "@/app/api/v1/courseEnrolment/[sessionId]/[userId]/route";
import { GET as candidatesRoute } from "@/app/api/v1/courseEnrolment/candidates/route";
import { GET as gradebookRoute, POST as gradeRoute } from "@/app/api/v1/assignmentGrade/route";
import { GET as mineRoute } from "@/app/api/v1/assignmentGrade/mine/route";
import { mayOpenPath } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { DEMO_UNIVERSITY_IPEDSID } from "@/db/seed/data/universities";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Course sessions, enrolment, grading, the faculty's and the student's views.
const OTHER_UNIVERSITY = 134130;

type TJson = Record<string, unknown>;

describe.each(DRIVERS)("university course sessions (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    expect(tokens[username], username).toBeTruthy();
    return tokens[username];
  };
  const ids: Record<string, number> = {};
  let courseId = 0;
  let otherCourseId = 0;
  let sessionId = 0;
  let otherSessionId = 0;
  let a1 = 0;
  let a2 = 0;
  let foreignAssignment = 0;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    const db = conn.db;
    const [faculty] = await db.select().from(users).where(eq(users.username, "faculty"));
    const clone = (username: string, roleId: number, universityId: number | null) => {
      const { id: _id, ...rest } = faculty;
      return { ...rest, username, email: `${username}@example.edu`, roleId, universityId, firstName: username, lastName: "Test" };
    };
    await db
      .insert(users)
      .values([
        clone("faculty2", ROLE.universityFaculty, DEMO_UNIVERSITY_IPEDSID),
        clone("otherfaculty", ROLE.universityFaculty, OTHER_UNIVERSITY),
        clone("otherstudent", ROLE.universityStudent, OTHER_UNIVERSITY),
        clone("gradstudent2", ROLE.universityStudent, DEMO_UNIVERSITY_IPEDSID),
      ]);
    for (const u of await db.select({ id: users.id, username: users.username }).from(users)) ids[u.username] = u.id;
    [{ id: courseId }] = await db.insert(universityCourses).values({ ipedsid: DEMO_UNIVERSITY_IPEDSID, courseCode: "TEST 6800", name: "Practicum test" }).returning();
    [{ id: otherCourseId }] = await db.insert(universityCourses).values({ ipedsid: OTHER_UNIVERSITY, courseCode: "TEST 7000", name: "Other practicum" }).returning();
    [{ id: a1 }, { id: a2 }] = await db
      .insert(universityCourseAssignments)
      .values([
        { courseId, ipedsid: DEMO_UNIVERSITY_IPEDSID, name: "Case study", sort: 1 },
        { courseId, ipedsid: DEMO_UNIVERSITY_IPEDSID, name: "Reflection log", sort: 2, l5Points: 5 },
      ])
      .returning();
    [{ id: foreignAssignment }] = await db.insert(universityCourseAssignments).values({ courseId: otherCourseId, ipedsid: OTHER_UNIVERSITY, name: "Other" }).returning();
    [{ id: otherSessionId }] = await db
      .insert(universityCourseSessions)
      .values({ courseId: otherCourseId, ipedsid: OTHER_UNIVERSITY, name: "Other", startDate: "2031-09-01", endDate: "2031-12-15" })
      .returning();
  });
  afterAll(async () => conn.close());

  it("the session pages open to administrators and faculty; /app/myCourses to graduate students only", () => {
    for (const role of [ROLE.admin, ROLE.universityFaculty]) {
      expect(mayOpenPath(role, "/app/universityCoursesSession/3")).toBe(true);
      expect(mayOpenPath(role, "/app/universityCoursesSession-create/new/3")).toBe(true);
    }
    for (const role of [ROLE.user, ROLE.manager, ROLE.director, ROLE.universityStudent]) expect(mayOpenPath(role, "/app/universityCoursesSession-create/edit/3")).toBe(false);
    expect(mayOpenPath(ROLE.universityStudent, "/app/myCourses")).toBe(true);
    for (const role of [ROLE.user, ROLE.admin, ROLE.universityFaculty]) expect(mayOpenPath(role, "/app/myCourses")).toBe(false);
  });

  it("POST /api/v1/universityCoursesSession with query params creates a session; the faculty creator is enrolled as its faculty; audited", async () => {
    const path = `/api/v1/universityCoursesSession?universityCourseID=${courseId}&IPEDSID=${DEMO_UNIVERSITY_IPEDSID}&name=Fall%202026&startDate=2031-09-01&endDate=2031-12-15`;
    const res = await call(createRoute, { method: "POST", path, token: await tokenOf("faculty") });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ courseId, ipedsid: DEMO_UNIVERSITY_IPEDSID, name: "Fall 2026", startDate: "2031-09-01", endDate: "2031-12-15" });
    expect(res.json.message).toBe("Created.");
    sessionId = (res.json.data as { id: number }).id;
    const enrolled = await conn.db.select().from(courseEnrolments).where(eq(courseEnrolments.sessionId, sessionId));
    expect(enrolled).toEqual([expect.objectContaining({ userId: ids.faculty, role: ROLE.universityFaculty })]);
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "university_course_session"), eq(auditLog.entityId, String(sessionId))));
    expect(audit).toMatchObject({ action: "create", actorId: ids.faculty });
  });

  it("'0000-00-00' is treated as today (in the user's time zone); a JSON body is read too", async () => {
    const [admin] = await conn.db.select().from(users).where(eq(users.id, ids.admin));
    const res = await call(createRoute, { token: await tokenOf("admin"), body: { courseID: courseId, startDate: "0000-00-00", endDate: "0000-00-00" } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const today = todayIn(safeTimeZone(admin.timezone), new Date());
    expect(res.json.data).toMatchObject({ startDate: today, endDate: today });
    // The admin creating a session is not enrolled in it.
    expect(
      await conn.db
        .select()
        .from(courseEnrolments)
        .where(eq(courseEnrolments.sessionId, (res.json.data as { id: number }).id)),
    ).toEqual([]);
  });

  it("bad input: a session ending before it starts, a date that is not real, an unknown course, no course, a course of another university than the IPEDSID", async () => {
    const token = await tokenOf("faculty");
    const before = await call(createRoute, { token, body: { universityCourseID: courseId, startDate: "2031-09-10", endDate: "2031-09-09" } });
    expect(before.status).toBe(422);
    expect(before.json.error).toEqual([expect.objectContaining({ field: "endDate", message: "The session cannot end before it starts." })]);
    const notReal = await call(createRoute, { token, body: { universityCourseID: courseId, startDate: "2031-02-30", endDate: "2031-03-01" } });
    expect(notReal.status).toBe(422);
    expect(notReal.json.error?.map((e) => e.field)).toEqual(["startDate"]);
    expect((await call(createRoute, { token, body: { universityCourseID: 999999, startDate: "2031-09-01", endDate: "2031-09-02" } })).status).toBe(404);
    const none = await call(createRoute, { token, body: { startDate: "2031-09-01" } });
    expect(none.status).toBe(422);
    expect(none.json.error?.[0]).toMatchObject({ field: "universityCourseID" });
    const mismatch = await call(createRoute, { token: await tokenOf("admin"), body: { universityCourseID: courseId, IPEDSID: OTHER_UNIVERSITY } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.error?.[0]).toMatchObject({ code: "course_university_mismatch", field: "IPEDSID" });
    const control = await call(createRoute, { token, body: { universityCourseID: courseId, name: "Fall\u0007" } });
    expect(control.status).toBe(422);
    expect(control.json.error?.[0]).toMatchObject({ field: "name" });
  });

  it("roles: counselor, manager, visitor and graduate student are refused; faculty of another university get 404", async () => {
    const body = { universityCourseID: courseId, startDate: "2031-09-01", endDate: "2031-09-02" };
    for (const u of ["counselor", "manager", "director", "gradstudent"]) expect((await call(createRoute, { token: await tokenOf(u), body })).status, u).toBe(403);
    expect((await call(createRoute, { body })).status).toBe(401);
    expect((await call(createRoute, { token: await tokenOf("otherfaculty"), body })).status).toBe(404);
    expect((await call(oneRoute, { token: await tokenOf("otherfaculty"), params: { id: String(sessionId) } })).status).toBe(404);
    expect((await call(updateRoute, { token: await tokenOf("otherfaculty"), body: { id: sessionId, startDate: "2031-09-01", endDate: "2031-09-02" } })).status).toBe(404);
    expect((await call(listRoute, { token: await tokenOf("otherfaculty"), path: `/api/v1/universityCoursesSession?universityCourseID=${courseId}` })).status).toBe(404);
    expect((await call(oneRoute, { token: await tokenOf("faculty"), params: { id: String(otherSessionId) } })).status).toBe(404);
    expect((await call(oneRoute, { token: await tokenOf("counselor"), params: { id: String(sessionId) } })).status).toBe(403);
  });

  it("POST /api/v1/universityCoursesSession/updateItem saves the name and dates (query params or body); end before start refused; GET reads it back", async () => {
    const token = await tokenOf("faculty2");
    const res = await call(updateRoute, { method: "POST", token, path: `/api/v1/universityCoursesSession/updateItem?id=${sessionId}&name=Fall%202026%20A&startDate=2031-09-01&endDate=2031-12-15` });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ name: "Fall 2026 A", startDate: "2031-09-01", endDate: "2031-12-15" });
    const bad = await call(updateRoute, { token, body: { id: sessionId, startDate: "2031-12-16", endDate: "2031-12-15" } });
    expect(bad.status).toBe(422);
    expect(bad.json.error?.[0]).toMatchObject({ field: "endDate" });
    expect((await call(updateRoute, { token, body: { id: 999999 } })).status).toBe(404);
    expect((await call(updateRoute, { token, body: { id: "x" } })).status).toBe(422);
    const one = await call(oneRoute, { token, params: { id: String(sessionId) } });
    expect(one.json.data).toMatchObject({ id: sessionId, name: "Fall 2026 A", courseID: courseId, IPEDSID: DEMO_UNIVERSITY_IPEDSID });
    const list = await call(listRoute, { token, path: `/api/v1/universityCoursesSession?universityCourseID=${courseId}` });
    expect((list.json.data as TJson[]).find((s) => s.id === sessionId)).toMatchObject({ students: 0, faculty: 1 });
  });

  it("enrolment: graduate students and faculty of the course's university; another university's user, a counselor, a duplicate are clear errors; audited", async () => {
    const token = await tokenOf("faculty");
    const candidates = await call(candidatesRoute, { token, path: `/api/v1/courseEnrolment/candidates?sessionId=${sessionId}&q=gina` });
    expect((candidates.json.data as TJson[]).map((c) => c.userId)).toEqual([ids.gradstudent]);
    const all = await call(candidatesRoute, { token, path: `/api/v1/courseEnrolment/candidates?sessionId=${sessionId}` });
    const found = (all.json.data as TJson[]).map((c) => c.userId);
    expect(found).toEqual(expect.arrayContaining([ids.gradstudent, ids.gradstudent2, ids.faculty2]));
    expect(found).not.toContain(ids.faculty);
    expect(found).not.toContain(ids.otherstudent);
    expect(found).not.toContain(ids.counselor);

    const ok = await call(enrolRoute, { token, body: { sessionId, userId: ids.gradstudent } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ userId: ids.gradstudent, role: ROLE.universityStudent });
    expect((await call(enrolRoute, { token, body: { sessionId, userId: ids.gradstudent2 } })).status).toBe(200);
    const twice = await call(enrolRoute, { token, body: { sessionId, userId: ids.gradstudent } });
    expect(twice.status).toBe(409);
    expect(twice.json.error?.[0]).toMatchObject({ code: "already_enrolled", field: "userId" });
    const counselor = await call(enrolRoute, { token, body: { sessionId, userId: ids.counselor } });
    expect(counselor.status).toBe(422);
    expect(counselor.json.error?.[0]).toMatchObject({ code: "enrol_role", field: "userId" });
    const other = await call(enrolRoute, { token, body: { sessionId, userId: ids.otherstudent } });
    expect(other.status).toBe(422);
    expect(other.json.error?.[0]).toMatchObject({ code: "enrol_university" });
    expect((await call(enrolRoute, { token, body: { sessionId, userId: 99999999 } })).status).toBe(404);
    expect((await call(enrolRoute, { token, body: { sessionId: "abc", userId: ids.gradstudent } })).status).toBe(422);
    for (const u of ["counselor", "manager", "gradstudent"]) expect((await call(enrolRoute, { token: await tokenOf(u), body: { sessionId, userId: ids.gradstudent2 } })).status, u).toBe(403);
    expect((await call(enrolRoute, { token: await tokenOf("otherfaculty"), body: { sessionId, userId: ids.otherstudent } })).status).toBe(404);
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "course_enrolment"), eq(auditLog.entityId, `${sessionId}:${ids.gradstudent}`)));
    expect(audit).toMatchObject({ action: "create", actorId: ids.faculty });
    const people = await call(enrolListRoute, { token, path: `/api/v1/courseEnrolment?sessionId=${sessionId}` });
    expect((people.json.data as TJson[]).map((p) => p.userId)).toEqual([ids.faculty, ids.gradstudent, ids.gradstudent2]);
  });

  it("removing an enrolment (DELETE /api/v1/courseEnrolment/{sessionId}/{userId}) is audited; an unknown one is 404", async () => {
    const token = await tokenOf("admin");
    const res = await call(unenrolRoute, { method: "DELETE", token, params: { sessionId: String(sessionId), userId: String(ids.gradstudent2) } });
    expect(res.status).toBe(200);
    expect((await call(unenrolRoute, { method: "DELETE", token, params: { sessionId: String(sessionId), userId: String(ids.gradstudent2) } })).status).toBe(404);
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "course_enrolment"), eq(auditLog.action, "delete")));
    expect(audit).toMatchObject({ entityId: `${sessionId}:${ids.gradstudent2}` });
    expect((await call(unenrolRoute, { method: "DELETE", token: await tokenOf("gradstudent"), params: { sessionId: String(sessionId), userId: String(ids.gradstudent) } })).status).toBe(403);
  });

  it("grading: the session's faculty grade an enrolled student; the grade stores the level's points at grading time; audited", async () => {
    const token = await tokenOf("faculty");
    const res = await call(gradeRoute, { token, body: { sessionId, assignmentId: a1, studentId: ids.gradstudent, level: 3, comment: "Solid case conceptualisation." } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ level: 3, points: 23, comment: "Solid case conceptualisation." });
    // The assignment's points change later: the grade keeps the points it was given with.
    await conn.db.update(universityCourseAssignments).set({ l3Points: 30 }).where(eq(universityCourseAssignments.id, a1));
    const [stored] = await conn.db.select().from(assignmentGrades).where(eq(assignmentGrades.assignmentId, a1));
    expect(stored).toMatchObject({ level: 3, points: 23, gradedBy: ids.faculty });
    // Level 5 (extra credit, beyond level 4) earns the L5 points.
    const extra = await call(gradeRoute, { token, body: { sessionId, assignmentId: a2, studentId: ids.gradstudent, level: "5" } });
    expect(extra.json.data).toMatchObject({ level: 5, points: 5 });
    // A second grade replaces the first (audited as an update).
    const again = await call(gradeRoute, { token, body: { sessionId, assignmentId: a2, studentId: ids.gradstudent, level: 4 } });
    expect(again.json.data).toMatchObject({ level: 4, points: 25 });
    const audits = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "assignment_grade"), eq(auditLog.entityId, `${a2}:${sessionId}:${ids.gradstudent}`)));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "update"]);
  });

  it("grading bad input: level 6, a student not enrolled as a student, an assignment of another course", async () => {
    const token = await tokenOf("faculty");
    const six = await call(gradeRoute, { token, body: { sessionId, assignmentId: a1, studentId: ids.gradstudent, level: 6 } });
    expect(six.status).toBe(422);
    expect(six.json.error?.[0]).toMatchObject({ field: "level" });
    expect((await call(gradeRoute, { token, body: { sessionId, assignmentId: a1, studentId: ids.gradstudent, level: "three" } })).status).toBe(422);
    const notEnrolled = await call(gradeRoute, { token, body: { sessionId, assignmentId: a1, studentId: ids.gradstudent2, level: 2 } });
    expect(notEnrolled.status).toBe(422);
    expect(notEnrolled.json.error?.[0]).toMatchObject({ code: "grade_not_student", field: "studentId" });
    const faculty = await call(gradeRoute, { token, body: { sessionId, assignmentId: a1, studentId: ids.faculty, level: 2 } });
    expect(faculty.json.error?.[0]).toMatchObject({ code: "grade_not_student" });
    const foreign = await call(gradeRoute, { token, body: { sessionId, assignmentId: foreignAssignment, studentId: ids.gradstudent, level: 2 } });
    expect(foreign.status).toBe(422);
    expect(foreign.json.error?.[0]).toMatchObject({ code: "grade_assignment", field: "assignmentId" });
  });

  it("faculty see only their own sessions' students: a colleague of the same university not enrolled is refused (403), another university 404, students and counselors 403", async () => {
    const body = { sessionId, assignmentId: a1, studentId: ids.gradstudent, level: 1 };
    const colleague = await call(gradeRoute, { token: await tokenOf("faculty2"), body });
    expect(colleague.status).toBe(403);
    expect((await call(gradebookRoute, { token: await tokenOf("faculty2"), path: `/api/v1/assignmentGrade?sessionId=${sessionId}` })).status).toBe(403);
    expect((await call(gradeRoute, { token: await tokenOf("otherfaculty"), body })).status).toBe(404);
    expect((await call(gradebookRoute, { token: await tokenOf("otherfaculty"), path: `/api/v1/assignmentGrade?sessionId=${sessionId}` })).status).toBe(404);
    for (const u of ["gradstudent", "counselor", "manager"]) {
      expect((await call(gradeRoute, { token: await tokenOf(u), body })).status, u).toBe(403);
      expect((await call(gradebookRoute, { token: await tokenOf(u), path: `/api/v1/assignmentGrade?sessionId=${sessionId}` })).status, u).toBe(403);
    }
    // Once enrolled as faculty of the session, the colleague grades too; the administrator always may.
    expect((await call(enrolRoute, { token: await tokenOf("faculty"), body: { sessionId, userId: ids.faculty2 } })).status).toBe(200);
    expect((await call(gradeRoute, { token: await tokenOf("faculty2"), body: { ...body, level: 2 } })).status).toBe(200);
    expect((await call(gradeRoute, { token: await tokenOf("admin"), body: { ...body, level: 3 } })).status).toBe(200);
  });

  it("the faculty's view: each student's hours by ASCA category counted only within the session's dates, grades and totals", async () => {
    await conn.db.insert(events).values([
      { userId: ids.gradstudent, title: "Inside", status: "done", date: "2031-10-05", time: "09:00:00", durationMinutes: 90, categoryId: 1 },
      { userId: ids.gradstudent, title: "Inside too", status: "done", date: "2031-12-15", time: "10:00:00", durationMinutes: 30, categoryId: 1 },
      { userId: ids.gradstudent, title: "Before", status: "done", date: "2031-08-31", time: "09:00:00", durationMinutes: 600, categoryId: 1 },
      { userId: ids.gradstudent, title: "After", status: "done", date: "2031-12-16", time: "09:00:00", durationMinutes: 600, categoryId: 1 },
    ]);
    const res = await call(gradebookRoute, { token: await tokenOf("faculty"), path: `/api/v1/assignmentGrade?sessionId=${sessionId}` });
    expect(res.status).toBe(200);
    const data = res.json.data as {
      assignments: TJson[];
      students: { userId: number; hours: { totalMinutes: number; categories: { id: number; minutes: number }[] }; totals: TJson; grades: TJson[] }[];
    };
    expect(data.assignments.map((a) => a.id)).toEqual([a1, a2]);
    expect(data.students.map((s) => s.userId)).toEqual([ids.gradstudent]);
    const [gina] = data.students;
    expect(gina.hours.totalMinutes).toBe(120);
    expect(gina.hours.categories).toEqual([expect.objectContaining({ id: 1, minutes: 120 })]);
    // a1 regraded at level 3 by the administrator after its L3 points became 30 (30), a2 at level 4 (25): 55 of 30 + 25 possible.
    expect(gina.totals).toEqual({ points: 55, possible: 55, graded: 2 });
    expect(gina.grades).toEqual(expect.arrayContaining([expect.objectContaining({ assignmentId: a1, level: 3, points: 30 }), expect.objectContaining({ assignmentId: a2, level: 4, points: 25 })]));
  });

  it("the student's view (GET /api/v1/assignmentGrade/mine): their own sessions and grades only, with hours in the session's dates", async () => {
    // Another student of another session has a grade: never shown to Gina.
    await conn.db.insert(courseEnrolments).values({ sessionId: otherSessionId, userId: ids.otherstudent, role: ROLE.universityStudent });
    await conn.db.insert(assignmentGrades).values({ assignmentId: foreignAssignment, sessionId: otherSessionId, studentId: ids.otherstudent, level: 4, points: 25 });
    await conn.db.insert(courseEnrolments).values({ sessionId, userId: ids.gradstudent2, role: ROLE.universityStudent });
    await conn.db.insert(assignmentGrades).values({ assignmentId: a1, sessionId, studentId: ids.gradstudent2, level: 1, points: 0, comment: "Private to student 2" });
    const res = await call(mineRoute, { token: await tokenOf("gradstudent") });
    expect(res.status).toBe(200);
    const mine = res.json.data as { session: TJson; grades: { studentId: number; comment: string }[]; hours: { totalMinutes: number } }[];
    // The test session and the demo's current session (db seed), never the other university's.
    const ids_ = mine.map((m) => m.session.id);
    expect(ids_).toContain(sessionId);
    expect(ids_).not.toContain(otherSessionId);
    expect(mine.every((m) => m.grades.every((g) => g.studentId === ids.gradstudent))).toBe(true);
    expect(JSON.stringify(mine)).not.toContain("Private to student 2");
    expect(mine.find((m) => m.session.id === sessionId)?.hours.totalMinutes).toBe(120);
    for (const u of ["faculty", "admin", "counselor"]) expect((await call(mineRoute, { token: await tokenOf(u) })).status, u).toBe(403);
    // A student reading the session's gradebook is refused.
    expect((await call(gradebookRoute, { token: await tokenOf("gradstudent2"), path: `/api/v1/assignmentGrade?sessionId=${sessionId}` })).status).toBe(403);
  });
});

describe.each(DRIVERS)("the demo's current session (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("the seed enrols faculty and gradstudent in a current session of COUN 6800 with one graded assignment and hours inside it", async () => {
    const gradstudent = (await call(loginRoute, { body: { username: "gradstudent", password: "demo-pass-2026" } })).json.token as string;
    const res = await call(mineRoute, { token: gradstudent });
    const mine = res.json.data as {
      course: { courseCode: string };
      session: { startDate: string; endDate: string };
      faculty: { username: string }[];
      grades: { level: number; points: number }[];
      hours: { totalMinutes: number };
    }[];
    expect(mine).toHaveLength(1);
    expect(mine[0].course.courseCode).toBe("COUN 6800");
    expect(mine[0].faculty.map((f) => f.username)).toEqual(["faculty"]);
    expect(mine[0].grades).toEqual([expect.objectContaining({ level: 3, points: 23 })]);
    expect(mine[0].hours.totalMinutes).toBe(135);
    const today = new Date().toISOString().slice(0, 10);
    expect(mine[0].session.startDate < today && mine[0].session.endDate > today).toBe(true);
  });
});
