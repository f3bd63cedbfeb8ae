import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { events, lessonEvents, lessons, surveyQuestions, surveys, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute } from "@/app/api/v1/survey/route";
import { GET as oneRoute } from "@/app/api/v1/survey/[id]/route";
import { GET as listAllRoute } from "@/app/api/v1/survey/list/all/route";
import { GET as avgRoute } from "@/app/api/v1/survey/reportsSurvey/getSurveyAvgEvent/route";
import { POST as administrationRoute } from "@/app/api/v1/survey/administration/route";
import type { TSurveyListItem } from "@/lib/surveys/queries";
import { surveyAveragesOf } from "@/lib/surveys/queries";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// "Answers are anonymous unless a student id is given, and no other counselor can read them."
describe.each(DRIVERS)("counselor-cannot-read-another-counselors-survey-answers (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  const userId = async (username: string) => (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
  let surveyId: number;
  let eventId: number;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    // The demo counselor's delivered lesson, answered by 20 students before and 20 after.
    const [row] = await conn.db
      .select({ eventId: lessonEvents.eventId, surveyId: lessonEvents.surveyId })
      .from(lessons)
      .innerJoin(lessonEvents, eq(lessonEvents.eventId, lessons.eventId))
      .where(eq(lessons.userId, await userId("counselor")))
      .limit(1);
    surveyId = row.surveyId!;
    eventId = row.eventId;
  });
  afterAll(async () => conn.close());

  const avgPath = (s: number, e: number) => `/api/v1/survey/reportsSurvey/getSurveyAvgEvent?survey_id=${s}&event_id=${e}`;

  it("the owner reads the averages of the answers", async () => {
    const res = await call(avgRoute, { token: await tokenOf("counselor"), path: avgPath(surveyId, eventId) });
    expect(res.status).toBe(200);
    expect((res.json.data as { questionList_avg_pre: { n: number }[] }).questionList_avg_pre[0].n).toBe(20);
  });

  it("another counselor asking for the averages of the counselor's event is answered 404, telling nothing", async () => {
    const res = await call(avgRoute, { token: await tokenOf("hscounselor"), path: avgPath(surveyId, eventId) });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.json)).not.toMatch(/questionList|avg/);
  });

  it("another counselor cannot read them through a survey of their own either (their survey, the counselor's event)", async () => {
    const other = await userId("hscounselor");
    const [own] = await conn.db.insert(surveys).values({ userId: other, name: "Mine", likertLevels: 5 }).returning({ id: surveys.id });
    await conn.db.insert(surveyQuestions).values({ surveyId: own.id, position: 1, text: "Q" });
    expect((await call(avgRoute, { token: await tokenOf("hscounselor"), path: avgPath(own.id, eventId) })).status).toBe(404);
    await expect(surveyAveragesOf(conn.db, other, own.id, eventId)).rejects.toMatchObject({ status: 404 });
  });

  it("the counselor cannot read the averages of their survey given at another counselor's event", async () => {
    const other = await userId("hscounselor");
    const [theirEvent] = await conn.db.insert(events).values({ userId: other, title: "Theirs", date: "2026-10-07", time: "10:00", durationMinutes: 30 }).returning({ id: events.id });
    await conn.db.insert(lessonEvents).values({ eventId: theirEvent.id, surveyId });
    expect((await call(avgRoute, { token: await tokenOf("counselor"), path: avgPath(surveyId, theirEvent.id) })).status).toBe(404);
  });

  it("a manager of the counselor does not read the answers either (only the event's owner does)", async () => {
    expect((await call(avgRoute, { token: await tokenOf("manager"), path: avgPath(surveyId, eventId) })).status).toBe(404);
  });

  it("another counselor cannot read the survey, list it, or open and close its administrations", async () => {
    const token = await tokenOf("hscounselor");
    expect((await call(oneRoute, { token, params: { id: String(surveyId) } })).status).toBe(404);
    const list = (await call(listRoute, { token, path: "/api/v1/survey" })).json.data as TSurveyListItem[];
    expect(list.map((s) => s.id)).not.toContain(surveyId);
    expect((await call(listAllRoute, { token, path: `/api/v1/survey/list/all?user_id=${await userId("counselor")}` })).status).toBe(404);
    expect((await call(administrationRoute, { token, body: { survey_id: surveyId, event_id: eventId, phase: "post", open: false } })).status).toBe(404);
  });
});
