import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { TConnection } from "@/db/client";
import { events, lessons, surveyAdministrations, surveyAnswers, surveyQuestions, surveyResponses, surveys, users } from "@/db/schema";
import { POST as answerPost } from "@/app/home/surveyAnswer/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// A student's survey is sent only with every statement answered: an untouched statement is never
// stored as the middle (neutral) step, and the refusal names each statement still unanswered.

let ipCounter = 0;
const newIp = () => `192.0.2.${++ipCounter}`;

type TBody = { error?: { code: string; field?: string; message: string }[]; data?: { replaced: boolean } };

/** A POST to /home/surveyAnswer as a phone sends it: its device cookie and its own address. */
async function post(body: unknown, device: string) {
  const headers = new Headers({ "content-type": "application/json", "x-forwarded-for": newIp(), cookie: `scuta_sd=${device}` });
  const req = new NextRequest(new URL("/home/surveyAnswer", "http://localhost"), { method: "POST", headers, body: JSON.stringify(body) });
  const res = await answerPost(req, { params: Promise.resolve({}) });
  return { status: res.status, json: (await res.json()) as TBody };
}

describe.each(DRIVERS)("a student's answers name every statement (%s)", (driver) => {
  let conn: TConnection;
  let surveyId: number;
  let eventId: number;
  let q: number[];

  const stored = async () =>
    (
      await conn.db
        .select({ n: count() })
        .from(surveyAnswers)
        .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
        .innerJoin(surveyAdministrations, eq(surveyAdministrations.id, surveyResponses.administrationId))
        .where(and(eq(surveyAdministrations.eventId, eventId), eq(surveyAdministrations.surveyId, surveyId)))
    )[0].n;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    const ownerId = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, "counselor")))[0].id;
    const [s] = await conn.db.insert(surveys).values({ userId: ownerId, name: "Friends at school", likertLevels: 5 }).returning({ id: surveys.id });
    surveyId = s.id;
    q = (
      await conn.db
        .insert(surveyQuestions)
        .values([
          { surveyId, position: 1, text: "I have a friend at school." },
          { surveyId, position: 2, text: "I can join a game at break." },
          { surveyId, position: 3, text: "I know whom to ask for help." },
        ])
        .returning({ id: surveyQuestions.id })
    ).map((r) => r.id);
    const [lesson] = await conn.db.insert(lessons).values({ userId: ownerId, name: "Making friends", surveyId }).returning({ id: lessons.id });
    eventId = (
      await conn.db.insert(events).values({ userId: ownerId, title: "Making friends", date: "2026-10-07", time: "10:00", durationMinutes: 45, lessonId: lesson.id }).returning({ id: events.id })
    )[0].id;
  });
  afterAll(async () => conn.close());

  it("a response that leaves statements 1 and 3 unanswered is a 422 with one entry per unanswered statement, and nothing is stored (no neutral answer)", async () => {
    const res = await post({ survey_id: surveyId, event_id: eventId, phase: "pre", answers: [{ question_id: q[1], value: 4 }] }, "D".repeat(43));
    expect(res.status).toBe(422);
    expect(res.json.error?.map((e) => e.field)).toEqual([`unanswered.${q[0]}`, `unanswered.${q[2]}`]);
    expect(res.json.error?.map((e) => e.message)).toEqual(["Statement 1 is not answered: pick one of its 5 steps.", "Statement 3 is not answered: pick one of its 5 steps."]);
    expect(await stored()).toBe(0);
  });

  it("a response with no answer at all names every statement, in the survey's order", async () => {
    const res = await post({ survey_id: surveyId, event_id: eventId, phase: "pre", answers: [] }, "E".repeat(43));
    expect(res.status).toBe(422);
    expect(res.json.error?.map((e) => e.field)).toEqual(q.map((id) => `unanswered.${id}`));
    expect(await stored()).toBe(0);
  });

  it("a repeat from the same phone that drops a statement keeps the earlier complete answers untouched", async () => {
    const device = "F".repeat(43);
    const first = await post({ survey_id: surveyId, event_id: eventId, phase: "post", answers: q.map((question_id) => ({ question_id, value: 5 })) }, device);
    expect(first.status).toBe(200);
    expect(await stored()).toBe(3);
    const partial = await post(
      {
        survey_id: surveyId,
        event_id: eventId,
        phase: "post",
        answers: [
          { question_id: q[0], value: 1 },
          { question_id: q[1], value: 1 },
        ],
      },
      device,
    );
    expect(partial.status).toBe(422);
    expect(partial.json.error?.map((e) => e.field)).toEqual([`unanswered.${q[2]}`]);
    const values = await conn.db
      .select({ v: surveyAnswers.value })
      .from(surveyAnswers)
      .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
      .innerJoin(surveyAdministrations, eq(surveyAdministrations.id, surveyResponses.administrationId))
      .where(and(eq(surveyAdministrations.eventId, eventId), eq(surveyAdministrations.phase, "post")));
    expect(values.map((r) => r.v)).toEqual([5, 5, 5]);
  });

  it("an answer with no step (null) is refused on that answer's value, never stored as a step", async () => {
    const res = await post(
      {
        survey_id: surveyId,
        event_id: eventId,
        phase: "pre",
        answers: [
          { question_id: q[0], value: null },
          { question_id: q[1], value: 2 },
          { question_id: q[2], value: 2 },
        ],
      },
      "G".repeat(43),
    );
    expect(res.status).toBe(422);
    expect(res.json.error?.[0].field).toBe("answers.0.value");
    expect(await stored()).toBe(3);
  });
});
