import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { events, lessonEvents, lessons } from "@/db/schema";

/**
 * The survey students answer for an event: the event's own survey (lesson_events.survey_id) when set,
 * else the survey of the lesson the event delivers (events.lesson_id → lessons.survey_id), else null.
 * One query; an unknown event is null.
 */
export async function eventSurveyId(db: TDbOrTx, eventId: number): Promise<number | null> {
  const [row] = await db
    .select({ own: lessonEvents.surveyId, lesson: lessons.surveyId })
    .from(events)
    .leftJoin(lessonEvents, eq(lessonEvents.eventId, events.id))
    .leftJoin(lessons, eq(lessons.id, events.lessonId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) return null;
  return row.own ?? row.lesson ?? null;
}
