import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { events, lessonEvents as lessonEventsTable, lessons, surveys, users } from "@/db/schema";
import { POST as createEventRoute } from "@/app/api/v1/calendar/route";
import { PUT as putEventRoute } from "@/app/api/v1/calendar/[id]/route";
import { PUT as lessonEventRoute } from "@/app/api/v1/lesson/event/route";
import { GET as lessonEventsRoute } from "@/app/api/v1/lesson/lessonEvents/route";
import { GET as onSelectEventRoute } from "@/app/api/v1/lesson/onSelectEvent/route";
import { GET as usableRoute } from "@/app/api/v1/lesson/usable/route";
import { createSession } from "@/lib/auth/sessions";
import { setAdministration } from "@/lib/surveys/administrations";
import type { TLessonEvent, TUsableLesson } from "@/lib/lessons/events";
import type { TApiHandler } from "@/lib/http/with-api";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// Lesson deliveries (lesson events, new events):
// GET lesson/lessonEvents, GET lesson/onSelectEvent, PUT lesson/event, and the calendar's lesson_id check.

const NOW = new Date("2026-09-02T15:00:00Z");
const MON = "2026-10-05";

describe.each(DRIVERS)("lesson events (%s)", (driver) => {
  let conn: TConnection;
  const tokens = { counselor: "", other: "" };
  let counselorId = 0;
  let calm = 0; // shared, with a survey and a delivery answered 20 + 20 times
  let goals = 0; // unshared, no survey
  let delivery = 0;
  let surveyId = 0;
  let otherSurvey = 0;

  const api = (handler: TApiHandler, method: string, path: string, who: keyof typeof tokens, body?: unknown, params: Record<string, string> = {}) =>
    call(handler, { method, path, token: tokens[who], body, params });
  const createEvent = (who: keyof typeof tokens, body: Record<string, unknown>) =>
    api(createEventRoute, "POST", "/api/v1/calendar", who, { title: "Lesson", date: MON, time: "10:00", duration: 45, category_id: 3, ...body });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    const [me] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    const [other] = await conn.db.select().from(users).where(eq(users.username, "hscounselor"));
    counselorId = me.id;
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
    [{ id: otherSurvey }] = await conn.db.insert(surveys).values({ userId: other.id, name: "Harper's survey" }).returning({ id: surveys.id });
  });
  afterAll(async () => conn.close());

  it("GET lesson/lessonEvents lists the user's deliveries of the lesson with their counts, survey, inRAMP, outcome and answer counts", async () => {
    const res = await api(lessonEventsRoute, "GET", `/api/v1/lesson/lessonEvents?lesson_id=${calm}`, "counselor");
    expect(res.status).toBe(200);
    const list = res.json.lessonEvents as TLessonEvent[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: delivery, lesson_id: calm, time: "10:00", duration: 45, students: 20, male: 11, female: 9, survey_id: surveyId, inRAMP: true, preTest: 20, postTest: 20 });
    expect(list[0].dcpOutcome).toContain("Average confidence rose");
  });

  it("selecting a lesson event with a linked survey sets the collection method to Survey (id 13)", async () => {
    const res = await api(onSelectEventRoute, "GET", `/api/v1/lesson/onSelectEvent?event_id=${delivery}`, "counselor");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ duration: 45, students: 20, male: 11, female: 9, collectionMethod: 13, event: { id: delivery, survey_id: surveyId } });
  });

  it("otherwise the collection method is None (0): a delivery of a lesson without a survey", async () => {
    const created = await createEvent("counselor", { lesson_id: goals, students: 12, male: 5, female: 7 });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const eventId = (created.json.data as { id: number }[])[0].id;
    const res = await api(onSelectEventRoute, "GET", `/api/v1/lesson/onSelectEvent?event_id=${eventId}`, "counselor");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ duration: 45, students: 12, male: 5, female: 7, collectionMethod: 0, event: { survey_id: null, preTest: 0, postTest: 0 } });
    const list = (await api(lessonEventsRoute, "GET", `/api/v1/lesson/lessonEvents?lesson_id=${goals}`, "counselor")).json.lessonEvents as TLessonEvent[];
    expect(list.map((e) => e.id)).toContain(eventId);
  });

  it("PUT lesson/event saves the delivery's survey, inRAMP, dcpOutcome and implication; what is left out stays", async () => {
    const created = await createEvent("counselor", { lesson_id: goals });
    const eventId = (created.json.data as { id: number }[])[0].id;
    const res = await api(lessonEventRoute, "PUT", "/api/v1/lesson/event", "counselor", {
      event_id: eventId,
      survey_id: surveyId,
      inRAMP: true,
      dcpOutcome: "Most students set a goal.",
      implication: "Check the goals in May.",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.event).toMatchObject({ id: eventId, survey_id: surveyId, inRAMP: true, dcpOutcome: "Most students set a goal.", implication: "Check the goals in May." });
    const again = await api(lessonEventRoute, "PUT", "/api/v1/lesson/event", "counselor", { event_id: String(eventId), inRAMP: "0" });
    expect(again.json.event).toMatchObject({ survey_id: surveyId, inRAMP: false, dcpOutcome: "Most students set a goal." });
    const selected = await api(onSelectEventRoute, "GET", `/api/v1/lesson/onSelectEvent?event_id=${eventId}`, "counselor");
    expect(selected.json.collectionMethod).toBe(13);
  });

  it("PUT lesson/event keeps rich text as sanitised HTML: bold, italic and links stay, a script is stripped", async () => {
    const created = await createEvent("counselor", { lesson_id: goals });
    const eventId = (created.json.data as { id: number }[])[0].id;
    const res = await api(lessonEventRoute, "PUT", "/api/v1/lesson/event", "counselor", {
      event_id: eventId,
      dcpOutcome: '<p>Good <strong>work</strong> <em>all</em><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
      implication: '<p><a href="javascript:alert(3)">bad</a> <a href="https://example.org">good</a></p>',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const saved = res.json.event as TLessonEvent;
    expect(saved.dcpOutcome).toBe("<p>Good <strong>work</strong> <em>all</em></p>");
    expect(saved.implication).not.toContain("javascript");
    expect(saved.implication).toContain('href="https://example.org"');
  });

  it("a delivery's pre and post surveys are open until the counselor closes one (the trainer dialog's switch)", async () => {
    const before = (await api(lessonEventsRoute, "GET", `/api/v1/lesson/lessonEvents?lesson_id=${calm}`, "counselor")).json.lessonEvents as TLessonEvent[];
    expect(before[0]).toMatchObject({ preOpen: true, postOpen: true });
    const [me] = await conn.db.select().from(users).where(eq(users.id, counselorId));
    await setAdministration(conn.db, { user: me } as never, { survey_id: surveyId, event_id: delivery, phase: "pre", open: false }, NOW);
    try {
      const after = (await api(lessonEventsRoute, "GET", `/api/v1/lesson/lessonEvents?lesson_id=${calm}`, "counselor")).json.lessonEvents as TLessonEvent[];
      expect(after[0]).toMatchObject({ preOpen: false, postOpen: true, preTest: 20 });
    } finally {
      await setAdministration(conn.db, { user: me } as never, { survey_id: surveyId, event_id: delivery, phase: "pre", open: true }, NOW);
    }
  });

  it("PUT lesson/event refuses another counselor's survey (422 survey_id), an event without a lesson (422 event_id) and bad input (422), changing nothing", async () => {
    const before = await conn.db.select().from(lessonEventsTable).where(eq(lessonEventsTable.eventId, delivery));
    const foreign = await api(lessonEventRoute, "PUT", "/api/v1/lesson/event", "counselor", { event_id: delivery, survey_id: otherSurvey, dcpOutcome: "changed" });
    expect(foreign.status).toBe(422);
    expect(foreign.json.error?.[0]).toMatchObject({ code: "invalid_survey_id", field: "survey_id" });
    const plain = await createEvent("counselor", {});
    const plainId = (plain.json.data as { id: number }[])[0].id;
    const noLesson = await api(lessonEventRoute, "PUT", "/api/v1/lesson/event", "counselor", { event_id: plainId, inRAMP: true });
    expect(noLesson.status).toBe(422);
    expect(noLesson.json.error?.[0]).toMatchObject({ code: "not_a_lesson_event", field: "event_id" });
    for (const body of [{ event_id: "abc" }, { event_id: delivery, inRAMP: "maybe" }, { event_id: delivery, dcpOutcome: "a\u0000b" }, { event_id: delivery, implication: "x".repeat(20_001) }]) {
      const bad = await api(lessonEventRoute, "PUT", "/api/v1/lesson/event", "counselor", body);
      expect(bad.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(bad.status).toBeLessThan(500);
    }
    expect(await conn.db.select().from(lessonEventsTable).where(eq(lessonEventsTable.eventId, delivery))).toEqual(before);
  });

  it("counselor-cannot-read-another-counselors-lesson-events: an unshared lesson's deliveries and another's event are a 404; a shared lesson lists only the reader's own deliveries", async () => {
    expect((await api(lessonEventsRoute, "GET", `/api/v1/lesson/lessonEvents?lesson_id=${goals}`, "other")).status).toBe(404);
    const shared = await api(lessonEventsRoute, "GET", `/api/v1/lesson/lessonEvents?lesson_id=${calm}`, "other");
    expect(shared.status).toBe(200);
    expect(shared.json.lessonEvents).toEqual([]);
    expect((await api(onSelectEventRoute, "GET", `/api/v1/lesson/onSelectEvent?event_id=${delivery}`, "other")).status).toBe(404);
    expect((await api(lessonEventRoute, "PUT", "/api/v1/lesson/event", "other", { event_id: delivery, dcpOutcome: "mine now" })).status).toBe(404);
    expect((await api(lessonEventsRoute, "GET", "/api/v1/lesson/lessonEvents?lesson_id=0", "counselor")).status).toBe(422);
    expect((await api(onSelectEventRoute, "GET", "/api/v1/lesson/onSelectEvent?event_id=x", "counselor")).status).toBe(422);
  });

  it("counselor cannot deliver another counselor's unshared lesson: the calendar answers 422 on lesson_id, for a new event and a change", async () => {
    const refused = await createEvent("other", { lesson_id: goals });
    expect(refused.status).toBe(422);
    expect(refused.json.error?.[0]).toMatchObject({ code: "invalid_lesson_id", field: "lesson_id" });
    const unknown = await createEvent("other", { lesson_id: 2_000_000 });
    expect(unknown.status).toBe(422);
    // A shared lesson may be delivered by anyone; changing it to an unshared one is refused and changes nothing.
    const ok = await createEvent("other", { lesson_id: calm });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const eventId = (ok.json.data as { id: number; lesson_id: number }[])[0].id;
    const change = await api(putEventRoute, "PUT", `/api/v1/calendar/${eventId}`, "other", { lesson_id: goals }, { id: String(eventId) });
    expect(change.status).toBe(422);
    expect(change.json.error?.[0]?.field).toBe("lesson_id");
    const [row] = await conn.db.select({ lessonId: events.lessonId }).from(events).where(eq(events.id, eventId));
    expect(row.lessonId).toBe(calm);
    // Its own delivery now shows in the shared lesson's list for that counselor only.
    const list = (await api(lessonEventsRoute, "GET", `/api/v1/lesson/lessonEvents?lesson_id=${calm}`, "other")).json.lessonEvents as TLessonEvent[];
    expect(list.map((e) => e.id)).toEqual([eventId]);
  });

  it("an event keeps the lesson it delivers when that lesson stops being shared (the title can still change)", async () => {
    const [career] = await conn.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.userId, counselorId), eq(lessons.name, "Career clusters exploration")));
    const ok = await createEvent("other", { lesson_id: career.id });
    const eventId = (ok.json.data as { id: number }[])[0].id;
    await conn.db.update(lessons).set({ share: false }).where(eq(lessons.id, career.id));
    try {
      const change = await api(putEventRoute, "PUT", `/api/v1/calendar/${eventId}`, "other", { title: "Renamed", lesson_id: career.id }, { id: String(eventId) });
      expect(change.status, JSON.stringify(change.json)).toBe(200);
    } finally {
      await conn.db.update(lessons).set({ share: true }).where(eq(lessons.id, career.id));
    }
  });

  it("GET lesson/usable lists the caller's own lessons and the shared ones, never another's unshared lesson", async () => {
    const mine = (await api(usableRoute, "GET", "/api/v1/lesson/usable", "counselor")).json.data as TUsableLesson[];
    expect(mine.map((l) => l.id)).toEqual(expect.arrayContaining([calm, goals]));
    const theirs = (await api(usableRoute, "GET", "/api/v1/lesson/usable", "other")).json.data as TUsableLesson[];
    expect(theirs.map((l) => l.id)).toContain(calm);
    expect(theirs.map((l) => l.id)).not.toContain(goals);
    expect(theirs.find((l) => l.id === calm)?.own).toBe(false);
  });
});
