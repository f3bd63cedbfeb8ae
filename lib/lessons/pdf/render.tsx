import "server-only";
// Every PDF is set in the embedded Liberation Sans, which has the minus sign and every letter of a name.
import "@/lib/pdf/fonts";
import { renderPdf } from "@/lib/pdf/limit";
import type { TDbOrTx } from "@/db/client";
import type { pdfLinks } from "@/db/schema";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { AppError } from "@/lib/http/errors";
import { formatDocumentDate } from "@/lib/i18n/format";
import { pdfTranslator, type TPdfT } from "@/lib/pdf/strings";
import { surveyStatements } from "@/lib/surveys/queries";
import { DEFAULT_LEGEND_KEYS, isLikertLevels } from "@/lib/surveys/rules";
import { ownSurvey, readableLesson } from "../access";
import { collectionStatus, collectionStatusText } from "../collection-status";
import { eventResultsOf, lessonTotalsOf } from "../results";
import { LessonDocument, type TCollectionLine, type TLessonDocEvent } from "./lesson-document";
import { lessonPdfData, pdfAuthor } from "./model";
import { ResultsDocument } from "./results-document";
import { SurveyDocument } from "./survey-document";

// The renderers of the lesson, lesson_results and survey links (registered in lib/pdf/renderers.ts).
// The link names the reader (user_id), the record (subject_id) and the delivery (params.eventId); the
// reader's access is checked again here, so a lesson unshared since the link was made renders nothing.

type TLink = typeof pdfLinks.$inferSelect;

const eventIdOf = (link: TLink): number | null => {
  const id = Number(link.params?.eventId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The record is gone or no longer readable: the link answers 404 like an expired one. */
async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

const lessonT = (link: TLink): Promise<TPdfT> => pdfTranslator("lessonPdf", pdfLocale(link.locale));

/** The delivery's pre/post collection status in the link's language: the words of the lesson screen. */
async function collectionLine(link: TLink, event: Parameters<typeof collectionStatus>[0]): Promise<TCollectionLine> {
  const tc = await pdfTranslator("lessonResults.collection", pdfLocale(link.locale));
  return { label: tc("label"), value: collectionStatusText(tc, collectionStatus(event)) };
}

export async function renderLessonPdf(db: TDbOrTx, link: TLink): Promise<Buffer | null> {
  if (link.subjectId === null || link.userId === null) return null;
  const userId = link.userId;
  const lessonId = link.subjectId;
  const parts = await orNull(async () => {
    const lesson = await readableLesson(db, userId, lessonId);
    const eventId = eventIdOf(link);
    let event: TLessonDocEvent = null;
    if (eventId !== null) {
      const r = await eventResultsOf(db, userId, lessonId, eventId);
      event = { title: r.event.title, date: formatDocumentDate(r.event.date), eventChange: r.eventChange, collection: await collectionLine(link, r.event) };
    }
    return { data: await lessonPdfData(db, lesson, pdfLocale(link.locale)), event };
  });
  if (!parts) return null;
  const [t, author] = await Promise.all([lessonT(link), pdfAuthor(db, userId, link.createdAt)]);
  return renderPdf(<LessonDocument t={t} locale={pdfLocale(link.locale)} data={parts.data} author={author} event={parts.event} />);
}

export async function renderLessonResultsPdf(db: TDbOrTx, link: TLink): Promise<Buffer | null> {
  const eventId = eventIdOf(link);
  if (link.subjectId === null || link.userId === null || eventId === null) return null;
  const userId = link.userId;
  const lessonId = link.subjectId;
  const parts = await orNull(async () => {
    const lesson = await readableLesson(db, userId, lessonId);
    const results = await eventResultsOf(db, userId, lessonId, eventId);
    const totals = await lessonTotalsOf(db, userId, lessonId);
    return { lesson, results, totals };
  });
  if (!parts) return null;
  const [t, author, collection] = await Promise.all([lessonT(link), pdfAuthor(db, userId, link.createdAt), collectionLine(link, parts.results.event)]);
  return renderPdf(<ResultsDocument t={t} locale={pdfLocale(link.locale)} lessonName={parts.lesson.name} results={parts.results} totals={parts.totals} author={author} collection={collection} />);
}

export async function renderSurveyPdf(db: TDbOrTx, link: TLink): Promise<Buffer | null> {
  if (link.subjectId === null || link.userId === null) return null;
  const userId = link.userId;
  const surveyId = link.subjectId;
  const survey = await orNull(() => ownSurvey(db, userId, surveyId));
  if (!survey) return null;
  const [t, author, statements] = await Promise.all([lessonT(link), pdfAuthor(db, userId, link.createdAt), surveyStatements(db, survey.id)]);
  const levels = isLikertLevels(survey.likertLevels) ? survey.likertLevels : 5;
  const typed = [survey.likert1, survey.likert2, survey.likert3, survey.likert4, survey.likert5];
  const legends = DEFAULT_LEGEND_KEYS[levels].map((key, i) => typed[i]?.trim() || t(`legend.${key}`));
  return renderPdf(<SurveyDocument t={t} data={{ name: survey.name, levels, legends, statements }} author={author} />);
}
