import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { pdfFilename } from "@/lib/billing/pdf/model";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { createPdfLink } from "@/lib/pdf/links";
import { ownSurvey, readableLesson } from "./access";
import { ZLessonPdfBody, ZLessonResultsPdfBody, ZSurveyPdfBody, type TLessonPdfBody, type TSurveyPdfBody } from "./events-schemas";
import { nameForFile } from "./pdf/model";
import { eventResults } from "./results";

// The lesson, lesson-results and survey PDF links (spec 3 §7: POST /api/v1/lesson/pdf,
// /api/v1/lesson_results/pdf, /api/v1/survey/pdf), each answered {link}. Access is checked here with
// the one rule of lib/lessons/access.ts (another counselor's unshared lesson, their results or their
// survey is a 404); the document is rendered from the stored records when the link is opened, in
// the reader's language, never from the text the caller sent.

export async function linkLessonPdf(db: TDbOrTx, actor: TActor, input: TLessonPdfBody, now: Date): Promise<{ link: string }> {
  const v = ZLessonPdfBody.parse(input);
  const lesson = await readableLesson(db, actor.user.id, v.lesson);
  // An event named: it must be one of the reader's deliveries of this lesson (404 otherwise).
  if (v.event) await eventResults(db, actor.user.id, lesson.id, v.event);
  const link = await createPdfLink(db, {
    kind: "lesson",
    subjectId: lesson.id,
    params: v.event ? { eventId: v.event } : {},
    userId: actor.user.id,
    locale: pdfLocale(actor.user.language),
    filename: pdfFilename(v.filename, `SCUTA-lesson-${nameForFile(lesson.name, String(lesson.id))}`),
    now,
  });
  return { link };
}

export async function linkLessonResultsPdf(db: TDbOrTx, actor: TActor, input: TLessonPdfBody, now: Date): Promise<{ link: string }> {
  const v = ZLessonResultsPdfBody.parse(input);
  const lesson = await readableLesson(db, actor.user.id, v.lesson);
  await eventResults(db, actor.user.id, lesson.id, v.event);
  const link = await createPdfLink(db, {
    kind: "lesson_results",
    subjectId: lesson.id,
    params: { eventId: v.event },
    userId: actor.user.id,
    locale: pdfLocale(actor.user.language),
    filename: pdfFilename(v.filename, `SCUTA-lesson-results-${nameForFile(lesson.name, String(lesson.id))}`),
    now,
  });
  return { link };
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
