import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, courseEnrolments, universities, universityCourses, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listUniversitiesRoute, POST as saveUniversityRoute } from "@/app/api/v1/university/route";
import { GET as listCoursesRoute, POST as saveCourseRoute } from "@/app/api/v1/universityCourse/route";
import { GET as oneCourseRoute } from "@/app/api/v1/universityCourse/[id]/route";
import { GET as lastUpdatedRoute } from "@/app/api/v1/universityCourse/lastUpdatedIPEDSID/route";
import { GET as byCodeRoute } from "@/app/api/v1/universityCourse/byCourseIDAndIPEDSID/route";
import { GET as listAssignmentsRoute, POST as createAssignmentRoute } from "@/app/api/v1/universityCourseAssignment/route";
import { GET as oneAssignmentRoute } from "@/app/api/v1/universityCourseAssignment/[id]/route";
import { POST as updateAssignmentRoute } from "@/app/api/v1/universityCourseAssignment/updateItem/route";
import { POST as saveRubricRoute } from "@/app/api/v1/universityRubric/route";
import { POST as findRubricRoute } from "@/app/api/v1/universityRubric/findByIPEDSID/route";
import { mayOpenPath } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";
import { listCollegeUsers } from "@/lib/university/college-users";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

const UCF = 132903; // the demo university (faculty, gradstudent)
const UF = 134130; // another seeded university

describe.each(DRIVERS)("university programme calls (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  let courseId = 0;
  let otherCourseId = 0;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    // A faculty member of another university: a copy of the demo faculty account at UF.
    const [faculty] = await conn.db.select().from(users).where(eq(users.username, "faculty"));
    const { id: _id, ...rest } = faculty;
    await conn.db.insert(users).values({ ...rest, username: "uffaculty", email: "faculty@ufl.edu", universityId: UF });
  });
  afterAll(async () => conn.close());

  it("areas: admins and faculty open the course pages; only admins /app/university and /app/conference_feedback", () => {
    for (const path of [
      "/app/universityCourses",
      "/app/universityCourse/new",
      "/app/universityRubric",
      "/app/usersUniversity",
      "/app/courseAssignments/132903/1",
      "/app/universityCourseAssignment/1",
    ]) {
      expect(mayOpenPath(ROLE.admin, path)).toBe(true);
      expect(mayOpenPath(ROLE.universityFaculty, path)).toBe(true);
      for (const role of [ROLE.user, ROLE.manager, ROLE.universityStudent]) expect(mayOpenPath(role, path)).toBe(false);
    }
    for (const path of ["/app/university", "/app/university/new", "/app/conference_feedback"]) {
      expect(mayOpenPath(ROLE.admin, path)).toBe(true);
      expect(mayOpenPath(ROLE.universityFaculty, path)).toBe(false);
    }
  });

  describe("universities", () => {
    it("GET /api/v1/university lists and searches by name, IPEDSID, state and zip (admins only)", async () => {
      const admin = await tokenOf("admin");
      const byName = await call(listUniversitiesRoute, { token: admin, path: "/api/v1/university?q=central" });
      expect(byName.status).toBe(200);
      expect((byName.json.data as { ipedsid: number }[]).map((u) => u.ipedsid)).toEqual([UCF]);
      const byId = await call(listUniversitiesRoute, { token: admin, path: "/api/v1/university?q=1341" });
      expect((byId.json.data as { ipedsid: number }[]).map((u) => u.ipedsid)).toEqual([UF]);
      const byState = await call(listUniversitiesRoute, { token: admin, path: "/api/v1/university?state=oh" });
      expect((byState.json.data as { state: string }[]).every((u) => u.state === "OH")).toBe(true);
      expect(byState.json.total).toBe(2);
      const byZip = await call(listUniversitiesRoute, { token: admin, path: "/api/v1/university?zip=326" });
      expect((byZip.json.data as { ipedsid: number }[]).map((u) => u.ipedsid)).toEqual([UF]);
      for (const username of ["counselor", "manager", "faculty", "gradstudent"]) {
        expect((await call(listUniversitiesRoute, { token: await tokenOf(username) })).status).toBe(403);
      }
      expect((await call(listUniversitiesRoute, {})).status).toBe(401);
    });

    it("POST /api/v1/university with IPEDSID 0 (the default) gets a local id from 9,000,000 up, audited; the next one 9,000,001", async () => {
      const admin = await tokenOf("admin");
      const first = await call(saveUniversityRoute, { token: admin, body: { name: "Northern Test College", city: "Duluth", state: "mn", zip: "55812", domain: "ntc.edu" } });
      expect(first.status).toBe(200);
      expect(first.json.data).toMatchObject({ ipedsid: 9_000_000, state: "MN", name: "Northern Test College" });
      const second = await call(saveUniversityRoute, { token: admin, body: { IPEDSID: 0, name: "Southern Test College", state: "TX", zip: "75001" } });
      expect(second.json.data).toMatchObject({ ipedsid: 9_000_001, domain: "" });
      const [audit] = await conn.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "university"), eq(auditLog.entityId, "9000000")));
      expect(audit).toMatchObject({ action: "create", before: null });
    });

    it("a real IPEDSID is kept; a taken one is 409; an update keeps the IPEDSID; bad input is 422; others 403", async () => {
      const admin = await tokenOf("admin");
      const created = await call(saveUniversityRoute, { token: admin, body: { IPEDSID: 228778, name: "The University of Texas at Austin", state: "TX", zip: "78712", domain: "utexas.edu" } });
      expect(created.json.data).toMatchObject({ ipedsid: 228778 });
      const taken = await call(saveUniversityRoute, { token: admin, body: { IPEDSID: 228778, name: "Again", state: "TX", zip: "78712" } });
      expect(taken.status).toBe(409);
      expect(taken.json.error?.[0]).toMatchObject({ code: "university_exists", field: "ipedsid" });
      const updated = await call(saveUniversityRoute, { token: admin, body: { originalIPEDSID: 228778, IPEDSID: 228778, name: "UT Austin", state: "TX", zip: "78712" } });
      expect(updated.status).toBe(200);
      expect(updated.json.data).toMatchObject({ ipedsid: 228778, name: "UT Austin" });
      const moved = await call(saveUniversityRoute, { token: admin, body: { originalIPEDSID: 228778, IPEDSID: 228779, name: "UT Austin", state: "TX", zip: "78712" } });
      expect(moved.status).toBe(422);
      const missing = await call(saveUniversityRoute, { token: admin, body: { originalIPEDSID: 111, name: "Nowhere", state: "TX", zip: "78712" } });
      expect(missing.status).toBe(404);
      const bad = await call(saveUniversityRoute, { token: admin, body: { IPEDSID: "abc", name: "", state: "Texas", zip: "7871", domain: "not a domain" } });
      expect(bad.status).toBe(422);
      expect(bad.json.error?.map((e) => e.field).sort()).toEqual(["domain", "ipedsid", "name", "state", "zip"]);
      expect((await call(saveUniversityRoute, { token: await tokenOf("faculty"), body: { name: "X", state: "TX", zip: "78712" } })).status).toBe(403);
      expect((await call(saveUniversityRoute, { token: await tokenOf("counselor"), body: { name: "X", state: "TX", zip: "78712" } })).status).toBe(403);
    });
  });

  describe("courses", () => {
    it("POST /api/v1/universityCourse: faculty create a course of their university; credits default to 3; audited", async () => {
      const res = await call(saveCourseRoute, { token: await tokenOf("faculty"), body: { IPEDSID: UCF, courseID: "COUN 7000", name: "Crisis Counseling" } });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ ipedsid: UCF, courseCode: "COUN 7000", name: "Crisis Counseling", credits: 3 });
      courseId = (res.json.data as { id: number }).id;
      const [audit] = await conn.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "university_course"), eq(auditLog.entityId, String(courseId))));
      expect(audit).toMatchObject({ action: "create" });
    });

    it("the course code is unique per university: a clear 409 on courseCode; another university may use it", async () => {
      const dup = await call(saveCourseRoute, { token: await tokenOf("faculty"), body: { IPEDSID: UCF, courseID: "COUN 7000", name: "Again" } });
      expect(dup.status).toBe(409);
      expect(dup.json.error?.[0]).toMatchObject({ code: "course_code_taken", field: "courseCode" });
      expect(dup.json.error?.[0].message).toContain("COUN 7000");
      const other = await call(saveCourseRoute, { token: await tokenOf("admin"), body: { IPEDSID: UF, courseID: "COUN 7000", name: "Crisis Counseling (UF)", credits: 4 } });
      expect(other.status).toBe(200);
      expect(other.json.data).toMatchObject({ credits: 4 });
      otherCourseId = (other.json.data as { id: number }).id;
    });

    it("faculty of another university get 404, for their writes and reads alike; counselors, managers and students 403; visitors 401", async () => {
      const uf = await tokenOf("faculty");
      expect((await call(saveCourseRoute, { token: uf, body: { IPEDSID: UF, courseID: "COUN 1", name: "X" } })).status).toBe(404);
      expect((await call(saveCourseRoute, { token: uf, body: { id: otherCourseId, IPEDSID: UCF, courseID: "COUN 1", name: "X" } })).status).toBe(404);
      expect((await call(oneCourseRoute, { token: uf, params: { id: String(otherCourseId) } })).status).toBe(404);
      expect((await call(oneCourseRoute, { token: await tokenOf("uffaculty"), params: { id: String(courseId) } })).status).toBe(404);
      expect((await call(oneCourseRoute, { token: await tokenOf("uffaculty"), params: { id: String(otherCourseId) } })).status).toBe(200);
      for (const username of ["counselor", "manager", "gradstudent"]) {
        const token = await tokenOf(username);
        expect((await call(saveCourseRoute, { token, body: { IPEDSID: UCF, courseID: "COUN 2", name: "X" } })).status).toBe(403);
        expect((await call(oneCourseRoute, { token, params: { id: String(courseId) } })).status).toBe(403);
      }
      expect((await call(oneCourseRoute, { params: { id: String(courseId) } })).status).toBe(401);
    });

    it("bad input: credits 'abc', an unknown IPEDSID, an empty code", async () => {
      const admin = await tokenOf("admin");
      const bad = await call(saveCourseRoute, { token: admin, body: { IPEDSID: UCF, courseID: " ", name: "X", credits: "abc" } });
      expect(bad.status).toBe(422);
      expect(bad.json.error?.map((e) => e.field).sort()).toEqual(["courseCode", "credits"]);
      const unknown = await call(saveCourseRoute, { token: admin, body: { IPEDSID: 999999, courseID: "COUN 3", name: "X" } });
      expect(unknown.status).toBe(404);
      expect(unknown.json.error?.[0].code).toBe("unknown_university");
    });

    it("GET /api/v1/universityCourse lists faculty's own university only; admins filter by university", async () => {
      const mine = await call(listCoursesRoute, { token: await tokenOf("faculty"), path: `/api/v1/universityCourse?university=${UF}` });
      expect((mine.json.data as { ipedsid: number }[]).every((c) => c.ipedsid === UCF)).toBe(true);
      expect(mine.json.total).toBe(3); // two seeded + COUN 7000
      const uf = await call(listCoursesRoute, { token: await tokenOf("admin"), path: `/api/v1/universityCourse?university=${UF}` });
      expect((uf.json.data as { id: number }[]).map((c) => c.id)).toEqual([otherCourseId]);
    });

    it("GET lastUpdatedIPEDSID answers the university of the course updated last; byCourseIDAndIPEDSID finds a course by its code", async () => {
      expect((await call(lastUpdatedRoute, { token: await tokenOf("admin") })).json.IPEDSID).toBe(UF);
      expect((await call(lastUpdatedRoute, { token: await tokenOf("faculty") })).json.IPEDSID).toBe(UCF);
      const found = await call(byCodeRoute, { token: await tokenOf("faculty"), path: `/api/v1/universityCourse/byCourseIDAndIPEDSID?courseID=${encodeURIComponent("COUN 7000")}&IPEDSID=${UCF}` });
      expect(found.status).toBe(200);
      expect(found.json.data).toMatchObject({ id: courseId, credits: 3 });
      expect((await call(byCodeRoute, { token: await tokenOf("faculty"), path: `/api/v1/universityCourse/byCourseIDAndIPEDSID?courseID=COUN%207000&IPEDSID=${UF}` })).status).toBe(404);
      expect((await call(byCodeRoute, { token: await tokenOf("faculty"), path: `/api/v1/universityCourse/byCourseIDAndIPEDSID?courseID=NOPE&IPEDSID=${UCF}` })).status).toBe(404);
      expect((await call(byCodeRoute, { token: await tokenOf("faculty"), path: `/api/v1/universityCourse/byCourseIDAndIPEDSID?IPEDSID=abc` })).status).toBe(422);
    });

    it("an update keeps the course's id and refreshes updated_at", async () => {
      const res = await call(saveCourseRoute, { token: await tokenOf("faculty"), body: { id: courseId, IPEDSID: UCF, courseID: "COUN 7000", name: "Crisis and Trauma Counseling", credits: 2 } });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ id: courseId, name: "Crisis and Trauma Counseling", credits: 2 });
      expect((await call(lastUpdatedRoute, { token: await tokenOf("admin") })).json.IPEDSID).toBe(UCF);
    });
  });

  describe("rubrics and assignments", () => {
    it("findByIPEDSID answers the spec defaults for a university without a rubric; faculty of another university 404; unknown IPEDSID 404", async () => {
      const res = await call(findRubricRoute, { token: await tokenOf("admin"), body: { IPEDSID: UF } });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        saved: false,
        l1: "Did Not Submit/ Complete",
        l2: "Needs Improvement",
        l3: "Meets Expectations",
        l4: "Exceeds Expectations",
        l1Points: 0,
        l2Points: 19,
        l3Points: 23,
        l4Points: 25,
        l5Points: 0,
      });
      expect((await call(findRubricRoute, { token: await tokenOf("faculty"), body: { IPEDSID: UF } })).status).toBe(404);
      expect((await call(findRubricRoute, { token: await tokenOf("admin"), body: { IPEDSID: 999999 } })).status).toBe(404);
      expect((await call(findRubricRoute, { token: await tokenOf("counselor"), body: { IPEDSID: UCF } })).status).toBe(403);
      expect((await call(findRubricRoute, { token: await tokenOf("admin"), body: { IPEDSID: "abc" } })).status).toBe(422);
    });

    it("POST /api/v1/universityRubric saves faculty's own university's rubric; points must be whole numbers 0-1000", async () => {
      const faculty = await tokenOf("faculty");
      const rubric = { IPEDSID: UCF, l1: "Missing", l2: "Developing", l3: "Proficient", l4: "Distinguished", l1Points: 0, l2Points: 10, l3Points: 20, l4Points: 30, l5Points: 5 };
      const bad = await call(saveRubricRoute, { token: faculty, body: { ...rubric, l2Points: "abc", l3Points: 1.5, l4Points: 1001 } });
      expect(bad.status).toBe(422);
      expect(bad.json.error?.map((e) => e.field).sort()).toEqual(["l2Points", "l3Points", "l4Points"]);
      expect((await call(saveRubricRoute, { token: faculty, body: { ...rubric, IPEDSID: UF } })).status).toBe(404);
      expect((await call(saveRubricRoute, { token: await tokenOf("gradstudent"), body: rubric })).status).toBe(403);
      const ok = await call(saveRubricRoute, { token: faculty, body: rubric });
      expect(ok.status).toBe(200);
      expect((await call(findRubricRoute, { token: faculty, body: { IPEDSID: UCF } })).json.data).toMatchObject({ saved: true, l2: "Developing", l2Points: 10, l5Points: 5 });
    });

    it("a new assignment starts from the university's rubric, else the spec defaults (points 0, 19, 23, 25, 0)", async () => {
      const faculty = await tokenOf("faculty");
      const res = await call(createAssignmentRoute, { token: faculty, path: `/api/v1/universityCourseAssignment?universityCourseID=${courseId}&IPEDSID=${UCF}`, body: { name: "Crisis plan" } });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ courseId, ipedsid: UCF, name: "Crisis plan", l1: "Missing", l2: "Developing", l2Points: 10, l4Points: 30, l5Points: 5 });
      const admin = await tokenOf("admin");
      const plain = await call(createAssignmentRoute, {
        token: admin,
        path: `/api/v1/universityCourseAssignment?universityCourseID=${otherCourseId}&IPEDSID=${UF}`,
        body: { name: "Reflection", l3: "Solid" },
      });
      expect(plain.status).toBe(200);
      expect(plain.json.data).toMatchObject({
        l1: "Did Not Submit/ Complete",
        l2: "Needs Improvement",
        l3: "Solid",
        l4: "Exceeds Expectations",
        l1Points: 0,
        l2Points: 19,
        l3Points: 23,
        l4Points: 25,
        l5Points: 0,
      });
    });

    it("refuses points 'abc', an assignment whose course belongs to another university than the one named, and faculty of another university", async () => {
      const faculty = await tokenOf("faculty");
      const abc = await call(createAssignmentRoute, { token: faculty, path: `/api/v1/universityCourseAssignment?universityCourseID=${courseId}&IPEDSID=${UCF}`, body: { name: "X", l2Points: "abc" } });
      expect(abc.status).toBe(422);
      expect(abc.json.error?.[0]).toMatchObject({ field: "l2Points" });
      const mismatch = await call(createAssignmentRoute, {
        token: await tokenOf("admin"),
        path: `/api/v1/universityCourseAssignment?universityCourseID=${courseId}&IPEDSID=${UF}`,
        body: { name: "X" },
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.json.error?.[0].code).toBe("course_university_mismatch");
      const other = await call(createAssignmentRoute, { token: faculty, path: `/api/v1/universityCourseAssignment?universityCourseID=${otherCourseId}&IPEDSID=${UF}`, body: { name: "X" } });
      expect(other.status).toBe(404);
      const noCourse = await call(createAssignmentRoute, { token: faculty, path: `/api/v1/universityCourseAssignment?IPEDSID=${UCF}`, body: { name: "X" } });
      expect(noCourse.status).toBe(422);
      for (const username of ["counselor", "manager", "gradstudent"]) {
        expect((await call(createAssignmentRoute, { token: await tokenOf(username), path: `/api/v1/universityCourseAssignment?universityCourseID=${courseId}`, body: { name: "X" } })).status).toBe(
          403,
        );
      }
    });

    it("GET one and updateItem: fields not given keep their value; another university's assignment 404; audited", async () => {
      const faculty = await tokenOf("faculty");
      const list = await call(listAssignmentsRoute, { token: faculty, path: `/api/v1/universityCourseAssignment?universityCourseID=${courseId}` });
      const [a] = list.json.data as { id: number }[];
      const res = await call(updateAssignmentRoute, { token: faculty, body: { id: a.id, name: "Crisis response plan", l4Points: 40, dueDate: "2026-12-15" } });
      expect(res.status).toBe(200);
      const one = await call(oneAssignmentRoute, { token: faculty, params: { id: String(a.id) } });
      expect(one.json.data).toMatchObject({ name: "Crisis response plan", l4Points: 40, l2Points: 10, dueDate: "2026-12-15", l1: "Missing" });
      const bad = await call(updateAssignmentRoute, { token: faculty, body: { id: a.id, l1Points: -1, dueDate: "15/12/2026" } });
      expect(bad.status).toBe(422);
      expect(bad.json.error?.map((e) => e.field).sort()).toEqual(["dueDate", "l1Points"]);
      const uf = await tokenOf("uffaculty");
      expect((await call(oneAssignmentRoute, { token: uf, params: { id: String(a.id) } })).status).toBe(404);
      expect((await call(updateAssignmentRoute, { token: uf, body: { id: a.id, name: "Mine" } })).status).toBe(404);
      expect((await call(listAssignmentsRoute, { token: uf, path: `/api/v1/universityCourseAssignment?universityCourseID=${courseId}` })).status).toBe(404);
      const audits = await conn.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "university_course_assignment"), eq(auditLog.entityId, String(a.id))));
      expect(audits.map((x) => x.action).sort()).toEqual(["create", "update"]);
    });
  });

  it("college students: role 21 and 22 users of a university with their sessions count", async () => {
    const ucf = await listCollegeUsers(conn.db, { ipedsid: UCF, page: 1 });
    expect(ucf.rows.map((r) => r.roleId).sort()).toEqual([21, 22]);
    expect(ucf.rows.every((r) => r.universityName === "University of Central Florida")).toBe(true);
    for (const r of ucf.rows) {
      const enrolled = await conn.db.select().from(courseEnrolments).where(eq(courseEnrolments.userId, r.id));
      expect(r.sessions).toBe(enrolled.length);
    }
    const all = await listCollegeUsers(conn.db, { ipedsid: null, page: 1, q: "faculty@" });
    expect(all.total).toBe(2);
  });

  it("the seed gives the demo university two courses with three assignments each", async () => {
    const seeded = await conn.db.select().from(universityCourses).where(eq(universityCourses.ipedsid, UCF));
    expect(seeded.map((c) => c.courseCode)).toEqual(expect.arrayContaining(["COUN 6800", "COUN 6721"]));
    const [u] = await conn.db.select().from(universities).where(eq(universities.ipedsid, UCF));
    expect(u.name).toBe("University of Central Florida");
  });
});
