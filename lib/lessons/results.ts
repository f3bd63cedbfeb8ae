import "server-only";
import { sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { rowsOf } from "@/lib/analysis/sql";
import { notFound } from "@/lib/http/errors";
import { surveyAveragesOf, type TQuestionAvg } from "@/lib/surveys/queries";
import { LESSON_RESULTS_SURVEY } from "@/lib/surveys/results-sql";
import { eventChangePercent, lessonResultsChangePercent } from "@/lib/surveys/rules";
import { readableLesson } from "./access";
import { ownLessonEvent, type TLessonEvent } from "./events";

// The results of a lesson (the counselor picks a delivery and sees its pre/post survey results): per
// statement the pre and post averages of the chosen delivery, the event change % and the lesson-results
// change % over all the user's deliveries of the lesson. The results tab and the results PDF read this.
// A lesson's results are the answers to its lesson survey (LESSON_RESULTS_SURVEY): a SMART goal's survey
// given at a delivery is the goal's. Every change is computed once, from the exact averages of the answers.

export type TStatementResult = { id: number; text: string; pre: number; post: number; preN: number; postN: number };

export type TEventResults = {
  event: TLessonEvent;
  surveyName: string | null;
  likertLevels: number;
  statements: TStatementResult[];
  pre: number;
  post: number;
  /** The event change percent: this delivery's change from its overall pre average to its post average. */
  eventChange: number;
};

export type TLessonTotals = { pre: number; post: number; lessonChange: number };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Pre and post averages of one of the actor's deliveries of the lesson (eventResultsOf for the actor). */
export async function eventResults(db: TDbOrTx, actor: TActor, lessonId: number, eventId: number): Promise<TEventResults> {
  return eventResultsOf(db, actor.user.id, lessonId, eventId);
}

/**
 * Pre and post averages of one delivery's survey, as `readerId` sees them (a lesson PDF reads them as
 * the user who made its link); no survey → no statements and 0 %. Another's event is a 404.
 */
export async function eventResultsOf(db: TDbOrTx, readerId: number, lessonId: number, eventId: number): Promise<TEventResults> {
  await readableLesson(db, readerId, lessonId);
  const event = await ownLessonEvent(db, readerId, eventId);
  if (event.lesson_id !== lessonId) throw notFound("This event does not deliver this lesson.");
  const surveyId = await resultsSurveyId(db, eventId);
  if (surveyId === null) return { event, surveyName: null, likertLevels: 5, statements: [], pre: 0, post: 0, eventChange: 0 };
  const avg = await surveyAveragesOf(db, readerId, surveyId, eventId);
  const byId = new Map<number, TQuestionAvg>(avg.questionList_avg_post.map((q) => [q.id, q]));
  const statements = avg.questionList_avg_pre.map((q) => {
    const post = byId.get(q.id);
    return { id: q.id, text: q.text, pre: q.avg, post: post?.avg ?? 0, preN: q.n, postN: post?.n ?? 0 };
  });
  // The overall averages of every answer (not of the rounded per-statement averages): the change is rounded once.
  const { pre, post } = await answerAverages(db, readerId, lessonId, eventId);
  return { event, surveyName: avg.name, likertLevels: avg.likertLevels, statements, pre: oneDecimal(pre), post: oneDecimal(post), eventChange: eventChangePercent(pre, post) };
}

/** The survey whose answers are the lesson's results at a delivery (LESSON_RESULTS_SURVEY), or null. */
async function resultsSurveyId(db: TDbOrTx, eventId: number): Promise<number | null> {
  const [row] = await rowsOf<{ survey_id: number | string | null }>(
    db,
    sql`select ${LESSON_RESULTS_SURVEY} as survey_id from events e join lessons l on l.id = e.lesson_id left join lesson_events le on le.event_id = e.id where e.id = ${eventId}`,
  );
  return row?.survey_id == null ? null : Number(row.survey_id);
}

type TTotalsRow = { pre_avg: string | number | null; post_avg: string | number | null };

/**
 * The mean of every pre and every post answer to the user's deliveries of the lesson (each delivery's
 * lesson survey: LESSON_RESULTS_SURVEY), or of one delivery: unrounded, so the change percentages are
 * computed on the exact averages and rounded once. One aggregate query.
 */
async function answerAverages(db: TDbOrTx, userId: number, lessonId: number, eventId: number | null): Promise<{ pre: number; post: number }> {
  const [row] = await rowsOf<TTotalsRow>(
    db,
    sql`select avg(a.value) filter (where ad.phase = 'pre') as pre_avg,
               avg(a.value) filter (where ad.phase = 'post') as post_avg
        from events e
        left join lesson_events le on le.event_id = e.id
        join lessons l on l.id = e.lesson_id
        join survey_administrations ad on ad.event_id = e.id and ad.survey_id = ${LESSON_RESULTS_SURVEY}
        join survey_responses r on r.administration_id = ad.id
        join survey_answers a on a.response_id = r.id
        where e.user_id = ${userId} and e.lesson_id = ${lessonId} ${eventId === null ? sql`` : sql`and e.id = ${eventId}`}`,
  );
  const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));
  return { pre: num(row?.pre_avg), post: num(row?.post_avg) };
}

/** The lesson-results change percent over the actor's deliveries of the lesson (lessonTotalsOf for the actor). */
export async function lessonTotals(db: TDbOrTx, actor: TActor, lessonId: number): Promise<TLessonTotals> {
  return lessonTotalsOf(db, actor.user.id, lessonId);
}

/** The lesson-results change percent, over every answer to `readerId`'s deliveries of the lesson (a lesson PDF reads it for the user who made its link). */
export async function lessonTotalsOf(db: TDbOrTx, readerId: number, lessonId: number): Promise<TLessonTotals> {
  const { pre, post } = await answerAverages(db, readerId, lessonId, null);
  return { pre: oneDecimal(pre), post: oneDecimal(post), lessonChange: lessonResultsChangePercent(pre, post) };
}
