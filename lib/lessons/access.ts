import "server-only";
import { and, eq, or } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { lessons, surveys, type TLessonRow, type TSurveyRow } from "@/db/schema";
import { can } from "@/lib/auth/permissions";
import { forbidden, notFound } from "@/lib/http/errors";

// Who may read and change a lesson or a survey: the one rule every page, route, PDF and file download
// of lessons and surveys calls. A lesson is its owner's; a shared lesson is readable (and rateable and
// commentable) by every signed-in user, but only its owner changes it. Another counselor's unshared
// lesson or survey does not exist for the reader (404), so its id reveals nothing.

export const LESSON_NOT_FOUND = "This lesson does not exist or is not shared with you.";
export const SURVEY_NOT_FOUND = "This survey does not exist or is not yours.";

/** The lesson if the user owns it or it is shared; else a 404. */
export async function readableLesson(db: TDbOrTx, readerId: number, lessonId: number): Promise<TLessonRow> {
  const [row] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), or(eq(lessons.userId, readerId), eq(lessons.share, true))))
    .limit(1);
  if (!row) throw notFound(LESSON_NOT_FOUND);
  return row;
}

/**
 * Opening a lesson, the one rule for its page, its API, its PDF and its files: the reader's role
 * reads lessons ("lesson.read" in the access table), and the lesson is the reader's own or shared.
 * Anything else does not exist for the reader (404).
 */
export async function openableLesson(db: TDbOrTx, reader: Parameters<typeof can>[0] & { id: number }, lessonId: number): Promise<TLessonRow> {
  if (!can(reader, "lesson.read")) throw notFound(LESSON_NOT_FOUND);
  return readableLesson(db, reader.id, lessonId);
}

/** The lesson if the user owns it: a shared lesson of someone else is a 403 (readable, not writable), any other a 404. */
export async function ownLesson(db: TDbOrTx, ownerId: number, lessonId: number): Promise<TLessonRow> {
  const row = await readableLesson(db, ownerId, lessonId);
  if (row.userId !== ownerId) throw forbidden("Only the lesson's author can change it.");
  return row;
}

/** Whether an event of `ownerId` may deliver the lesson: the owner's own lesson or a shared one. */
export async function mayUseLesson(db: TDbOrTx, ownerId: number, lessonId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), or(eq(lessons.userId, ownerId), eq(lessons.share, true))))
    .limit(1);
  return !!row;
}

/** The survey if the user owns it; else a 404 (surveys are never shared: the answers are the students'). */
export async function ownSurvey(db: TDbOrTx, ownerId: number, surveyId: number): Promise<TSurveyRow> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, surveyId), eq(surveys.userId, ownerId)))
    .limit(1);
  if (!row) throw notFound(SURVEY_NOT_FOUND);
  return row;
}
