import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { curriculumStandards, events, lessons, smartGoals, standards, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/curriculum/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/v1/curriculum/[id]/route";
import { GET as detailRoute } from "@/app/api/v1/curriculum/detail/[id]/route";
import { GET as smartGoalsRoute } from "@/app/api/v1/smartgoals/route";
import { CURRICULUM_STANDARDS_MESSAGE } from "@/lib/curriculum/rules";
import type { TCurriculumDetail, TCurriculumJson } from "@/lib/curriculum/schemas";
import { curriculumStatus } from "@/lib/curriculum/status";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Curriculum action plans through their API routes, on both drivers.

const NOW = new Date("2026-11-20T15:00:00Z");

describe.each(DRIVERS)("curriculum API (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let std: number[] = [];
  let lessonA: number;
  let lessonB: number;
  let othersLesson: number;
  let goal: number;
  let othersGoal: number;
  let created: TCurriculumJson;
  let othersPlan: number;

  const create = (who: string, body: unknown) => call(createRoute, { token: tokens[who], body });
  const put = (who: string, id: number, body: unknown) => call(putRoute, { token: tokens[who], method: "PUT", params: { id: String(id) }, body });
  const get = (who: string, id: number | string) => call(getRoute, { token: tokens[who], params: { id: String(id) } });
  const detail = (who: string, id: number | string) => call(detailRoute, { token: tokens[who], params: { id: String(id) } });
  const list = (who: string, qs = "") => call(listRoute, { token: tokens[who], path: `/api/v1/curriculum${qs}` });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    for (const u of ["counselor", "hscounselor", "manager"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
      ids[u] = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
    }
    std = (await conn.db.select({ id: standards.id }).from(standards).where(eq(standards.edition, 2021)).orderBy(asc(standards.id)).limit(3)).map((s) => s.id);
    [{ id: lessonA }] = await conn.db.insert(lessons).values({ userId: ids.counselor, name: "Test anxiety toolkit" }).returning({ id: lessons.id });
    [{ id: lessonB }] = await conn.db.insert(lessons).values({ userId: ids.counselor, name: "Study skills" }).returning({ id: lessons.id });
    [{ id: othersLesson }] = await conn.db.insert(lessons).values({ userId: ids.hscounselor, name: "Their unshared lesson" }).returning({ id: lessons.id });
    [{ id: goal }] = await conn.db.insert(smartGoals).values({ userId: ids.counselor, target: "Attendance" }).returning({ id: smartGoals.id });
    [{ id: othersGoal }] = await conn.db.insert(smartGoals).values({ userId: ids.hscounselor, target: "Theirs" }).returning({ id: smartGoals.id });
    // Lesson A was delivered last week; lesson B is on the calendar next month.
    await conn.db.insert(events).values([
      { userId: ids.counselor, title: "Test anxiety", date: "2026-11-13", time: "10:00", durationMinutes: 45, lessonId: lessonA },
      { userId: ids.counselor, title: "Study skills", date: "2026-12-10", time: "10:00", durationMinutes: 45, lessonId: lessonB },
    ]);
  });
  afterAll(async () => conn.close());

  it("POST /api/v1/curriculum creates a plan with grades (Any grade 13), two standards, domains, a SMART goal and two lessons with planned dates ('Created.')", async () => {
    const res = await create("counselor", {
      name: "  Grade 9 transition  ",
      grades: [9, 13],
      mindsets: [std[0], std[1]],
      academic: true,
      social: "1",
      smart_goal_id: goal,
      lessons: [
        { lesson_id: lessonA, plannedDate: "2026-11-10" },
        { lesson_id: lessonB, plannedDate: "2026-12-10" },
      ],
      activity: "Classroom lessons in every grade 9 advisory",
      timeline: "November - December",
      who: "Counselor and advisory teachers",
      processData: "6 advisories, 180 students",
      perceptionData: "Pre/post survey on test anxiety",
      outcomeData: "Failing grades in Q2",
      evaluation: "Compare Q1 and Q2 failing grades",
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Created.");
    created = res.json.data as TCurriculumJson;
    expect(created).toMatchObject({
      name: "Grade 9 transition",
      grades: [13, 9],
      mindsets: [std[0], std[1]],
      mindset_id1: std[0],
      mindset_id2: std[1],
      academic: true,
      social: true,
      career: false,
      smart_goal_id: goal,
      lessons: [
        { lesson_id: lessonA, name: "Test anxiety toolkit", plannedDate: "2026-11-10", position: 1 },
        { lesson_id: lessonB, name: "Study skills", plannedDate: "2026-12-10", position: 2 },
      ],
      processData: "6 advisories, 180 students",
      isOwner: true,
    });
  });

  it("a curriculum's smart_goal_id defaults to 0", async () => {
    const res = await create("counselor", { name: "Career day", career: true, smart_goal_id: 0 });
    expect(res.status).toBe(201);
    expect((res.json.data as TCurriculumJson).smart_goal_id).toBe(0);
    const bare = await create("counselor", { name: "No goal given" });
    expect((bare.json.data as TCurriculumJson).smart_goal_id).toBe(0);
  });

  it("a third standard is refused with a clear message (at most two)", async () => {
    const res = await create("counselor", { name: "Too many", mindsets: std });
    expect(res.status).toBe(422);
    expect(res.json.error?.[0]).toMatchObject({ field: "mindsets", message: CURRICULUM_STANDARDS_MESSAGE });
    // The trigger holds whatever writes the rows.
    await expect(conn.db.insert(curriculumStandards).values({ curriculumId: created.id, standardId: std[2] })).rejects.toThrow();
  });

  it("another counselor's unshared lesson, someone else's SMART goal, an unknown grade and a bad date are refused field by field", async () => {
    const res = await create("counselor", { name: "Bad refs", lessons: [{ lesson_id: othersLesson, plannedDate: "" }], smart_goal_id: othersGoal, grades: [99] });
    expect(res.status).toBe(422);
    const fields = (res.json.error ?? []).map((e) => e.field);
    expect(fields.some((f) => f?.startsWith("grades"))).toBe(true);
    const refs = await create("counselor", { name: "Bad refs", lessons: [othersLesson], smart_goal_id: othersGoal });
    expect(refs.status).toBe(422);
    expect((refs.json.error ?? []).map((e) => e.field).sort()).toEqual(["lessons", "smart_goal_id"]);
    const date = await create("counselor", { name: "Bad date", lessons: [{ lesson_id: lessonA, plannedDate: "2026-02-30" }] });
    expect(date.status).toBe(422);
    const control = await create("counselor", { name: "Bad\u0007name" });
    expect(control.status).toBe(422);
  });

  it("GET /api/v1/curriculum/detail/{id} names the grades, standards and SMART goal and tells where each lesson stands on the calendar", async () => {
    const res = await detail("counselor", created.id);
    expect(res.status).toBe(200);
    const d = res.json.data as TCurriculumDetail;
    expect(d.gradeNames).toHaveLength(2);
    expect(d.gradeNames.some((g) => /any/i.test(g))).toBe(true);
    expect(d.standards.map((s) => s.id)).toEqual([std[0], std[1]]);
    expect(d.smartGoal).toContain("Attendance");
    expect(d.lessons.map((l) => [l.lesson_id, l.status, l.eventDate])).toEqual([
      [lessonA, "delivered", "2026-11-13"],
      [lessonB, "scheduled", "2026-12-10"],
    ]);
  });

  it("GET /api/v1/curriculum?type lists by domain; other lists every plan (the list save returns to)", async () => {
    const other = (await list("counselor", "?type=other")).json.data as TCurriculumDetail[];
    expect(other.map((p) => p.name)).toEqual(expect.arrayContaining(["Grade 9 transition", "Career day", "No goal given"]));
    const academic = (await list("counselor", "?type=academic")).json.data as TCurriculumDetail[];
    expect(academic.map((p) => p.name)).toEqual(["Grade 9 transition"]);
    const career = (await list("counselor", "?type=career")).json.data as TCurriculumDetail[];
    expect(career.map((p) => p.name)).toEqual(["Career day"]);
    expect((await list("counselor", "?type=nope")).status).toBe(422);
  });

  it("PUT /api/v1/curriculum/{id} replaces the fields, lessons and standards ('Saved.')", async () => {
    const res = await put("counselor", created.id, { ...created, name: "Grade 9 transition plan", mindsets: [std[2]], lessons: [{ lesson_id: lessonB, plannedDate: "2026-12-11" }], smart_goal_id: 0 });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Saved.");
    expect(res.json.data).toMatchObject({ name: "Grade 9 transition plan", mindsets: [std[2]], smart_goal_id: 0, lessons: [{ lesson_id: lessonB, plannedDate: "2026-12-11" }] });
    expect((await get("counselor", created.id)).json.data).toMatchObject({ name: "Grade 9 transition plan" });
  });

  it("counselor A never reads or writes counselor B's plan (404)", async () => {
    const res = await create("hscounselor", { name: "Their plan" });
    othersPlan = (res.json.data as TCurriculumJson).id;
    expect((await get("counselor", othersPlan)).status).toBe(404);
    expect((await detail("counselor", othersPlan)).status).toBe(404);
    expect((await put("counselor", othersPlan, { name: "Mine now" })).status).toBe(404);
    expect((await call(deleteRoute, { token: tokens.counselor, method: "DELETE", params: { id: String(othersPlan) } })).status).toBe(404);
    expect((await list("counselor", `?user_id=${ids.hscounselor}`)).status).toBe(404);
  });

  it("a manager reads their counselor's plans but changes none of them (403), and not another counselor's (404)", async () => {
    const mine = await list("manager", `?user_id=${ids.counselor}`);
    expect(mine.status).toBe(200);
    expect((mine.json.data as TCurriculumDetail[]).map((p) => p.name)).toContain("Grade 9 transition plan");
    const one = await get("manager", created.id);
    expect(one.status).toBe(200);
    expect((one.json.data as TCurriculumJson).isOwner).toBe(false);
    expect((await put("manager", created.id, { name: "Manager's edit" })).status).toBe(403);
    expect((await call(deleteRoute, { token: tokens.manager, method: "DELETE", params: { id: String(created.id) } })).status).toBe(403);
    expect((await get("manager", othersPlan)).status).toBe(404);
    expect((await list("manager", `?user_id=${ids.hscounselor}`)).status).toBe(404);
  });

  it("GET /api/v1/smartgoals?curriculum=1 answers the caller's goals as {id, name} for the picker", async () => {
    const res = await call(smartGoalsRoute, { token: tokens.counselor, path: "/api/v1/smartgoals?curriculum=1" });
    expect(res.status).toBe(200);
    const data = res.json.data as { id: number; name: string }[];
    expect(data.map((g) => g.id)).toContain(goal);
    expect(data.map((g) => g.id)).not.toContain(othersGoal);
  });

  it("DELETE /api/v1/curriculum/{id} deletes the plan, not its lessons; curriculumStatus counts the plans", async () => {
    const before = await curriculumStatus(conn.db, ids.counselor);
    expect(before.count).toBe(3);
    const res = await call(deleteRoute, { token: tokens.counselor, method: "DELETE", params: { id: String(created.id) } });
    expect(res.status).toBe(200);
    expect((await get("counselor", created.id)).status).toBe(404);
    expect(await conn.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonB))).toHaveLength(1);
    expect((await curriculumStatus(conn.db, ids.counselor)).count).toBe(2);
    expect((await get("counselor", "abc")).status).toBe(404);
  });
});
