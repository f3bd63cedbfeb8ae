import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { TConnection } from "@/db/client";
import { events, lessons, surveyQuestions, surveys, users } from "@/db/schema";
import { POST as administrationRoute } from "@/app/api/v1/survey/administration/route";
import { POST as goalAnswerRoute } from "@/app/api/v1/goalSurveys/answer/route";
import { GET as deviceGet } from "@/app/home/surveyDevice/route";
import { answerableSurvey } from "@/lib/surveys/administrations";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { tokenFor } from "./billing-purchase-support";

// Survey answers cannot be stuffed: the answer page issues the device cookie and an answer without
// it is refused on every answer route; a typed student number counts only in a round the counselor
// opened for named answers (a switch beside opening and closing the round).

describe.each(DRIVERS)("named answers and the device cookie (%s)", (driver) => {
  let conn: TConnection;
  let surveyId: number;
  let eventId: number;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    const [owner] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    [{ id: surveyId }] = await conn.db.insert(surveys).values({ userId: owner.id, name: "Named round", likertLevels: 3, likert1: "", likert2: "", likert3: "" }).returning({ id: surveys.id });
    await conn.db.insert(surveyQuestions).values({ surveyId, position: 1, text: "I know whom to ask for help." });
    const [lesson] = await conn.db.insert(lessons).values({ userId: owner.id, name: "Named round lesson", surveyId }).returning({ id: lessons.id });
    [{ id: eventId }] = await conn.db
      .insert(events)
      .values({ userId: owner.id, title: "Delivery", date: "2026-10-06", time: "09:00", durationMinutes: 40, lessonId: lesson.id })
      .returning({ id: events.id });
  });
  afterAll(async () => conn.close());

  it("a round is anonymous until the counselor switches named answers on; the switch survives opening and closing the round", async () => {
    expect((await answerableSurvey(conn.db, surveyId, eventId))?.named).toEqual({ pre: false, post: false });
    const token = await tokenFor(conn.db, "counselor");
    const on = await call(administrationRoute, { token, body: { survey_id: surveyId, event_id: eventId, phase: "pre", open: true, named_answers: true } });
    expect(on.status).toBe(200);
    expect(on.json.data).toMatchObject({ open: true, named_answers: true });
    const closed = await call(administrationRoute, { token, body: { survey_id: surveyId, event_id: eventId, phase: "pre", open: false } });
    expect(closed.json.data).toMatchObject({ open: false, named_answers: true });
    expect((await answerableSurvey(conn.db, surveyId, eventId))?.named).toEqual({ pre: true, post: false });
    // Only the event's owner switches it.
    const other = await call(administrationRoute, { token: await tokenFor(conn.db, "hscounselor"), body: { survey_id: surveyId, event_id: eventId, phase: "post", open: true, named_answers: true } });
    expect(other.status).toBe(404);
    expect((await answerableSurvey(conn.db, surveyId, eventId))?.named.post).toBe(false);
  });

  it("the answer page's device cookie is issued once: a browser that has a valid one keeps it", async () => {
    const first = await deviceGet(new NextRequest(new URL("/home/surveyDevice", "http://localhost")), { params: Promise.resolve({}) });
    const device = /^scuta_sd=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1];
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await deviceGet(new NextRequest(new URL("/home/surveyDevice", "http://localhost"), { headers: { cookie: `scuta_sd=${device}` } }), { params: Promise.resolve({}) });
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("a SMART goal survey answer without the device cookie is refused (400 device_cookie_missing)", async () => {
    const req = new NextRequest(new URL("/api/v1/goalSurveys/answer", "http://localhost"), {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.250" },
      body: JSON.stringify({ smart_goal_id: 1, event_id: eventId, phase: "pre", answers: [{ question_id: 1, value: 2 }] }),
    });
    const res = await goalAnswerRoute(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string }[] }).error[0].code).toBe("device_cookie_missing");
  });
});
