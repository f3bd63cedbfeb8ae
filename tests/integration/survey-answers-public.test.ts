import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { TConnection } from "@/db/client";
import {
  CLIENT_COUNT_FIELDS,
  type TClientCounts,
  clients,
  events,
  lessonEvents,
  lessons,
  rateLimitHits,
  surveyAdministrations,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
  surveys,
  users,
} from "@/db/schema";
import { GET as answerGet, POST as answerPost } from "@/app/home/surveyAnswer/route";
import { GET as deviceGet } from "@/app/home/surveyDevice/route";
import { sha256 } from "@/lib/auth/crypto";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { qrNewPage, surveyNewPage } from "@/lib/surveys/public-page";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

const NO_COUNTS = Object.fromEntries(CLIENT_COUNT_FIELDS.map((f) => [f, 0])) as TClientCounts;

let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;

let deviceCounter = 0;
/** A device cookie as the answer page issues it (a new phone each time unless one is named). */
const newDevice = () => `device${String(++deviceCounter).padStart(6, "0")}${"x".repeat(30)}`;

/** A POST to /home/surveyAnswer as a phone would send it: its cookie (a fresh one unless given; null: none), its address; the answer's Set-Cookie too. */
async function post(body: unknown, opts: { cookie?: string | null; ip?: string } = {}) {
  const headers = new Headers({ "content-type": "application/json", "x-forwarded-for": opts.ip ?? newIp() });
  const cookie = opts.cookie === undefined ? newDevice() : opts.cookie;
  if (cookie) headers.set("cookie", `scuta_sd=${cookie}`);
  const req = new NextRequest(new URL("/home/surveyAnswer", "http://localhost"), { method: "POST", headers, body: JSON.stringify(body) });
  const res = await answerPost(req, { params: Promise.resolve({}) });
  return { status: res.status, json: (await res.json()) as { data?: { replaced: boolean }; error?: { code: string; field?: string }[] }, setCookie: res.headers.get("set-cookie") };
}

describe.each(DRIVERS)("students answer a lesson's survey without signing in (%s)", (driver) => {
  let conn: TConnection;
  let ownerId: number;
  let surveyId: number;
  let questionIds: number[];
  let eventId: number;

  const answersOf = (values: number[]) => questionIds.map((question_id, i) => ({ question_id, value: values[i] }));
  const responsesOf = async (phase: "pre" | "post") =>
    conn.db
      .select({ id: surveyResponses.id, clientId: surveyResponses.clientId, studentRef: surveyResponses.studentRef, deviceHash: surveyResponses.deviceHash })
      .from(surveyResponses)
      .innerJoin(surveyAdministrations, eq(surveyAdministrations.id, surveyResponses.administrationId))
      .where(and(eq(surveyAdministrations.eventId, eventId), eq(surveyAdministrations.phase, phase)));
  const newEvent = async (userId: number, lessonId: number | null = null) =>
    (await conn.db.insert(events).values({ userId, title: "Delivery", date: "2026-10-06", time: "09:00", durationMinutes: 40, lessonId }).returning({ id: events.id }))[0].id;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    ownerId = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, "counselor")))[0].id;
    const [s] = await conn.db.insert(surveys).values({ userId: ownerId, name: "Calm before tests", likertLevels: 3, likert1: "", likert2: "", likert3: "" }).returning({ id: surveys.id });
    surveyId = s.id;
    questionIds = (
      await conn.db
        .insert(surveyQuestions)
        .values([
          { surveyId, position: 1, text: "I breathe slowly when I am nervous." },
          { surveyId, position: 2, text: "I know whom to ask for help." },
        ])
        .returning({ id: surveyQuestions.id })
    ).map((q) => q.id);
    const [lesson] = await conn.db.insert(lessons).values({ userId: ownerId, name: "Test calm", surveyId }).returning({ id: lessons.id });
    eventId = await newEvent(ownerId, lesson.id);
  });
  afterAll(async () => conn.close());

  it("GET /home/surveyAnswer gives the statements of the event's lesson survey, open", async () => {
    const res = await call(answerGet, { path: `/home/surveyAnswer?survey_id=${surveyId}&event_id=${eventId}&phase=pre` });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ name: "Calm before tests", likertLevels: 3, phase: "pre", open: true });
    expect((res.json.data as { statements: { id: number }[] }).statements.map((s) => s.id)).toEqual(questionIds);
  });

  it("the answer page issues an httpOnly, SameSite=Lax device cookie of a year (GET /home/surveyDevice); the database keeps only its hash", async () => {
    const issued = await deviceGet(new NextRequest(new URL("/home/surveyDevice", "http://localhost")), { params: Promise.resolve({}) });
    expect(issued.status).toBe(200);
    const cookie = issued.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^scuta_sd=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
    const device = /^scuta_sd=([^;]+)/.exec(cookie)![1];
    const res = await post({ survey_id: surveyId, event_id: eventId, phase: "pre", answers: answersOf([1, 2]) }, { cookie: device });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ replaced: false });
    expect(res.setCookie).toBeNull();
    const rows = await responsesOf("pre");
    expect(rows).toHaveLength(1);
    expect(rows[0].deviceHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].deviceHash).not.toContain(device);
  });

  it("a student answering an administration twice from the same device replaces the earlier answers", async () => {
    const device = "A".repeat(43);
    expect((await post({ survey_id: surveyId, event_id: eventId, phase: "post", answers: answersOf([1, 1]) }, { cookie: device })).json.data).toEqual({ replaced: false });
    const again = await post({ survey_id: surveyId, event_id: eventId, phase: "post", answers: answersOf([3, 2]) }, { cookie: device });
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual({ replaced: true });
    expect(again.setCookie).toBeNull();
    const rows = await responsesOf("post");
    expect(rows).toHaveLength(1);
    const values = await conn.db.select({ q: surveyAnswers.questionId, v: surveyAnswers.value }).from(surveyAnswers).where(eq(surveyAnswers.responseId, rows[0].id));
    expect(values.sort((a, b) => a.q - b.q).map((r) => r.v)).toEqual([3, 2]);
    // Another phone is another response.
    await post({ survey_id: surveyId, event_id: eventId, phase: "post", answers: answersOf([2, 2]) }, { cookie: "B".repeat(43) });
    expect(await responsesOf("post")).toHaveLength(2);
  });

  it("every statement must be answered with a step of the scale: out of range, missing or foreign answers are 422", async () => {
    const base = { survey_id: surveyId, event_id: eventId, phase: "pre" };
    const out = await post({ ...base, answers: answersOf([4, 1]) });
    expect(out.status).toBe(422);
    expect(out.json.error?.[0].field).toBe("answers.0.value");
    expect((await post({ ...base, answers: answersOf([0, 1]) })).status).toBe(422);
    expect((await post({ ...base, answers: [{ question_id: questionIds[0], value: 2 }] })).status).toBe(422);
    expect((await post({ ...base, answers: [...answersOf([2, 2]), { question_id: questionIds[0], value: 2 }] })).status).toBe(422);
    const foreign =
      (
        await conn.db
          .select({ id: surveyQuestions.id })
          .from(surveyQuestions)
          .where(eq(surveyQuestions.surveyId, surveyId - 1))
          .limit(1)
      )[0]?.id ?? 999_999;
    expect(
      (
        await post({
          ...base,
          answers: [
            { question_id: questionIds[0], value: 2 },
            { question_id: foreign, value: 2 },
          ],
        })
      ).status,
    ).toBe(422);
    expect((await post({ ...base, phase: "during", answers: answersOf([2, 2]) })).status).toBe(422);
    expect((await post({ ...base, answers: answersOf([2, 2]), student_id: "x".repeat(33) })).status).toBe(422);
  });

  it("an answer without the device cookie is refused (400 device_cookie_missing) and nothing is written, however often it is sent", async () => {
    const before = (await responsesOf("post")).length;
    for (let i = 0; i < 3; i++) {
      const res = await post({ survey_id: surveyId, event_id: eventId, phase: "post", answers: answersOf([2, 2]) }, { cookie: null });
      expect(res.status).toBe(400);
      expect(res.json.error?.[0].code).toBe("device_cookie_missing");
    }
    expect(await responsesOf("post")).toHaveLength(before);
  });

  it("a typed student number in a round not opened for named answers files nothing under that student and keeps no typed reference", async () => {
    const [student] = await conn.db.insert(clients).values({ userId: ownerId, type: "student", name: "Ada Quinn", studentNumber: "SCU-9001", counts: NO_COUNTS }).returning({ id: clients.id });
    const res = await post({ survey_id: surveyId, event_id: eventId, phase: "post", answers: answersOf([1, 1]), student_id: "SCU-9001" });
    expect(res.status).toBe(200);
    const rows = await responsesOf("post");
    expect(rows.some((r) => r.clientId === student.id)).toBe(false);
    expect(rows.some((r) => r.studentRef === "SCU-9001")).toBe(false);
  });

  it("in a round opened for named answers, a student id matching one of the event owner's students links the response; any other stays a typed reference only", async () => {
    await conn.db
      .insert(surveyAdministrations)
      .values({ surveyId, eventId, phase: "pre", namedAnswers: true })
      .onConflictDoUpdate({
        target: [surveyAdministrations.surveyId, surveyAdministrations.eventId, surveyAdministrations.phase],
        set: { namedAnswers: true },
      });
    const [student] = await conn.db.insert(clients).values({ userId: ownerId, type: "student", name: "Sam Ortiz", studentNumber: "SCU-7781", counts: NO_COUNTS }).returning({ id: clients.id });
    const other = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, "hscounselor")))[0].id;
    await conn.db.insert(clients).values({ userId: other, type: "student", name: "Not theirs", studentNumber: "HS-5", counts: NO_COUNTS });
    await post({ survey_id: surveyId, event_id: eventId, phase: "pre", answers: answersOf([2, 3]), student_id: " scu-7781 " }, { cookie: "C".repeat(43) });
    await post({ survey_id: surveyId, event_id: eventId, phase: "pre", answers: answersOf([2, 3]), student_id: "HS-5" }, { cookie: "D".repeat(43) });
    const rows = await responsesOf("pre");
    expect(rows.find((r) => r.studentRef === "scu-7781")?.clientId).toBe(student.id);
    expect(rows.find((r) => r.studentRef === "HS-5")?.clientId).toBeNull();
  });

  it("unknown, malformed or unlinked administrations are 404, and a deleted event too", async () => {
    const base = { phase: "pre", answers: answersOf([2, 2]) };
    expect((await post({ ...base, survey_id: surveyId, event_id: 2_000_000_000 })).status).toBe(404);
    const bare = await newEvent(ownerId);
    expect((await post({ ...base, survey_id: surveyId, event_id: bare })).status).toBe(404);
    expect((await call(answerGet, { path: `/home/surveyAnswer?survey_id=${surveyId}&event_id=${bare}&phase=pre` })).status).toBe(404);
    expect((await call(answerGet, { path: `/home/surveyAnswer?survey_id=abc&event_id=${eventId}&phase=pre` })).status).toBe(422);
    const doomed = await newEvent(ownerId);
    await conn.db.insert(lessonEvents).values({ eventId: doomed, surveyId });
    expect((await post({ ...base, survey_id: surveyId, event_id: doomed })).status).toBe(200);
    await conn.db.delete(events).where(eq(events.id, doomed));
    expect((await post({ ...base, survey_id: surveyId, event_id: doomed })).status).toBe(404);
  });

  it("the address's limit is counted before any work, and once used up nothing is written (429)", async () => {
    const ip = newIp();
    const keyHash = sha256(`${RATE_LIMITS.surveyAnswer.scope}:${ip}`);
    const hits = async () => (await conn.db.select({ n: count() }).from(rateLimitHits).where(eq(rateLimitHits.keyHash, keyHash)))[0].n;
    expect((await post({ survey_id: surveyId, event_id: 2_000_000_001, phase: "pre", answers: answersOf([2, 2]) }, { ip })).status).toBe(404);
    expect(await hits()).toBe(1);
    const now = new Date();
    await conn.db.insert(rateLimitHits).values(Array.from({ length: RATE_LIMITS.surveyAnswer.max }, () => ({ scope: RATE_LIMITS.surveyAnswer.scope, keyHash, createdAt: now })));
    const before = (await responsesOf("pre")).length;
    const res = await post({ survey_id: surveyId, event_id: eventId, phase: "pre", answers: answersOf([2, 2]) }, { ip, cookie: "E".repeat(43) });
    expect(res.status).toBe(429);
    expect(await responsesOf("pre")).toHaveLength(before);
  });

  describe("the students' pages", () => {
    it("/surveyNew/{surveyId}/{eventId} asks 'Before / After the lesson' when both are open, else opens the open one, else says closed", async () => {
      const event = await newEvent(ownerId);
      await conn.db.insert(lessonEvents).values({ eventId: event, surveyId });
      expect((await surveyNewPage(conn.db, String(surveyId), String(event))).kind).toBe("choose");
      await conn.db.insert(surveyAdministrations).values({ surveyId, eventId: event, phase: "pre", closedAt: new Date() });
      const post = await surveyNewPage(conn.db, String(surveyId), String(event));
      expect(post).toMatchObject({ kind: "form", phase: "post" });
      await conn.db.insert(surveyAdministrations).values({ surveyId, eventId: event, phase: "post", closedAt: new Date() });
      expect((await surveyNewPage(conn.db, String(surveyId), String(event))).kind).toBe("closed");
    });

    it("/qrNew/{p|t}{surveyId}/{eventId}: p opens the pre survey and t the post survey, with the survey's statements", async () => {
      const pre = await qrNewPage(conn.db, `p${surveyId}`, String(eventId));
      expect(pre).toMatchObject({ kind: "form", phase: "pre" });
      if (pre.kind !== "form") throw new Error("form expected");
      expect(pre.survey.statements.map((s) => s.id)).toEqual(questionIds);
      expect(pre.survey.likertLevels).toBe(3);
      expect(await qrNewPage(conn.db, `t${surveyId}`, String(eventId))).toMatchObject({ kind: "form", phase: "post" });
    });

    it.each([
      ["x12", "abc"],
      ["p0", "1"],
      ["p12", "-1"],
      ["t99999999999", "1"],
    ])("a malformed /qrNew/%s/%s is unknown (404), never an error", async (code, event) => {
      expect(await qrNewPage(conn.db, code, event)).toEqual({ kind: "unknown" });
    });

    it("a survey not linked to the event, or an unknown event, is unknown (404)", async () => {
      const [other] = await conn.db.insert(surveys).values({ userId: ownerId, name: "Unlinked", likertLevels: 5 }).returning({ id: surveys.id });
      expect(await qrNewPage(conn.db, `p${other.id}`, String(eventId))).toEqual({ kind: "unknown" });
      expect(await surveyNewPage(conn.db, String(surveyId), "2000000000")).toEqual({ kind: "unknown" });
      expect(await surveyNewPage(conn.db, "abc", String(eventId))).toEqual({ kind: "unknown" });
    });
  });
});
