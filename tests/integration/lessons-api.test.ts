import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { and, eq, inArray } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { events, lessonGrades, lessonStandards, lessons, sharedRatings, standards, surveys, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/lesson/route";
import { DELETE as deleteRoute, GET as oneRoute, PUT as updateRoute } from "@/app/api/v1/lesson/[id]/route";
import { GET as collectionRoute } from "@/app/api/v1/lesson/collectionMethod/route";
import { GET as teachingRoute } from "@/app/api/v1/lesson/teachinMethods/route";
import { POST as checkUseRoute } from "@/app/api/v1/lesson/checkUse/route";
import { GET as sharingRoute } from "@/app/api/v1/lesson/sharing/[id]/route";
import { GET as labelRoute } from "@/app/api/v1/rubric/getLessonsLabel/route";
import { GET as gradeRoute } from "@/app/api/v1/grade/route";
import { GET as gradeProfileRoute } from "@/app/api/v1/grade/profile/route";
import { GET as mindsetRoute } from "@/app/api/v1/mindset/route";
import { GET as viewRedirect } from "@/app/lesson/view/[id]/route";
import { isPublicPath } from "@/lib/auth/public-routes";
import { listLessonsOf } from "@/lib/lessons/queries";
import { STANDARDS_LIMIT_MESSAGE } from "@/lib/lessons/rules";
import type { TLessonJson, TLessonPage } from "@/lib/lessons/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

describe.each(DRIVERS)("lessons API (%s)", (driver) => {
  let conn: TConnection;
  let std: number[] = [];
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  const userId = async (username: string) => (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
  const create = async (username: string, body: Record<string, unknown>) => call(createRoute, { token: await tokenOf(username), body });
  const eventFor = async (username: string, lessonId: number | null) =>
    (
      await conn.db
        .insert(events)
        .values({ userId: await userId(username), title: "Lesson delivery", date: "2026-10-06", time: "10:00", durationMinutes: 45, lessonId })
        .returning({ id: events.id })
    )[0].id;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    std = (await conn.db.select({ id: standards.id }).from(standards).where(eq(standards.edition, 2021)).orderBy(standards.id)).map((s) => s.id);
  });
  afterAll(async () => conn.close());

  it("POST creates a lesson with every field, two standards and grades (Any grade included) in one go", async () => {
    const res = await create("counselor", {
      name: "  Growth mindset  ",
      share: true,
      teachingMethod: 2,
      lessonNumer: 51,
      academic: true,
      career: 1,
      percCollectionMethod: 80,
      ofTotal: 25,
      attendance: "1",
      grades: [9, 13],
      mindsets: [std[0], std[3]],
      inRAMP: true,
      outcome: "<p>Students <strong>name</strong> one goal</p>",
      implication: "<p>Keep going</p>",
      objective1: "<p>Obj <em>one</em></p>",
    });
    expect(res.status).toBe(201);
    const data = res.json.data as TLessonJson;
    expect(data).toMatchObject({
      name: "Growth mindset",
      share: true,
      teachingMethod: 2,
      lessonNumer: 51,
      academic: true,
      social: false,
      career: true,
      attendance: true,
      percCollectionMethod: 80,
      ofTotal: 25,
      grades: [9, 13],
      mindsets: [std[0], std[3]],
      inRAMP: true,
      outcome: "<p>Students <strong>name</strong> one goal</p>",
      isOwner: true,
      owner: "Casey Morgan",
      scutaRating: null,
    });
    const got = await call(oneRoute, { token: await tokenOf("counselor"), params: { id: String(data.id) } });
    expect(got.json.data).toMatchObject({ id: data.id, grades: [9, 13], mindsets: [std[0], std[3]] });
  });

  it("the default collection method for new lessons is 0", async () => {
    const res = await create("counselor", { name: "Defaults" });
    expect((res.json.data as TLessonJson).collectionMethod).toBe(0);
  });

  it("a third standard is refused with 422 on 'mindsets' and the 'Save Lesson' text; nothing is written", async () => {
    const before = (await conn.db.select({ id: lessons.id }).from(lessons)).length;
    const res = await create("counselor", { name: "Too many", mindsets: [std[0], std[1], std[2]] });
    expect(res.status).toBe(422);
    expect(res.json.error).toEqual([expect.objectContaining({ field: "mindsets", message: STANDARDS_LIMIT_MESSAGE })]);
    expect((await conn.db.select({ id: lessons.id }).from(lessons)).length).toBe(before);
  });

  it("the older form's mindset_id1/mindset_id2/grade_id are read as the lists", async () => {
    const res = await create("counselor", { name: "Legacy form", mindset_id1: std[1], mindset_id2: std[2], grade_id: 0 });
    expect(res.json.data).toMatchObject({ mindsets: [std[1], std[2]], grades: [0], mindset_id1: std[1], mindset_id2: std[2], grade_id: 0 });
  });

  it("lesson numbers 0 and 52 are refused (1 to 51); other bad input answers one entry per field", async () => {
    for (const lessonNumer of [0, 52, 1.5]) {
      const res = await create("counselor", { name: "Numbered", lessonNumer });
      expect(res.status).toBe(422);
      expect(res.json.error!.map((e) => e.field)).toEqual(["lessonNumer"]);
    }
    const bad = await create("counselor", { name: "", percCollectionMethod: 101, grades: [15], teachingMethod: 99, collectionMethod: 8 });
    expect(bad.status).toBe(422);
    expect(bad.json.error!.map((e) => e.field)).toEqual(expect.arrayContaining(["name", "percCollectionMethod", "grades.0"]));
    const refs = await create("counselor", { name: "Refs", teachingMethod: 99, collectionMethod: 8, mindsets: [999_999] });
    expect(refs.status).toBe(422);
    expect(refs.json.error!.map((e) => e.field).sort()).toEqual(["collectionMethod", "mindsets", "teachingMethod"]);
  });

  it("rich-text HTML with <script> or onerror is stripped before it is stored", async () => {
    const res = await create("counselor", {
      name: "Sanitised",
      outcome: '<p onclick="steal()">Hi<script>alert(1)</script> <img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a> <a href="https://example.org">ok</a></p>',
    });
    const outcome = (res.json.data as TLessonJson).outcome;
    expect(outcome).toBe('<p>Hi x <a href="https://example.org" rel="noopener noreferrer" target="_blank">ok</a></p>');
    const [row] = await conn.db
      .select({ outcome: lessons.outcome })
      .from(lessons)
      .where(eq(lessons.id, (res.json.data as TLessonJson).id));
    expect(row.outcome).not.toMatch(/script|onerror|onclick|javascript/);
  });

  it("survey_id must be one of the owner's surveys and event_id an owner's event delivering this lesson, else 422", async () => {
    const mine = (
      await conn.db
        .insert(surveys)
        .values({ userId: await userId("counselor"), name: "Lesson survey" })
        .returning()
    )[0].id;
    const theirs = (
      await conn.db
        .insert(surveys)
        .values({ userId: await userId("expiring"), name: "Their survey" })
        .returning()
    )[0].id;
    const ok = await create("counselor", { name: "With survey", survey_id: mine });
    expect(ok.status).toBe(201);
    const lesson = ok.json.data as TLessonJson;
    expect(lesson.survey_id).toBe(mine);
    const foreign = await create("counselor", { name: "Foreign survey", survey_id: theirs });
    expect(foreign.status).toBe(422);
    expect(foreign.json.error![0].field).toBe("survey_id");
    // A new lesson has no delivery yet.
    const early = await create("counselor", { name: "Early event", event_id: await eventFor("counselor", null) });
    expect(early.json.error![0].field).toBe("event_id");

    const token = await tokenOf("counselor");
    const delivering = await eventFor("counselor", lesson.id);
    const unrelated = await eventFor("counselor", null);
    const othersEvent = await eventFor("expiring", lesson.id);
    const put = (event_id: number) => call(updateRoute, { token, method: "PUT", params: { id: String(lesson.id) }, body: { name: lesson.name, survey_id: mine, event_id } });
    expect((await put(delivering)).json.data).toMatchObject({ event_id: delivering });
    expect((await put(unrelated)).status).toBe(422);
    expect((await put(othersEvent)).status).toBe(422);
  });

  it("PUT replaces the standards and grades and keeps the id; the update is the owner's only", async () => {
    const token = await tokenOf("counselor");
    const { id } = (await create("counselor", { name: "To edit", share: true, mindsets: [std[0]], grades: [1, 2] })).json.data as TLessonJson;
    const res = await call(updateRoute, { token, method: "PUT", params: { id: String(id) }, body: { name: "Edited", share: true, mindsets: [std[4], std[5]], grades: [3] } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id, name: "Edited", mindsets: [std[4], std[5]], grades: [3] });
    expect(await conn.db.select().from(lessonStandards).where(eq(lessonStandards.lessonId, id))).toHaveLength(2);
    expect(await conn.db.select().from(lessonGrades).where(eq(lessonGrades.lessonId, id))).toHaveLength(1);
    const third = await call(updateRoute, { token, method: "PUT", params: { id: String(id) }, body: { name: "Edited", mindsets: [std[0], std[4], std[5]] } });
    expect(third.status).toBe(422);
    expect(await conn.db.select().from(lessonStandards).where(eq(lessonStandards.lessonId, id))).toHaveLength(2);
  });

  it("a manager (role 2) has lessons of their own; a secretary has no lessons area (403)", async () => {
    const res = await create("manager", { name: "Manager's lesson" });
    expect(res.status).toBe(201);
    expect((res.json.data as TLessonJson).user_id).toBe(await userId("manager"));
    const sec = await call(listRoute, { token: await tokenOf("secretary"), path: "/api/v1/lesson" });
    expect(sec.status).toBe(403);
  });

  it("GET /api/v1/lesson lists mine and shared with search, filters, scope, paging of 20 and the average rating", async () => {
    const token = await tokenOf("expiring");
    const mine = await userId("expiring");
    const rows = Array.from({ length: 23 }, (_, i) => ({ userId: mine, name: `Paged lesson ${String(i).padStart(2, "0")}`, social: i % 2 === 0 }));
    const ids = (await conn.db.insert(lessons).values(rows).returning({ id: lessons.id })).map((r) => r.id);
    await conn.db.insert(lessonGrades).values({ lessonId: ids[0], gradeId: 13 });
    await conn.db.insert(lessonStandards).values({ lessonId: ids[1], standardId: std[7] });

    const page1 = (await call(listRoute, { token, path: "/api/v1/lesson?q=paged&scope=mine" })).json as unknown as TLessonPage;
    expect(page1).toMatchObject({ total: 23, page: 1, perPage: 20, pages: 2 });
    expect(page1.data).toHaveLength(20);
    const page2 = (await call(listRoute, { token, path: "/api/v1/lesson?q=paged&scope=mine&page=2" })).json as unknown as TLessonPage;
    expect(page2.data.map((l) => l.name)).toEqual(["Paged lesson 20", "Paged lesson 21", "Paged lesson 22"]);
    const past = (await call(listRoute, { token, path: "/api/v1/lesson?q=paged&page=9" })).json as unknown as TLessonPage;
    expect(past).toMatchObject({ total: 23, data: [] });

    const byGrade = (await call(listRoute, { token, path: "/api/v1/lesson?q=paged&grade_id=13" })).json as unknown as TLessonPage;
    expect(byGrade.data.map((l) => l.id)).toEqual([ids[0]]);
    const byStandard = (await call(listRoute, { token, path: `/api/v1/lesson?q=paged&standard_id=${std[7]}` })).json as unknown as TLessonPage;
    expect(byStandard.data.map((l) => l.id)).toEqual([ids[1]]);
    const social = (await call(listRoute, { token, path: "/api/v1/lesson?q=paged&domain=social" })).json as unknown as TLessonPage;
    expect(social.total).toBe(12);
    // A search is literal: % and _ match themselves.
    expect(((await call(listRoute, { token, path: "/api/v1/lesson?q=%25" })).json as unknown as TLessonPage).total).toBe(0);

    // Shared lessons of others are listed, with their owner and average rating (one decimal); unshared ones are not.
    await create("counselor", { name: "Paged but private" });
    const shared = (await create("counselor", { name: "Paged and shared", share: true })).json.data as TLessonJson;
    await conn.db.insert(sharedRatings).values([
      { subjectType: "lesson", subjectId: shared.id, userId: mine, value: 4 },
      { subjectType: "lesson", subjectId: shared.id, userId: await userId("manager"), value: 5 },
      { subjectType: "lesson", subjectId: shared.id, userId: await userId("admin"), value: 5 },
    ]);
    const sharedList = (await call(listRoute, { token, path: "/api/v1/lesson?q=paged&scope=shared" })).json as unknown as TLessonPage;
    expect(sharedList.data).toEqual([expect.objectContaining({ id: shared.id, owner: "Casey Morgan", isOwner: false, scutaRating: 4.7, ratingCount: 3 })]);
    expect((await call(oneRoute, { token, params: { id: String(shared.id) } })).json.data).toMatchObject({ scutaRating: 4.7 });
  });

  it("listLessons over 1,000 lessons answers one page and the total", async () => {
    const owner = await userId("hscounselor");
    await conn.db.insert(lessons).values(Array.from({ length: 1000 }, (_, i) => ({ userId: owner, name: `Bulk ${i}` })));
    const page = await listLessonsOf(conn.db, owner, { page: 3, q: "", grade_id: null, standard_id: null, domain: null, scope: "mine" });
    expect(page.total).toBe(1000);
    expect(page.data).toHaveLength(20);
  });

  it("checkUse says whether events use the lesson; DELETE refuses 409 then deletes with force=1, events keep their row", async () => {
    const token = await tokenOf("counselor");
    const { id } = (await create("counselor", { name: "To delete", share: true })).json.data as TLessonJson;
    const free = await call(checkUseRoute, { token, body: { id } });
    expect(free.json).toMatchObject({ status_code: 200, used: false, events: 0, goals: 0, curricula: 0 });
    const ev = await eventFor("expiring", id);
    const used = await call(checkUseRoute, { token, body: { id } });
    expect(used.json).toMatchObject({ used: true, events: 1, goals: 0 });
    const refused = await call(deleteRoute, { token, method: "DELETE", params: { id: String(id) } });
    expect(refused.status).toBe(409);
    expect(refused.json.error![0].code).toBe("lesson_in_use");
    const forced = await call(deleteRoute, { token, method: "DELETE", path: "/api/v1/lesson/x?force=1", params: { id: String(id) } });
    expect(forced.status).toBe(200);
    expect(await conn.db.select().from(lessons).where(eq(lessons.id, id))).toEqual([]);
    expect((await conn.db.select({ lessonId: events.lessonId }).from(events).where(eq(events.id, ev)))[0].lessonId).toBeNull();
    const { id: unused } = (await create("counselor", { name: "Unused" })).json.data as TLessonJson;
    expect((await call(deleteRoute, { token, method: "DELETE", params: { id: String(unused) } })).status).toBe(200);
  });

  it("the lookups: collectionMethod, teachinMethods, grade, grade/profile, mindset, getLessonsLabel", async () => {
    const token = await tokenOf("counselor");
    const cm = (await call(collectionRoute, { token })).json.collectionMethod as { id: number; method: string; description: string }[];
    expect(cm[0]).toMatchObject({ id: 0, method: "None" });
    expect(cm.find((m) => m.id === 13)).toMatchObject({ method: "Survey" });
    const tm = (await call(teachingRoute, { token })).json.teachinMethods as { id: number; name: string; description: string }[];
    expect(tm.length).toBeGreaterThan(3);
    expect(tm[0].description).not.toBe("");
    const grades = (await call(gradeRoute, { token })).json.data as { id: number; code: string }[];
    expect(grades.find((g) => g.id === 13)).toMatchObject({ code: "ANY" });
    expect(grades.find((g) => g.id === 0)).toMatchObject({ code: "K" });
    const profile = (await call(gradeProfileRoute, { token, path: "/api/v1/grade/profile" })).json.data as { id: number }[];
    expect(profile.map((g) => g.id)).toContain(13);
    const forClients = (await call(gradeProfileRoute, { token, path: "/api/v1/grade/profile?clientsPage=1" })).json.data as { id: number }[];
    expect(forClients.map((g) => g.id)).not.toContain(13);
    const mindsets = (await call(mindsetRoute, { token, path: "/api/v1/mindset" })).json.data as { id: number; abbrev: string; edition: number }[];
    expect(mindsets.length).toBe(36);
    expect(mindsets.every((m) => m.edition === 2021 && m.abbrev)).toBe(true);
    expect(((await call(mindsetRoute, { token, path: "/api/v1/mindset?edition=2014" })).json.data as unknown[]).length).toBe(35);
    expect((await call(mindsetRoute, { token, path: "/api/v1/mindset?edition=1999" })).status).toBe(422);

    const label = await call(labelRoute, { token });
    expect(label.json.lessonsLabel).toMatchObject({ mindsets: "Mindsets & Behavior" });
    await conn.db.update(users).set({ logo: 3 }).where(eq(users.username, "dunlapcounselor"));
    const logo3 = await call(labelRoute, { token: await tokenOf("dunlapcounselor") });
    expect(logo3.json.lessonsLabel).toMatchObject({ mindsets: "Student Standards", logo: 3 });
  });

  it("sharing/{id} answers a shared lesson read-only, without the owner's survey and event", async () => {
    const mine = (
      await conn.db
        .insert(surveys)
        .values({ userId: await userId("counselor"), name: "Shared lesson's survey" })
        .returning()
    )[0].id;
    const { id } = (await create("counselor", { name: "Shared read-only", share: true, survey_id: mine })).json.data as TLessonJson;
    const other = await call(sharingRoute, { token: await tokenOf("expiring"), params: { id: String(id) } });
    expect(other.status).toBe(200);
    expect(other.json.data).toMatchObject({ id, isOwner: false, survey_id: null, owner: "Casey Morgan" });
    const own = await call(sharingRoute, { token: await tokenOf("counselor"), params: { id: String(id) } });
    expect(own.json.data).toMatchObject({ isOwner: true, survey_id: mine });
    expect((await call(sharingRoute, { token: await tokenOf("counselor"), params: { id: "abc" } })).status).toBe(404);
    const cleanup = await conn.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.id, id), inArray(lessons.userId, [await userId("counselor")])));
    expect(cleanup).toHaveLength(1);
  });

  it("/lesson/view/{id} is not public and leads to /app/lesson/view/{id}; anything else to the list", async () => {
    expect(isPublicPath("/lesson/view/12")).toBe(false);
    const go = async (id: string) => (await viewRedirect(new NextRequest(`http://localhost/lesson/view/${id}`), { params: Promise.resolve({ id }) })).headers.get("location");
    expect(await go("12")).toBe("/app/lesson/view/12");
    expect(await go("12abc")).toBe("/app/lessons");
    expect(await go("..%2F..%2Fapi")).toBe("/app/lessons");
  });
});
