import type { TActor } from "@/lib/auth/current-user";
import "server-only";
import { asc, eq, ne, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { clients, smartGoals, users } from "@/db/schema";
import { rowsOf } from "@/lib/analysis/sql";
import { ownSurvey } from "@/lib/lessons/access";
import { smartGoalJson } from "@/lib/smart-goals/queries";
import { surveyAveragesOf } from "@/lib/surveys/queries";
import { eventChangePercent } from "@/lib/surveys/rules";
import { logNamedStudents } from "@/lib/privacy/named-reads";
import { managedScope } from "@/lib/users/queries";
import { readableGoal } from "./access";
import { goalEvents, type TGoalEvent } from "./events";
import { meanOf, reportBlock, type TReportBlock, type TStatementAvg } from "./rules";

// The survey reports: a SMART goal's per event and overall (/app/smartGoalSurveyReport), any own survey's per event
// (/app/surveyResults, lesson surveys too) and per student (/app/surveyResultsStudents). Each statement's averages
// come from the survey engine's surveyAverages; the change is the event change (lib/surveys/rules.ts).

export type TEventReport = TGoalEvent & { block: TReportBlock };
export type TSurveyReport = { surveyId: number | null; name: string; likertLevels: number; events: TEventReport[]; overall: TReportBlock };
/** Over all the goal's events, per grade the students picked: the mean answer before and after, and the change. */
export type TGradeResult = { gradeId: number; code: string; name: string; pre: number; post: number; preResponses: number; postResponses: number; change: number };
export type TGoalSurveyReport = TSurveyReport & { goalId: number; title: string; own: boolean; grades: TGradeResult[] };

type TGradeRow = { grade_id: number | string; code: string; name: string; sort: number | string; phase: "pre" | "post"; avg: string | number; n: string | number };

async function gradeResults(db: TDbOrTx, surveyId: number, eventIds: number[]): Promise<TGradeResult[]> {
  if (eventIds.length === 0) return [];
  const rows = await rowsOf<TGradeRow>(
    db,
    sql`select r.grade_id, g.code, g.name, g.sort, ad.phase, avg(a.value) as avg, count(distinct r.id) as n
        from survey_administrations ad
        join survey_responses r on r.administration_id = ad.id
        join survey_answers a on a.response_id = r.id
        join grades g on g.id = r.grade_id
        where ad.survey_id = ${surveyId} and ad.event_id in (${sql.join(
          eventIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by r.grade_id, g.code, g.name, g.sort, ad.phase
        order by g.sort, r.grade_id`,
  );
  const byGrade = new Map<number, TGradeResult>();
  for (const r of rows) {
    const id = Number(r.grade_id);
    const entry = byGrade.get(id) ?? { gradeId: id, code: r.code, name: r.name, pre: 0, post: 0, preResponses: 0, postResponses: 0, change: 0 };
    entry[r.phase] = oneDecimal(Number(r.avg));
    entry[r.phase === "pre" ? "preResponses" : "postResponses"] = Number(r.n);
    byGrade.set(id, entry);
  }
  return [...byGrade.values()].map((g) => ({ ...g, change: eventChangePercent(g.pre, g.post) }));
}

type TCountRow = { event_id: number | string; phase: "pre" | "post"; n: number | string };
type TOverallRow = { id: number | string; text: string; position: number | string; pre_avg: string | number | null; pre_n: string | number; post_avg: string | number | null; post_n: string | number };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const emptyBlock = (): TReportBlock => reportBlock([], { pre: 0, post: 0 });

/** Per event (surveyAverages) and over all the events (one aggregate query) of one survey; `ownerId` owns the events. */
async function surveyReport(db: TDbOrTx, ownerId: number, surveyId: number, list: TGoalEvent[]): Promise<Omit<TSurveyReport, "name" | "likertLevels">> {
  if (list.length === 0) return { surveyId, events: [], overall: emptyBlock() };
  const ids = list.map((e) => e.id);
  const counts = await rowsOf<TCountRow>(
    db,
    sql`select ad.event_id, ad.phase, count(r.id) as n from survey_administrations ad join survey_responses r on r.administration_id = ad.id
        where ad.survey_id = ${surveyId} and ad.event_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) group by ad.event_id, ad.phase`,
  );
  const responsesOf = (eventId: number | null) => {
    const out = { pre: 0, post: 0 };
    for (const c of counts) if (eventId === null || Number(c.event_id) === eventId) out[c.phase] += Number(c.n);
    return out;
  };
  const eventReports: TEventReport[] = [];
  for (const e of list) {
    const avg = await surveyAveragesOf(db, ownerId, surveyId, e.id);
    const statements: TStatementAvg[] = avg.questionList_avg_pre.map((p, i) => {
      const post = avg.questionList_avg_post[i];
      return { id: p.id, text: p.text, position: p.position, pre: p.avg, preN: p.n, post: post.avg, postN: post.n };
    });
    eventReports.push({ ...e, block: reportBlock(statements, responsesOf(e.id)) });
  }
  const overallRows = await rowsOf<TOverallRow>(
    db,
    sql`select q.id, q.text, q.position,
          avg(x.value) filter (where x.phase = 'pre') as pre_avg, count(x.value) filter (where x.phase = 'pre') as pre_n,
          avg(x.value) filter (where x.phase = 'post') as post_avg, count(x.value) filter (where x.phase = 'post') as post_n
        from survey_questions q
        left join (
          select a.question_id, a.value, ad.phase from survey_administrations ad
          join survey_responses r on r.administration_id = ad.id join survey_answers a on a.response_id = r.id
          where ad.survey_id = ${surveyId} and ad.event_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
        ) x on x.question_id = q.id
        where q.survey_id = ${surveyId}
        group by q.id, q.text, q.position order by q.position, q.id`,
  );
  const avgOf = (v: string | number | null) => (v === null ? 0 : oneDecimal(Number(v)));
  const overall = reportBlock(
    overallRows.map((r) => ({ id: Number(r.id), text: r.text, position: Number(r.position), pre: avgOf(r.pre_avg), preN: Number(r.pre_n), post: avgOf(r.post_avg), postN: Number(r.post_n) })),
    responsesOf(null),
  );
  return { surveyId, events: eventReports, overall };
}

/** A SMART goal's survey report: the owner's and their manager's (aggregates only); anyone else 404. */
export async function goalSurveyReport(db: TDbOrTx, actor: TActor, goalId: number): Promise<TGoalSurveyReport> {
  const { goal, own } = await readableGoal(db, actor, goalId);
  const json = await smartGoalJson(db, goal);
  const head = { goalId: goal.id, title: json.title, own, name: json.title, likertLevels: goal.likertType };
  if (goal.surveyId === null) return { ...head, surveyId: null, events: [], overall: emptyBlock(), grades: [] };
  const list = await goalEvents(db, goal);
  const report = await surveyReport(db, goal.userId, goal.surveyId, list);
  return {
    ...head,
    ...report,
    grades: await gradeResults(
      db,
      goal.surveyId,
      list.map((e) => e.id),
    ),
  };
}

/** Any of the caller's own surveys (a lesson's or a goal's), per event that gives it; another's survey 404. */
export async function surveyResults(db: TDbOrTx, actor: TActor, surveyId: number): Promise<TSurveyReport> {
  const survey = await ownSurvey(db, actor.user.id, surveyId);
  const report = await surveyReport(db, actor.user.id, surveyId, await goalEvents(db, { userId: actor.user.id, surveyId }));
  return { ...report, name: survey.name, likertLevels: survey.likertLevels };
}

export type TStudentResult = { key: string; clientId: number | null; name: string; studentRef: string; pre: number | null; post: number | null; change: number };

type TStudentRow = { client_id: number | string | null; student_ref: string; name: string | null; phase: "pre" | "post"; value: number | string };

/**
 * Per student of one of the caller's own surveys, where an id was given: the student's mean answer before and
 * after (over every event giving the survey) and the event change. Only the survey's owner (404 for anyone
 * else, a manager too): names are education records. A matched student is named; an unmatched id stays the id.
 */
export async function surveyStudentResults(db: TDbOrTx, actor: TActor, surveyId: number): Promise<{ name: string; students: TStudentResult[] }> {
  const survey = await ownSurvey(db, actor.user.id, surveyId);
  const rows = await rowsOf<TStudentRow>(
    db,
    sql`select r.client_id, r.student_ref, c.name, ad.phase, a.value
        from survey_administrations ad
        join events e on e.id = ad.event_id and e.user_id = ${actor.user.id}
        join survey_responses r on r.administration_id = ad.id
        join survey_answers a on a.response_id = r.id
        left join ${clients} c on c.id = r.client_id and c.user_id = ${actor.user.id}
        where ad.survey_id = ${surveyId} and (r.client_id is not null or r.student_ref <> '')`,
  );
  const byKey = new Map<string, { clientId: number | null; name: string; studentRef: string; pre: number[]; post: number[] }>();
  for (const r of rows) {
    const clientId = r.client_id === null || r.name === null ? null : Number(r.client_id);
    const key = clientId !== null ? `c${clientId}` : `r${r.student_ref.toLowerCase()}`;
    if (clientId === null && !r.student_ref) continue;
    const entry = byKey.get(key) ?? { clientId, name: r.name ?? "", studentRef: r.student_ref, pre: [], post: [] };
    entry[r.phase].push(Number(r.value));
    byKey.set(key, entry);
  }
  const students = [...byKey.entries()].map(([key, s]) => {
    const pre = meanOf(s.pre);
    const post = meanOf(s.post);
    return { key, clientId: s.clientId, name: s.name, studentRef: s.studentRef, pre, post, change: eventChangePercent(pre ?? 0, post ?? 0) };
  });
  students.sort((a, b) => (a.name || a.studentRef).localeCompare(b.name || b.studentRef) || a.key.localeCompare(b.key));
  // The page names each matched student: a read of each one's record (a student known only by a typed reference names none).
  logNamedStudents(
    db,
    students.map((s) => ({ clientId: s.clientId, named: s.clientId !== null && s.name !== "" })),
    { ownerId: actor.user.id, readerId: actor.user.id, channel: "page", detail: `survey ${surveyId} per student` },
  );
  return { name: survey.name, students };
}

export type TPickerGoal = { id: number; title: string; owner: string | null };

/** The goals the report page offers: the caller's own, then those of the counselors they manage (by owner). */
export async function reportGoals(db: TDbOrTx, actor: TActor): Promise<TPickerGoal[]> {
  const rows = await db
    .select({ goal: smartGoals, first: users.firstName, last: users.lastName })
    .from(smartGoals)
    .innerJoin(users, eq(users.id, smartGoals.userId))
    .where(sql`(${eq(smartGoals.userId, actor.user.id)} or (${ne(smartGoals.userId, actor.user.id)} and ${managedScope(actor.user)}))`)
    .orderBy(sql`${smartGoals.userId} <> ${actor.user.id}`, asc(users.lastName), asc(users.firstName), asc(smartGoals.id))
    .limit(500);
  return Promise.all(rows.map(async (r) => ({ id: r.goal.id, title: (await smartGoalJson(db, r.goal)).title, owner: r.goal.userId === actor.user.id ? null : `${r.first} ${r.last}`.trim() })));
}
