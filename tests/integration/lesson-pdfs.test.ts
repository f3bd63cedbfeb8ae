import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import type { TConnection } from "@/db/client";
import { events, lessons, pdfLinks, surveys, users } from "@/db/schema";
import { POST as lessonPdfRoute } from "@/app/api/v1/lesson/pdf/route";
import { POST as resultsPdfRoute } from "@/app/api/v1/lesson_results/pdf/route";
import { GET as pdfRoute } from "@/app/api/v1/pdf/[token]/route";
import { POST as removeRoute } from "@/app/api/v1/remove/pdfUrl/route";
import { POST as surveyPdfRoute } from "@/app/api/v1/survey/pdf/route";
import { createSession } from "@/lib/auth/sessions";
import type { TApiHandler } from "@/lib/http/with-api";
import { formatDocumentDate } from "@/lib/i18n/format";
import { createPdfLink, openPdfLink, PDF_LINK_TTL_MS, pdfLinkToken } from "@/lib/pdf/links";
import { eventChangePercent, lessonResultsChangePercent } from "@/lib/surveys/rules";
import { todayIn } from "@/lib/users/rules";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The lesson, lesson-results and survey PDFs:
// each call answers a link of the one PDF-link store; the content comes from the records the caller
// may read, never from the payload's text.

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

async function openLink(link: string) {
  const token = link.split("/").pop() ?? "";
  const res = await (pdfRoute as TApiHandler)(new NextRequest(new URL(link, "http://localhost")), { params: Promise.resolve({ token }) });
  return { status: res.status, type: res.headers.get("content-type"), disposition: res.headers.get("content-disposition"), bytes: new Uint8Array(await res.arrayBuffer()) };
}

type TAvg = { pre: string | number | null; post: string | number | null };

describe.each(DRIVERS)("lesson PDFs (%s)", (driver) => {
  let conn: TConnection;
  const tokens = { counselor: "", other: "" };
  let counselorId = 0;
  let calm = 0;
  let goals = 0;
  let delivery = 0;
  let surveyId = 0;
  let timezone = "America/New_York";

  const post = (handler: TApiHandler, path: string, who: keyof typeof tokens, body: unknown) => call(handler, { method: "POST", path, token: tokens[who], body });
  const today = () => formatDocumentDate(todayIn(timezone, new Date()));

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    const [me] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    const [other] = await conn.db.select().from(users).where(eq(users.username, "hscounselor"));
    counselorId = me.id;
    timezone = me.timezone;
    tokens.counselor = (await createSession(conn.db, { userId: me.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    tokens.other = (await createSession(conn.db, { userId: other.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    [{ id: calm }] = await conn.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.userId, me.id), eq(lessons.name, "Calm before the test")));
    [{ id: goals }] = await conn.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.userId, me.id), eq(lessons.name, "Goal setting for high school")));
    [{ id: delivery }] = await conn.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.userId, me.id), eq(events.lessonId, calm)));
    [{ id: surveyId }] = await conn.db.select({ id: surveys.id }).from(surveys).where(eq(surveys.userId, me.id)).limit(1);
  });
  afterAll(async () => conn.close());

  it("POST lesson/pdf answers a link whose PDF shows the lesson's fields, standards, grades and rich text, dated MM/DD/YY", async () => {
    const res = await post(lessonPdfRoute, "/api/v1/lesson/pdf", "counselor", { lesson: { id: calm }, page: 1 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.link).toMatch(/^\/api\/v1\/pdf\/[A-Za-z0-9_-]{43}$/);
    const file = await openLink(res.json.link as string);
    expect(file.status).toBe(200);
    expect(file.type).toBe("application/pdf");
    expect(file.disposition).toContain("SCUTA-lesson-Calm-before-the-test.pdf");
    const text = await pdfText(file.bytes);
    expect(text).toContain("Calm before the test");
    expect(text).toContain(`Printed ${today()} by Casey Morgan`);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{2}/);
    expect(text).toContain("Mindsets & Behavior");
    expect(text).toContain("Grade 9, Grade 10");
    expect(text).toContain("Students will name two strategies to calm test anxiety.");
    expect(text).toContain("Repeat the breathing exercise before the spring tests.");
    expect(text).not.toContain("<p>");
    // The demo colleague rated the shared lesson.
    expect(text).toMatch(/Rating: \d\.\d of 5 \(1 rating\)/);
  });

  it("the results PDF shows the per-statement averages, the event change % and the lesson-results change %, computed on the server", async () => {
    const res = await post(resultsPdfRoute, "/api/v1/lesson_results/pdf", "counselor", {
      lesson: calm,
      event: { id: delivery },
      eventChangeValue: "999",
      userName: "Somebody Else",
      datePrint: "01/01/01",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const text = await pdfText((await openLink(res.json.link as string)).bytes);
    // The answers' overall averages, as the rules compute them.
    const rows = await conn.db.execute(sql`select
        avg(a.value) filter (where ad.phase = 'pre') as pre, avg(a.value) filter (where ad.phase = 'post') as post
      from survey_answers a join survey_responses r on r.id = a.response_id join survey_administrations ad on ad.id = r.administration_id
      where ad.event_id = ${delivery}`);
    const avg = ((Array.isArray(rows) ? rows : (rows as { rows: TAvg[] }).rows) as TAvg[])[0];
    const pre = Number(avg.pre);
    const postAvg = Number(avg.post);
    const lessonChange = lessonResultsChangePercent(pre, postAvg);
    const eventChange = eventChangePercent(pre, postAvg);
    expect(lessonChange).toBeGreaterThan(0);
    expect(text).toContain("Lesson results");
    expect(text).toContain("Calm before the test");
    expect(text).toContain(`Event change: ${eventChange.toFixed(1)}%`);
    expect(text).toContain(`Lesson results change: ${lessonChange.toFixed(1)}%`);
    expect(text).toContain("I can use a breathing exercise to calm down.");
    expect(text).toContain("Average confidence rose from 2.3 to 3.8 of 5.");
    expect(text).toContain(`Printed ${today()} by Casey Morgan`);
    // The payload's own figures and text are never printed.
    expect(text).not.toContain("999");
    expect(text).not.toContain("Somebody Else");
    expect(text).not.toContain("01/01/01");
  });

  it("the survey PDF is printable: name, legends, statements; in the reader's language (Italian)", async () => {
    await conn.db.update(users).set({ language: "it" }).where(eq(users.id, counselorId));
    try {
      const res = await post(surveyPdfRoute, "/api/v1/survey/pdf", "counselor", { survey_id: surveyId });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const text = await pdfText((await openLink(res.json.link as string)).bytes);
      expect(text).toContain("Questionario");
      expect(text).toContain("Test anxiety check-in");
      expect(text).toContain("Strongly agree");
      expect(text).toContain("I plan my study time before a test.");
      expect(text).toContain(`Stampato il ${today()}`);
      const results = await post(resultsPdfRoute, "/api/v1/lesson_results/pdf", "counselor", { lesson: calm, event: delivery });
      expect(await pdfText((await openLink(results.json.link as string)).bytes)).toContain("Risultati della lezione");
    } finally {
      await conn.db.update(users).set({ language: "en" }).where(eq(users.id, counselorId));
    }
  });

  it("the standards are 'Student Standards' when the user's logo setting is 3; a delivery without a survey prints 0.0% and says so", async () => {
    await conn.db.update(users).set({ logo: 3 }).where(eq(users.id, counselorId));
    try {
      const res = await post(lessonPdfRoute, "/api/v1/lesson/pdf", "counselor", { lesson: calm });
      const text = await pdfText((await openLink(res.json.link as string)).bytes);
      expect(text).toContain("Student Standards");
      expect(text).not.toContain("Mindsets & Behavior");
    } finally {
      await conn.db.update(users).set({ logo: 0 }).where(eq(users.id, counselorId));
    }
    const [plain] = await conn.db
      .insert(events)
      .values({ userId: counselorId, title: "Goal setting — Grade 9", date: "2026-09-01", time: "09:00", durationMinutes: 30, lessonId: goals, studentsCount: 12, maleCount: 5, femaleCount: 7 })
      .returning({ id: events.id });
    const res = await post(resultsPdfRoute, "/api/v1/lesson_results/pdf", "counselor", { lesson: goals, event: plain.id });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const text = await pdfText((await openLink(res.json.link as string)).bytes);
    expect(text).toContain("Goal setting for high school");
    expect(text).toContain("This event has no survey.");
    expect(text).toContain("Event change: 0.0%");
    expect(text).toContain("Lesson results change: 0.0%");
    expect(text).toContain("12 (male 5, female 7)");
    expect(text).toContain("09/01/26");
    // The delivery of one lesson is not a delivery of another: 404.
    expect((await post(resultsPdfRoute, "/api/v1/lesson_results/pdf", "counselor", { lesson: calm, event: plain.id })).status).toBe(404);
  });

  it("a link lives 10 minutes, and POST /remove/pdfUrl removes it (its page then answers 404)", async () => {
    const created = new Date(Date.now() - 60_000);
    const link = await createPdfLink(conn.db, { kind: "lesson", subjectId: calm, userId: counselorId, locale: "en", filename: "lesson", now: created });
    const token = pdfLinkToken(link)!;
    expect(await openPdfLink(conn.db, token, new Date(created.getTime() + PDF_LINK_TTL_MS - 1000))).not.toBeNull();
    expect(await openPdfLink(conn.db, token, new Date(created.getTime() + PDF_LINK_TTL_MS))).toBeNull();

    const res = await post(lessonPdfRoute, "/api/v1/lesson/pdf", "counselor", { lesson_id: calm });
    const fresh = res.json.link as string;
    expect((await openLink(fresh)).status).toBe(200);
    const removed = await call(removeRoute, { method: "POST", path: "/api/v1/remove/pdfUrl", token: tokens.counselor, body: { link: fresh } });
    expect(removed.status).toBe(200);
    expect((await openLink(fresh)).status).toBe(404);
    expect(
      await conn.db
        .select()
        .from(pdfLinks)
        .where(eq(pdfLinks.token, pdfLinkToken(fresh)!)),
    ).toEqual([]);
  });

  it("counselor-cannot-print-another-counselors-lesson-or-results: an unshared lesson, another's delivery and another's survey are a 404; a shared lesson prints", async () => {
    expect((await post(lessonPdfRoute, "/api/v1/lesson/pdf", "other", { lesson: goals })).status).toBe(404);
    expect((await post(resultsPdfRoute, "/api/v1/lesson_results/pdf", "other", { lesson: calm, event: delivery })).status).toBe(404);
    expect((await post(surveyPdfRoute, "/api/v1/survey/pdf", "other", { survey: surveyId })).status).toBe(404);
    expect((await post(lessonPdfRoute, "/api/v1/lesson/pdf", "other", { lesson: calm, event: delivery })).status).toBe(404);
    const shared = await post(lessonPdfRoute, "/api/v1/lesson/pdf", "other", { lesson: calm });
    expect(shared.status).toBe(200);
    const text = await pdfText((await openLink(shared.json.link as string)).bytes);
    expect(text).toContain("Calm before the test");
    expect(text).toContain("Harper Sato");
    // A link made before the lesson stopped being shared renders nothing afterwards.
    await conn.db.update(lessons).set({ share: false }).where(eq(lessons.id, calm));
    try {
      expect((await openLink(shared.json.link as string)).status).toBe(404);
    } finally {
      await conn.db.update(lessons).set({ share: true }).where(eq(lessons.id, calm));
    }
  });

  it("bad input is a 422 with the error list, never a 500", async () => {
    for (const [handler, path, body] of [
      [lessonPdfRoute, "/api/v1/lesson/pdf", {}],
      [lessonPdfRoute, "/api/v1/lesson/pdf", { lesson: "abc" }],
      [resultsPdfRoute, "/api/v1/lesson_results/pdf", { lesson: calm }],
      [surveyPdfRoute, "/api/v1/survey/pdf", { survey: -1 }],
      [lessonPdfRoute, "/api/v1/lesson/pdf", { lesson: calm, userName: "a\u0007b" }],
    ] as const) {
      const res = await post(handler, path, "counselor", body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json.error?.length).toBeGreaterThan(0);
    }
  });
});
