import "server-only";
import { and, asc, count, eq, ilike, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { events, lessons, surveyQuestions, surveys, type TSurveyRow } from "@/db/schema";
import { ownSurvey } from "@/lib/lessons/access";
import { notFound } from "@/lib/http/errors";
import { rowsOf } from "@/lib/analysis/sql";
import { eventSurveyId } from "./event-survey";
import type { TActor } from "@/lib/auth/current-user";

export type TQuestionAvg = { id: number; text: string; position: number; avg: number; n: number };
export type TSurveyAverages = {
  name: string;
  likertLevels: number;
  questionList_avg_pre: TQuestionAvg[];
  questionList_avg_post: TQuestionAvg[];
};
export type TSurveyListItem = { id: number; name: string; likertLevels: number; questions: number; lessons: number };
export type TSurveyQuestion = { id: number; position: number; text: string };
export type TSurveyDetail = TSurveyRow & { questions: TSurveyQuestion[] };

export const EVENT_NOT_FOUND = "This event does not exist or is not yours.";

/** GET /api/v1/survey: the actor's own surveys (listOwnSurveysOf for the actor). */
export async function listOwnSurveys(db: TDbOrTx, actor: TActor, search = ""): Promise<TSurveyListItem[]> {
  return listOwnSurveysOf(db, actor.user.id, search);
}

/** `ownerId`'s own surveys by name (optionally those whose name contains `search`), with their statement and lesson counts: /survey/list/all lists a managed user's. */
export async function listOwnSurveysOf(db: TDbOrTx, ownerId: number, search = ""): Promise<TSurveyListItem[]> {
  const term = search.trim();
  const rows = await db
    .select({
      id: surveys.id,
      name: surveys.name,
      likertLevels: surveys.likertLevels,
      questions: sql<number>`(select count(*) from survey_questions q where q.survey_id = "surveys"."id")`.mapWith(Number),
      lessons: sql<number>`(select count(*) from lessons l where l.survey_id = "surveys"."id")`.mapWith(Number),
    })
    .from(surveys)
    .where(and(eq(surveys.userId, ownerId), term ? ilike(surveys.name, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined))
    .orderBy(asc(surveys.name), asc(surveys.id));
  return rows;
}

/** One own survey with its statements in order; another counselor's is a 404. */
export async function getOwnSurvey(db: TDbOrTx, actor: TActor, surveyId: number): Promise<TSurveyDetail> {
  const userId = actor.user.id;
  const survey = await ownSurvey(db, userId, surveyId);
  const questions = await surveyStatements(db, surveyId);
  return { ...survey, questions };
}

export async function surveyStatements(db: TDbOrTx, surveyId: number): Promise<TSurveyQuestion[]> {
  return db
    .select({ id: surveyQuestions.id, position: surveyQuestions.position, text: surveyQuestions.text })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
}

/** How many lessons use the survey (the list shows it; deleting one unlinks it from them). */
export async function lessonsUsingSurvey(db: TDbOrTx, surveyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lessons).where(eq(lessons.surveyId, surveyId));
  return row?.n ?? 0;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

type TAvgRow = { id: number; text: string; position: number; pre_avg: string | number | null; pre_n: string | number; post_avg: string | number | null; post_n: string | number };

/** GET /api/v1/survey/reportsSurvey/getSurveyAvgEvent: a delivery's survey averages for the actor (surveyAveragesOf for the actor). */
export async function surveyAverages(db: TDbOrTx, actor: TActor, surveyId: number, eventId: number): Promise<TSurveyAverages> {
  return surveyAveragesOf(db, actor.user.id, surveyId, eventId);
}

/**
 * Per statement, the pre and post averages of one event's answers (avg 0 when nobody answered, one
 * decimal). Only the event's owner reads them: any other caller, an unknown event, or a survey that is
 * neither the event's survey nor the caller's, is a 404. One aggregate query over the answers.
 */
export async function surveyAveragesOf(db: TDbOrTx, ownerId: number, surveyId: number, eventId: number): Promise<TSurveyAverages> {
  const [head] = await db
    .select({ owner: events.userId, name: surveys.name, likertLevels: surveys.likertLevels, surveyOwner: surveys.userId })
    .from(events)
    .innerJoin(surveys, eq(surveys.id, surveyId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!head || head.owner !== ownerId) throw notFound(EVENT_NOT_FOUND);
  if (head.surveyOwner !== ownerId && (await eventSurveyId(db, eventId)) !== surveyId) throw notFound(EVENT_NOT_FOUND);
  const rows = await rowsOf<TAvgRow>(
    db,
    sql`select q.id, q.text, q.position,
          avg(x.value) filter (where x.phase = 'pre') as pre_avg,
          count(x.value) filter (where x.phase = 'pre') as pre_n,
          avg(x.value) filter (where x.phase = 'post') as post_avg,
          count(x.value) filter (where x.phase = 'post') as post_n
        from survey_questions q
        left join (
          select a.question_id, a.value, ad.phase
          from survey_administrations ad
          join survey_responses r on r.administration_id = ad.id
          join survey_answers a on a.response_id = r.id
          where ad.survey_id = ${surveyId} and ad.event_id = ${eventId}
        ) x on x.question_id = q.id
        where q.survey_id = ${surveyId}
        group by q.id, q.text, q.position
        order by q.position, q.id`,
  );
  const pick = (r: TAvgRow, avg: string | number | null, n: string | number): TQuestionAvg => ({
    id: Number(r.id),
    text: r.text,
    position: Number(r.position),
    avg: avg === null ? 0 : oneDecimal(Number(avg)),
    n: Number(n),
  });
  return {
    name: head.name,
    likertLevels: head.likertLevels,
    questionList_avg_pre: rows.map((r) => pick(r, r.pre_avg, r.pre_n)),
    questionList_avg_post: rows.map((r) => pick(r, r.post_avg, r.post_n)),
  };
}
