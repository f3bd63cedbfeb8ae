import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { events, lessons, surveys, users } from "@/db/schema";
import { POST as lessonPdfRoute } from "@/app/api/v1/lesson/pdf/route";
import { POST as resultsPdfRoute } from "@/app/api/v1/lesson_results/pdf/route";
import { createSession } from "@/lib/auth/sessions";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// POST /api/v1/lesson/pdf and /api/v1/lesson_results/pdf answer {link, survey}: the client reads both.
// `survey` is the lesson's survey for its author, and null for a reader of a shared lesson.

describe.each(DRIVERS)("the lesson PDFs' survey field (%s)", (driver) => {
  let conn: TConnection;
  const tokens = { counselor: "", other: "" };
  let calm = 0;
  let delivery = 0;
  let survey = { id: 0, name: "" };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    const [me] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    const [other] = await conn.db.select().from(users).where(eq(users.username, "hscounselor"));
    tokens.counselor = (await createSession(conn.db, { userId: me.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    tokens.other = (await createSession(conn.db, { userId: other.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    const [lesson] = await conn.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.userId, me.id), eq(lessons.name, "Calm before the test")));
    calm = lesson.id;
    [{ id: delivery }] = await conn.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.userId, me.id), eq(events.lessonId, calm)));
    [survey] = await conn.db.select({ id: surveys.id, name: surveys.name }).from(surveys).where(eq(surveys.userId, me.id)).limit(1);
    await conn.db.update(lessons).set({ surveyId: survey.id, share: true }).where(eq(lessons.id, calm));
  });
  afterAll(async () => conn.close());

  it("the lesson PDF answers its link and the lesson's survey (id and name) to the lesson's author", async () => {
    const res = await call(lessonPdfRoute, { token: tokens.counselor, body: { lesson: calm } });
    expect(res.status).toBe(200);
    expect(res.json.link).toEqual(expect.stringContaining("/api/v1/pdf/"));
    expect(res.json.survey).toEqual(survey);
  });

  it("the lesson results PDF answers the same survey field", async () => {
    const res = await call(resultsPdfRoute, { token: tokens.counselor, body: { lesson: calm, event: delivery } });
    expect(res.status).toBe(200);
    expect(res.json.survey).toEqual(survey);
  });

  it("a reader of the shared lesson gets its PDF with survey null: another counselor's survey is not theirs to see", async () => {
    const res = await call(lessonPdfRoute, { token: tokens.other, body: { lesson: calm } });
    expect(res.status).toBe(200);
    expect(res.json).toHaveProperty("survey", null);
  });

  it("a lesson without a survey answers survey null", async () => {
    await conn.db.update(lessons).set({ surveyId: null }).where(eq(lessons.id, calm));
    const res = await call(lessonPdfRoute, { token: tokens.counselor, body: { lesson: calm } });
    expect(res.json).toHaveProperty("survey", null);
  });
});
