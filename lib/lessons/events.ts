import "server-only";
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { events, lessonEvents as lessonEventsTable, lessons } from "@/db/schema";
import { fromDbTime } from "@/lib/calendar/rules";
import { AppError, notFound } from "@/lib/http/errors";
import { ownSurvey, readableLesson } from "./access";
import { ZLessonEventPatch, type TLessonEventPatch } from "./events-schemas";
import { collectionMethodForEvent } from "./rules";
import type { TActor } from "@/lib/auth/current-user";

// Deliveries of a lesson: a calendar event with events.lesson_id
// is a delivery; its lesson-specific fields (survey, inRAMP, dcpOutcome, implication) live in
// lesson_events. Only the event's owner reads or changes them: another counselor's event is a 404.

export const EVENT_NOT_FOUND = "This event does not exist or is not yours.";

export type TLessonEvent = {
  id: number;
  lesson_id: number | null;
  title: string;
  date: string;
  time: string;
  duration: number;
  students: number;
  male: number;
  female: number;
  /** The survey students answer: the event's own, else the lesson's (as lib/surveys/event-survey.ts). */
  survey_id: number | null;
  inRAMP: boolean;
  dcpOutcome: string;
  implication: string;
  /** Answers received before (pre) and after (post) the lesson. */
  preTest: number;
  postTest: number;
  /** Whether students may answer the pre and the post survey: open until the counselor closes it. */
  preOpen: boolean;
  postOpen: boolean;
  /** Whether the counselor opened the pre and the post survey for named answers (student numbers). */
  preNamed?: boolean;
  postNamed?: boolean;
};

function responses(phase: "pre" | "post") {
  return sql<number>`(select count(*) from survey_responses r join survey_administrations ad on ad.id = r.administration_id
    where ad.event_id = ${events.id} and ad.phase = ${phase}
    and ad.survey_id = coalesce(${lessonEventsTable.surveyId}, ${lessons.surveyId}))`.mapWith(Number);
}

function isNamed(phase: "pre" | "post") {
  return sql<boolean>`exists (select 1 from survey_administrations ad where ad.event_id = ${events.id} and ad.phase = ${phase}
    and ad.survey_id = coalesce(${lessonEventsTable.surveyId}, ${lessons.surveyId}) and ad.named_answers)`;
}

function isOpen(phase: "pre" | "post") {
  return sql<boolean>`not exists (select 1 from survey_administrations ad where ad.event_id = ${events.id} and ad.phase = ${phase}
    and ad.survey_id = coalesce(${lessonEventsTable.surveyId}, ${lessons.surveyId}) and ad.closed_at is not null)`;
}

const COLUMNS = {
  id: events.id,
  lesson_id: events.lessonId,
  title: events.title,
  date: events.date,
  time: events.time,
  duration: events.durationMinutes,
  students: events.studentsCount,
  male: events.maleCount,
  female: events.femaleCount,
  survey_id: sql<number | null>`coalesce(${lessonEventsTable.surveyId}, ${lessons.surveyId})`,
  inRAMP: sql<boolean>`coalesce(${lessonEventsTable.inRamp}, false)`,
  dcpOutcome: sql<string>`coalesce(${lessonEventsTable.dcpOutcome}, '')`,
  implication: sql<string>`coalesce(${lessonEventsTable.implication}, '')`,
  preTest: responses("pre"),
  postTest: responses("post"),
  preOpen: isOpen("pre"),
  postOpen: isOpen("post"),
  preNamed: isNamed("pre"),
  postNamed: isNamed("post"),
};

type TRow = Omit<TLessonEvent, "time" | "survey_id" | "inRAMP" | "preOpen" | "postOpen" | "preNamed" | "postNamed"> & {
  time: string;
  survey_id: unknown;
  inRAMP: unknown;
  preOpen: unknown;
  postOpen: unknown;
  preNamed: unknown;
  postNamed: unknown;
};

/** A boolean from either driver (postgres-js gives true/false, a raw PGlite value may be 't'/'f'). */
const bool = (v: unknown) => v === true || v === "t" || v === "true";

function toJson(r: TRow): TLessonEvent {
  return {
    ...r,
    time: fromDbTime(r.time),
    survey_id: r.survey_id === null || r.survey_id === undefined ? null : Number(r.survey_id),
    inRAMP: bool(r.inRAMP),
    preOpen: bool(r.preOpen),
    postOpen: bool(r.postOpen),
    preNamed: bool(r.preNamed),
    postNamed: bool(r.postNamed),
  };
}

function baseQuery(db: TDbOrTx) {
  return db.select(COLUMNS).from(events).leftJoin(lessonEventsTable, eq(lessonEventsTable.eventId, events.id)).leftJoin(lessons, eq(lessons.id, events.lessonId));
}

/**
 * GET /api/v1/lesson/lessonEvents: the user's own events that deliver the lesson (newest first).
 * The lesson must be one the user may read (own or shared; else 404): a shared lesson lists only the
 * reader's own deliveries of it, never its author's.
 */
export async function lessonEvents(db: TDbOrTx, actor: TActor, lessonId: number): Promise<TLessonEvent[]> {
  const userId = actor.user.id;
  await readableLesson(db, userId, lessonId);
  const rows = await baseQuery(db)
    .where(and(eq(events.userId, userId), eq(events.lessonId, lessonId)))
    .orderBy(desc(events.date), desc(events.time), asc(events.id));
  return rows.map(toJson);
}

/** One of the user's own events as a lesson delivery; another's or an unknown one is a 404. */
export async function ownLessonEvent(db: TDbOrTx, ownerId: number, eventId: number): Promise<TLessonEvent> {
  const [row] = await baseQuery(db)
    .where(and(eq(events.id, eventId), eq(events.userId, ownerId)))
    .limit(1);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return toJson(row);
}

export type TSelectedEvent = { duration: number; students: number; male: number; female: number; event: TLessonEvent; collectionMethod: number };

/**
 * GET /api/v1/lesson/onSelectEvent: the counts of the chosen delivery and the collection method it
 * implies: selecting a lesson event with a linked survey sets the collection method to Survey (id 13),
 * otherwise None (0) (collectionMethodForEvent in lib/lessons/rules.ts).
 */
export async function onSelectEvent(db: TDbOrTx, actor: TActor, eventId: number): Promise<TSelectedEvent> {
  const event = await ownLessonEvent(db, actor.user.id, eventId);
  return { duration: event.duration, students: event.students, male: event.male, female: event.female, event, collectionMethod: collectionMethodForEvent(event.survey_id) };
}

/**
 * PUT /api/v1/lesson/event: the lesson-specific fields of one of the user's deliveries. The event must
 * deliver a lesson (422 otherwise); a survey must be the user's own (422 on survey_id). One transaction.
 */
export async function saveLessonEvent(db: TDbOrTx, actor: TActor, input: TLessonEventPatch, now: Date): Promise<TLessonEvent> {
  const userId = actor.user.id;
  const v = ZLessonEventPatch.parse(input);
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: events.id, lessonId: events.lessonId })
      .from(events)
      .where(and(eq(events.id, v.event_id), eq(events.userId, userId)))
      .for("update")
      .limit(1);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (event.lessonId === null) throw new AppError("not_a_lesson_event", "This event does not deliver a lesson.", 422, "event_id");
    if (v.survey_id) {
      try {
        await ownSurvey(tx, userId, v.survey_id);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) throw new AppError("invalid_survey_id", "Choose one of your surveys.", 422, "survey_id");
        throw error;
      }
    }
    const set = {
      ...(v.survey_id !== undefined ? { surveyId: v.survey_id } : {}),
      ...(v.inRAMP !== undefined ? { inRamp: v.inRAMP } : {}),
      ...(v.dcpOutcome !== undefined ? { dcpOutcome: v.dcpOutcome } : {}),
      ...(v.implication !== undefined ? { implication: v.implication } : {}),
      updatedAt: now,
    };
    await tx
      .insert(lessonEventsTable)
      .values({ eventId: event.id, ...set })
      .onConflictDoUpdate({ target: lessonEventsTable.eventId, set });
    return ownLessonEvent(tx, userId, event.id);
  });
}

export type TUsableLesson = { id: number; name: string; own: boolean };

/** GET /api/v1/lesson/usable: the lessons an event of the actor may deliver (usableLessonsOf for the actor). */
export async function usableLessons(db: TDbOrTx, actor: TActor): Promise<TUsableLesson[]> {
  return usableLessonsOf(db, actor.user.id);
}

/**
 * The lessons an event of `ownerId` may deliver (their own and the shared ones), by name: the calendar
 * form's lesson picker, for the calendar's subject (a manager's view of one of theirs, once access is checked).
 */
export async function usableLessonsOf(db: TDbOrTx, ownerId: number): Promise<TUsableLesson[]> {
  const userId = ownerId;
  const rows = await db
    .select({ id: lessons.id, name: lessons.name, userId: lessons.userId })
    .from(lessons)
    .where(or(eq(lessons.userId, userId), eq(lessons.share, true)))
    .orderBy(asc(lessons.name), asc(lessons.id))
    .limit(2000);
  return rows.map((r) => ({ id: r.id, name: r.name, own: r.userId === userId }));
}
