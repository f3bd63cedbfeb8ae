import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { surveys, type TLessonRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { pdfFilename } from "@/lib/billing/pdf/model";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { createPdfLink } from "@/lib/pdf/links";
import { ownSurvey, readableLesson } from "./access";
import { ZLessonPdfBody, ZLessonResultsPdfBody, ZSurveyPdfBody, type TLessonPdfBody, type TSurveyPdfBody } from "./events-schemas";
import { nameForFile } from "./pdf/model";
import { eventResults } from "./results";

// The lesson, lesson-results and survey PDF links (POST /api/v1/lesson/pdf,
// /api/v1/lesson_results/pdf, /api/v1/survey/pdf), each answered {link}; the two lesson PDFs also answer
// `survey`, the lesson's survey ({id, name}) for its author and null for anyone else (a shared lesson
// never shows another counselor's survey, as its JSON does not). Access is checked here with
// the one rule of lib/lessons/access.ts (another counselor's unshared lesson, their results or their
// survey is a 404); the document is rendered from the stored records when the link is opened, in
// the reader's language, never from the text the caller sent.

export type TLessonPdfSurvey = { id: number; name: string } | null;

/** The lesson's survey as the PDF answer names it: the author's own survey, null for a reader of a shared lesson. */
async function lessonSurvey(db: TDbOrTx, actor: TActor, lesson: TLessonRow): Promise<TLessonPdfSurvey> {
  if (lesson.userId !== actor.user.id || lesson.surveyId === null) return null;
  const [row] = await db.select({ id: surveys.id, name: surveys.name }).from(surveys).where(eq(surveys.id, lesson.surveyId)).limit(1);
  return row ?? null;
}

export async function linkLessonPdf(db: TDbOrTx, actor: TActor, input: TLessonPdfBody, now: Date): Promise<{ link: string; survey: TLessonPdfSurvey }> {
  const v = ZLessonPdfBody.parse(input);
  const lesson = await readableLesson(db, actor.user.id, v.lesson);
  // An event named: it must be one of the reader's deliveries of this lesson (404 otherwise).
  if (v.event) await eventResults(db, actor, lesson.id, v.event);
  const link = await createPdfLink(db, {
    kind: "lesson",
    subjectId: lesson.id,
    params: v.event ? { eventId: v.event } : {},
    userId: actor.user.id,
    locale: pdfLocale(actor.user.language),
    filename: pdfFilename(v.filename, `SCUTA-lesson-${nameForFile(lesson.name, String(lesson.id))}`),
    now,
  });
  return { link, survey: await lessonSurvey(db, actor, lesson) };
}

export async function linkLessonResultsPdf(db: TDbOrTx, actor: TActor, input: TLessonPdfBody, now: Date): Promise<{ link: string; survey: TLessonPdfSurvey }> {
  const v = ZLessonResultsPdfBody.parse(input);
  const lesson = await readableLesson(db, actor.user.id, v.lesson);
  await eventResults(db, actor, lesson.id, v.event);
  const link = await createPdfLink(db, {
    kind: "lesson_results",
    subjectId: lesson.id,
    params: { eventId: v.event },
    userId: actor.user.id,
    locale: pdfLocale(actor.user.language),
    filename: pdfFilename(v.filename, `SCUTA-lesson-results-${nameForFile(lesson.name, String(lesson.id))}`),
    now,
  });
  return { link, survey: await lessonSurvey(db, actor, lesson) };
}

export async function linkSurveyPdf(db: TDbOrTx, actor: TActor, input: TSurveyPdfBody, now: Date): Promise<{ link: string }> {
  const v = ZSurveyPdfBody.parse(input);
  const survey = await ownSurvey(db, actor.user.id, v.survey);
  const link = await createPdfLink(db, {
    kind: "survey",
    subjectId: survey.id,
    userId: actor.user.id,
    locale: pdfLocale(actor.user.language),
    filename: pdfFilename(v.filename, `SCUTA-survey-${nameForFile(survey.name, String(survey.id))}`),
    now,
  });
  return { link };
}
