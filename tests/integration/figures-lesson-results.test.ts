import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { events, lessonEvents, lessons, smartGoals, surveyAdministrations, surveyAnswers, surveyQuestions, surveyResponses, surveys, users, type TUserRow } from "@/db/schema";
import { eventResultsOf, lessonTotalsOf } from "@/lib/lessons/results";
import { ZReportQuery } from "@/lib/reports/period";
import { principalReport } from "@/lib/reports/principal/data";
import { ZPrincipalQuery } from "@/lib/reports/principal/schemas";
import { runReport } from "@/lib/reports/run";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// One lesson, one figure. "Study skills" has its own survey with one statement; its delivery on
// 2 December 2026 (25 students) also gives a SMART goal's survey (the goal event carries the lesson).
//   Lesson survey: pre 2, 1, 2, 3 (mean 2.0) and post 4, 3, 4 (mean 3.667): (3.667 − 2) ÷ 2 = 83.3 %.
//   From the rounded 2.0 and 3.7 it would be 85.0 %; pooled with the goal's 1, 1 → 4, 4 it would be 108.3 %.

const NOW = new Date("2026-12-06T15:00:00Z");
const EXACT = 83.3;

describe.each(DRIVERS)("a lesson's change figure (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let me: TUserRow;
  let lessonId = 0;
  let eventId = 0;
  let device = 0;

  const answer = async (surveyId: number, questionId: number, phase: "pre" | "post", values: number[]) => {
    const [ad] = await db.insert(surveyAdministrations).values({ surveyId, eventId, phase }).returning();
    for (const value of values) {
      device += 1;
      const [r] = await db
        .insert(surveyResponses)
        .values({ administrationId: ad.id, deviceHash: `figures-${device}` })
        .returning();
      await db.insert(surveyAnswers).values({ responseId: r.id, questionId, value });
    }
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    [me] = await db
      .insert(users)
      .values({ username: "figs_lessons", email: "figs_lessons@figures.test", roleId: 1, active: true, expires: "2030-07-31", firstName: "Lena", lastName: "Lesson", timezone: "America/New_York" })
      .returning();
    const [lessonSurvey] = await db.insert(surveys).values({ userId: me.id, name: "Study skills survey", likertLevels: 4 }).returning();
    const [lq] = await db.insert(surveyQuestions).values({ surveyId: lessonSurvey.id, position: 1, text: "I plan my homework" }).returning();
    const [lesson] = await db.insert(lessons).values({ userId: me.id, name: "Study skills", surveyId: lessonSurvey.id }).returning();
    lessonId = lesson.id;
    const [goal] = await db.insert(smartGoals).values({ userId: me.id, target: "Homework completion" }).returning();
    const [goalSurvey] = await db.insert(surveys).values({ userId: me.id, name: "Goal survey", likertLevels: 4, smartGoalId: goal.id }).returning();
    await db.update(smartGoals).set({ surveyId: goalSurvey.id }).where(eq(smartGoals.id, goal.id));
    const [gq] = await db.insert(surveyQuestions).values({ surveyId: goalSurvey.id, position: 1, text: "I hand in my homework" }).returning();
    const [ev] = await db
      .insert(events)
      .values({ userId: me.id, title: "Study skills", date: "2026-12-02", time: "09:00:00", durationMinutes: 45, categoryId: 1, status: "done", lessonId, studentsCount: 25 })
      .returning();
    eventId = ev.id;
    await answer(lessonSurvey.id, lq.id, "pre", [2, 1, 2, 3]);
    await answer(lessonSurvey.id, lq.id, "post", [4, 3, 4]);
    // The goal event carries the lesson: the delivery now gives the goal's survey.
    await db.insert(lessonEvents).values({ eventId, surveyId: goalSurvey.id });
    await answer(goalSurvey.id, gq.id, "pre", [1, 1]);
    await answer(goalSurvey.id, gq.id, "post", [4, 4]);
  });
  afterAll(async () => conn?.close());

  it("the results tab: the lesson's own survey only, change 83.3 % from the unrounded averages (not 85.0 %)", async () => {
    const r = await eventResultsOf(db, me.id, lessonId, eventId);
    expect(r.surveyName).toBe("Study skills survey");
    expect(r.statements.map((s) => [s.text, s.pre, s.post, s.preN, s.postN])).toEqual([["I plan my homework", 2, 3.7, 4, 3]]);
    expect([r.pre, r.post, r.eventChange]).toEqual([2, 3.7, EXACT]);
    expect(await lessonTotalsOf(db, me.id, lessonId)).toEqual({ pre: 2, post: 3.7, lessonChange: EXACT });
  });

  it("the curriculum report shows the same 83.3 % for the lesson", async () => {
    const run = await runReport(db, me, "curriculumReport", ZReportQuery.parse({ date: "2026-12-06" }), NOW, "en");
    expect(run.result.table.rows.find((r) => r.lesson === "Study skills")).toMatchObject({ pre: 2, post: 3.7, resultChange: EXACT, deliveries: 1, students: 25 });
  });

  it("the principal report words the same change, rounded once: +83 % (not +85 % or +84 %)", async () => {
    const r = await principalReport(db, me, ZPrincipalQuery.parse({ period: "month", date: "2026-12-06" }), NOW, "en");
    const lesson = r.outcomes.find((o) => o.kind === "lesson");
    expect(lesson && lesson.kind === "lesson" ? lesson.change : null).toBe(83);
  });
});
