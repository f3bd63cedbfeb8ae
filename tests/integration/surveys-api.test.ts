import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { events, lessonEvents, lessons, surveyAdministrations, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/survey/route";
import { DELETE as deleteRoute, GET as oneRoute, PUT as updateRoute } from "@/app/api/v1/survey/[id]/route";
import { GET as listAllRoute } from "@/app/api/v1/survey/list/all/route";
import { GET as avgRoute } from "@/app/api/v1/survey/reportsSurvey/getSurveyAvgEvent/route";
import { POST as administrationRoute } from "@/app/api/v1/survey/administration/route";
import { POST as answerRoute } from "@/app/home/surveyAnswer/route";
import { eventSurveyId } from "@/lib/surveys/event-survey";
import { listOwnSurveysOf, surveyAveragesOf, type TSurveyDetail, type TSurveyListItem } from "@/lib/surveys/queries";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

const survey = (over: Record<string, unknown> = {}) => ({
  name: "Test anxiety check-in",
  likertLevels: 3,
  likert1: "No",
  likert2: "Sometimes",
  likert3: "Yes",
  questions: [{ text: "I know one way to calm down before a test." }, { text: "I can ask for help when I feel stuck." }],
  ...over,
});

describe.each(DRIVERS)("surveys API (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  const userId = async (username: string) => (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
  const newEvent = async (username: string, lessonId: number | null = null) =>
    (
      await conn.db
        .insert(events)
        .values({ userId: await userId(username), title: "Lesson delivery", date: "2026-10-05", time: "10:00", durationMinutes: 45, lessonId })
        .returning({ id: events.id })
    )[0].id;
  const create = async (over: Record<string, unknown> = {}, username = "counselor") => {
    const res = await call(createRoute, { token: await tokenOf(username), body: survey(over) });
    expect(res.status).toBe(201);
    return res.json.data as TSurveyDetail;
  };
  const answer = (body: Record<string, unknown>, device: string) => call(answerRoute, { path: "/home/surveyAnswer", body, headers: { cookie: `scuta_sd=${device}` } });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("POST /api/v1/survey creates a survey with its ordered statements; GET lists it with the statement count", async () => {
    const created = await create();
    expect(created).toMatchObject({ name: "Test anxiety check-in", likertLevels: 3, likert1: "No", likert3: "Yes", likert4: "", likert5: "" });
    expect(created.questions.map((q) => [q.position, q.text])).toEqual([
      [1, "I know one way to calm down before a test."],
      [2, "I can ask for help when I feel stuck."],
    ]);
    const list = await call(listRoute, { token: await tokenOf("counselor"), path: "/api/v1/survey?search=anxiety" });
    expect(list.status).toBe(200);
    expect((list.json.data as TSurveyListItem[]).find((s) => s.id === created.id)).toMatchObject({ questions: 2, lessons: 0, likertLevels: 3 });
    const one = await call(oneRoute, { token: await tokenOf("counselor"), params: { id: String(created.id) } });
    expect((one.json.data as TSurveyDetail).questions).toHaveLength(2);
  });

  it("Likert sliders have 3, 4 or 5 steps: a Likert level of 2 or 6 is refused with a 422", async () => {
    for (const likertLevels of [2, 6]) {
      const res = await call(createRoute, { token: await tokenOf("counselor"), body: survey({ likertLevels }) });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ field: "likertLevels" });
    }
    for (const likertLevels of [4, 5]) expect((await create({ likertLevels })).likertLevels).toBe(likertLevels);
  });

  it("a survey needs 1 to 50 statements of at most 300 characters, a name, and legends of at most 60 characters", async () => {
    const token = await tokenOf("counselor");
    const bad = [
      survey({ questions: [] }),
      survey({ questions: Array.from({ length: 51 }, (_, i) => ({ text: `Statement ${i}` })) }),
      survey({ questions: [{ text: "x".repeat(301) }] }),
      survey({ questions: [{ text: "   " }] }),
      survey({ name: "" }),
      survey({ likert1: "y".repeat(61) }),
      survey({ name: "Bad\u0007name" }),
    ];
    for (const body of bad) {
      const res = await call(createRoute, { token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect((await create({ questions: Array.from({ length: 50 }, (_, i) => ({ text: `Statement ${i}` })) })).questions).toHaveLength(50);
  });

  it("PUT keeps, reorders, edits, adds and removes statements, answering 'Saved.'", async () => {
    const created = await create({ questions: [{ text: "A" }, { text: "B" }, { text: "C" }] });
    const [a, b] = created.questions;
    const res = await call(updateRoute, {
      method: "PUT",
      token: await tokenOf("counselor"),
      params: { id: String(created.id) },
      body: survey({ name: "Renamed", likertLevels: 5, questions: [{ id: b.id, text: "B edited" }, { text: "D" }, { id: a.id, text: "A" }] }),
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Saved.");
    const data = res.json.data as TSurveyDetail;
    expect(data.name).toBe("Renamed");
    expect(data.questions.map((q) => q.text)).toEqual(["B edited", "D", "A"]);
    expect(data.questions[0].id).toBe(b.id);
    expect(data.questions[2].id).toBe(a.id);
  });

  it("PUT refuses a statement id of another survey (422)", async () => {
    const one = await create();
    const other = await create();
    const res = await call(updateRoute, {
      method: "PUT",
      token: await tokenOf("counselor"),
      params: { id: String(one.id) },
      body: survey({ questions: [{ id: other.questions[0].id, text: "Stolen" }] }),
    });
    expect(res.status).toBe(422);
  });

  it("GET, PUT and DELETE of another counselor's survey are a 404; a malformed id is a 404", async () => {
    const mine = await create();
    const token = await tokenOf("hscounselor");
    expect((await call(oneRoute, { token, params: { id: String(mine.id) } })).status).toBe(404);
    expect((await call(updateRoute, { method: "PUT", token, params: { id: String(mine.id) }, body: survey({ name: "Mine now" }) })).status).toBe(404);
    expect((await call(deleteRoute, { method: "DELETE", token, params: { id: String(mine.id) } })).status).toBe(404);
    expect((await call(oneRoute, { token, params: { id: "12abc" } })).status).toBe(404);
    expect((await call(oneRoute, { token: await tokenOf("counselor"), params: { id: String(mine.id) } })).json.data).toMatchObject({ name: "Test anxiety check-in" });
  });

  it("GET /api/v1/survey/list/all answers data.mySurveys: own, a managed counselor's for their manager, else 404", async () => {
    const counselorId = await userId("counselor");
    const own = await call(listAllRoute, { token: await tokenOf("counselor"), path: "/api/v1/survey/list/all" });
    expect(own.status).toBe(200);
    const mine = (own.json.data as { mySurveys: TSurveyListItem[] }).mySurveys;
    expect(mine.length).toBeGreaterThan(0);
    const managed = await call(listAllRoute, { token: await tokenOf("manager"), path: `/api/v1/survey/list/all?user_id=${counselorId}` });
    expect(managed.status).toBe(200);
    expect((managed.json.data as { mySurveys: TSurveyListItem[] }).mySurveys.map((s) => s.id)).toEqual(mine.map((s) => s.id));
    const stranger = await call(listAllRoute, { token: await tokenOf("hscounselor"), path: `/api/v1/survey/list/all?user_id=${counselorId}` });
    expect(stranger.status).toBe(404);
  });

  it("an event's survey is its own (lesson_events) before its lesson's, else none", async () => {
    const lessonSurvey = await create({ name: "Lesson's survey" });
    const eventSurvey = await create({ name: "Event's survey" });
    const [lesson] = await conn.db
      .insert(lessons)
      .values({ userId: await userId("counselor"), name: "Calm lesson", surveyId: lessonSurvey.id })
      .returning({ id: lessons.id });
    const bare = await newEvent("counselor");
    const delivery = await newEvent("counselor", lesson.id);
    expect(await eventSurveyId(conn.db, bare)).toBeNull();
    expect(await eventSurveyId(conn.db, delivery)).toBe(lessonSurvey.id);
    await conn.db.insert(lessonEvents).values({ eventId: delivery, surveyId: eventSurvey.id });
    expect(await eventSurveyId(conn.db, delivery)).toBe(eventSurvey.id);
    expect(await eventSurveyId(conn.db, 2_000_000_000)).toBeNull();
  });

  it("getSurveyAvgEvent answers per-statement pre and post averages with their counts (avg 0 when nobody answered)", async () => {
    const s = await create();
    const eventId = await newEvent("counselor");
    await conn.db.insert(lessonEvents).values({ eventId, surveyId: s.id });
    const [q1, q2] = s.questions;
    const base = { survey_id: s.id, event_id: eventId };
    expect(
      (
        await answer(
          {
            ...base,
            phase: "pre",
            answers: [
              { question_id: q1.id, value: 1 },
              { question_id: q2.id, value: 2 },
            ],
          },
          "d".repeat(40),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await answer(
          {
            ...base,
            phase: "pre",
            answers: [
              { question_id: q1.id, value: 2 },
              { question_id: q2.id, value: 2 },
            ],
          },
          "e".repeat(40),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await answer(
          {
            ...base,
            phase: "pre",
            answers: [
              { question_id: q1.id, value: 2 },
              { question_id: q2.id, value: 3 },
            ],
          },
          "f".repeat(40),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await answer(
          {
            ...base,
            phase: "post",
            answers: [
              { question_id: q1.id, value: 3 },
              { question_id: q2.id, value: 3 },
            ],
          },
          "d".repeat(40),
        )
      ).status,
    ).toBe(200);
    const res = await call(avgRoute, { token: await tokenOf("counselor"), path: `/api/v1/survey/reportsSurvey/getSurveyAvgEvent?survey_id=${s.id}&event_id=${eventId}` });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      name: "Test anxiety check-in",
      likertLevels: 3,
      questionList_avg_pre: [
        { id: q1.id, text: q1.text, position: 1, avg: 1.7, n: 3 },
        { id: q2.id, text: q2.text, position: 2, avg: 2.3, n: 3 },
      ],
      questionList_avg_post: [
        { id: q1.id, text: q1.text, position: 1, avg: 3, n: 1 },
        { id: q2.id, text: q2.text, position: 2, avg: 3, n: 1 },
      ],
    });
    const empty = await surveyAveragesOf(conn.db, await userId("counselor"), s.id, await newEvent("counselor"));
    expect(empty.questionList_avg_pre.map((q) => [q.avg, q.n])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    const bad = await call(avgRoute, { token: await tokenOf("counselor"), path: `/api/v1/survey/reportsSurvey/getSurveyAvgEvent?survey_id=x&event_id=${eventId}` });
    expect(bad.status).toBe(422);
  });

  it("the demo delivery's averages come from its 20 pre and 20 post answers", async () => {
    const [row] = await conn.db
      .select({ eventId: lessonEvents.eventId, surveyId: lessonEvents.surveyId })
      .from(lessons)
      .innerJoin(lessonEvents, eq(lessonEvents.eventId, lessons.eventId))
      .where(and(eq(lessons.userId, await userId("counselor")), isNotNull(lessons.eventId)))
      .limit(1);
    const data = await surveyAveragesOf(conn.db, await userId("counselor"), row.surveyId!, row.eventId);
    expect(data.questionList_avg_pre.every((q) => q.n === 20)).toBe(true);
    expect(data.questionList_avg_post.every((q) => q.n === 20 && q.avg >= 1 && q.avg <= data.likertLevels)).toBe(true);
  });

  it("the event's owner closes an administration (answers then refused, 409) and opens it again; another's event is a 404", async () => {
    const s = await create();
    const eventId = await newEvent("counselor");
    await conn.db.insert(lessonEvents).values({ eventId, surveyId: s.id });
    const token = await tokenOf("counselor");
    const close = await call(administrationRoute, { token, body: { survey_id: s.id, event_id: eventId, phase: "post", open: false } });
    expect(close.status).toBe(200);
    const body = { survey_id: s.id, event_id: eventId, phase: "post", answers: s.questions.map((q) => ({ question_id: q.id, value: 2 })) };
    const refused = await answer(body, "g".repeat(40));
    expect(refused.status).toBe(409);
    expect(refused.json.error?.[0].code).toBe("survey_closed");
    expect((await answer({ ...body, phase: "pre" }, "g".repeat(40))).status).toBe(200);
    expect((await call(administrationRoute, { token, body: { survey_id: s.id, event_id: eventId, phase: "post", open: true } })).status).toBe(200);
    expect((await answer(body, "g".repeat(40))).status).toBe(200);
    const other = await create({}, "counselor");
    expect((await call(administrationRoute, { token, body: { survey_id: other.id, event_id: eventId, phase: "pre", open: false } })).status).toBe(422);
    expect((await call(administrationRoute, { token: await tokenOf("hscounselor"), body: { survey_id: s.id, event_id: eventId, phase: "pre", open: false } })).status).toBe(404);
    expect((await call(administrationRoute, { token, body: { survey_id: s.id, event_id: eventId, phase: "during", open: false } })).status).toBe(422);
  });

  it("a scale cannot be made shorter than answers already given (409); a survey without answers can", async () => {
    const s = await create({ likertLevels: 5 });
    const eventId = await newEvent("counselor");
    await conn.db.insert(lessonEvents).values({ eventId, surveyId: s.id });
    await answer({ survey_id: s.id, event_id: eventId, phase: "pre", answers: s.questions.map((q) => ({ question_id: q.id, value: 5 })) }, "h".repeat(40));
    const token = await tokenOf("counselor");
    const keep = s.questions.map((q) => ({ id: q.id, text: q.text }));
    const res = await call(updateRoute, { method: "PUT", token, params: { id: String(s.id) }, body: survey({ likertLevels: 3, questions: keep }) });
    expect(res.status).toBe(409);
    const fresh = await create({ likertLevels: 5 });
    expect((await call(updateRoute, { method: "PUT", token, params: { id: String(fresh.id) }, body: survey({ likertLevels: 3, questions: fresh.questions }) })).status).toBe(200);
  });

  it("DELETE removes the survey with its answers; the lesson that used it keeps going without one", async () => {
    const s = await create();
    const [lesson] = await conn.db
      .insert(lessons)
      .values({ userId: await userId("counselor"), name: "Uses a survey", surveyId: s.id })
      .returning({ id: lessons.id });
    const eventId = await newEvent("counselor", lesson.id);
    expect((await listOwnSurveysOf(conn.db, await userId("counselor"))).find((x) => x.id === s.id)?.lessons).toBe(1);
    await answer({ survey_id: s.id, event_id: eventId, phase: "pre", answers: s.questions.map((q) => ({ question_id: q.id, value: 1 })) }, "i".repeat(40));
    const res = await call(deleteRoute, { method: "DELETE", token: await tokenOf("counselor"), params: { id: String(s.id) } });
    expect(res.status).toBe(200);
    expect((await conn.db.select({ surveyId: lessons.surveyId }).from(lessons).where(eq(lessons.id, lesson.id)))[0].surveyId).toBeNull();
    expect(await conn.db.select().from(surveyAdministrations).where(eq(surveyAdministrations.surveyId, s.id))).toEqual([]);
    expect((await call(oneRoute, { token: await tokenOf("counselor"), params: { id: String(s.id) } })).status).toBe(404);
  });
});
