import "server-only";
import { and, asc, count, desc, eq, exists, inArray, or, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import {
  actionPlans,
  clientMembers,
  clients,
  dataAnalysisItems,
  events,
  lessonGrades,
  lessonStandards,
  lessons,
  likertScales,
  schoolProfiles,
  smartGoalGroups,
  smartGoalShortQuestions,
  smartGoals,
  standards,
  surveyQuestions,
  targets,
  type TSmartGoalRow,
} from "@/db/schema";
import { assertOwnClient } from "@/lib/clients/queries";
import { standardsIn } from "@/lib/i18n/standards-server";
import { ownSmartGoal } from "./access";
import { smartGoalRating, smartGoalRatingInput, smartGoalTitle } from "./rules";
import type { TMatchLessonQuery, TSmartGoalFullDetail, TSmartGoalGroup, TSmartGoalJson, TSmartGoalListItem, TSmartGoalQuestion } from "./schemas";
import type { TActor } from "@/lib/auth/current-user";

const ANY_GRADE = 13;

const num = (v: string | null): number | null => (v === null ? null : Number(v));

/**
 * User info of the rating score (starsSchoolData, caseload.other), read from the
 * user's school profile (program planning's school data page); 0 and '' until it is saved.
 */
export async function userInfo(db: TDbOrTx, ownerId: number): Promise<{ starsSchoolData: number; caseload: { other: string } }> {
  const [row] = await db.select({ stars: schoolProfiles.starsSchoolData, other: schoolProfiles.caseloadOther }).from(schoolProfiles).where(eq(schoolProfiles.userId, ownerId)).limit(1);
  return { starsSchoolData: row?.stars ?? 0, caseload: { other: row?.other ?? "" } };
}

/** GET /api/v1/rubric/getSchoolDatalabel: the school-data part of the rating (stars out of 5, caseload 'other'). */
export async function schoolDataLabel(db: TDbOrTx, actor: TActor): Promise<{ label: string; stars: number; max: number; caseloadOther: string }> {
  const userId = actor.user.id;
  const info = await userInfo(db, userId);
  return { label: "School Data Summary", stars: info.starsSchoolData, max: 5, caseloadOther: info.caseload.other };
}

async function goalGroups(db: TDbOrTx, goalIds: number[]): Promise<Map<number, TSmartGoalGroup[]>> {
  const out = new Map<number, TSmartGoalGroup[]>();
  if (goalIds.length === 0) return out;
  const rows = await db
    .select({ goalId: smartGoalGroups.smartGoalId, id: clients.id, name: clients.name, grade: clients.gradeId, count: clients.count })
    .from(smartGoalGroups)
    .innerJoin(clients, eq(clients.id, smartGoalGroups.clientId))
    .where(inArray(smartGoalGroups.smartGoalId, goalIds))
    .orderBy(asc(smartGoalGroups.position), asc(clients.id));
  for (const r of rows) {
    const list = out.get(r.goalId) ?? [];
    // Spec: 'smartgoalGroups (each with id, name, grade; the first has a count)'.
    list.push(list.length === 0 ? { id: r.id, name: r.name, grade: r.grade, count: r.count } : { id: r.id, name: r.name, grade: r.grade });
    out.set(r.goalId, list);
  }
  return out;
}

async function dataAnalysisOf(db: TDbOrTx, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select().from(dataAnalysisItems).where(eq(dataAnalysisItems.id, id)).limit(1);
  return row ?? null;
}

/** The goal in the API's shape, its title computed from its data analysis and its first group's count. */
export async function smartGoalJson(db: TDbOrTx, row: TSmartGoalRow, groups?: TSmartGoalGroup[]): Promise<TSmartGoalJson> {
  const g = groups ?? (await goalGroups(db, [row.id])).get(row.id) ?? [];
  const da = await dataAnalysisOf(db, row.dataAnalysisId);
  return {
    id: row.id,
    title: smartGoalTitle({ dataAnalysis: da ? { typeName: da.typeName || da.name, closingTheGap: da.closingTheGap } : null, groupCount: g[0]?.count ?? 0, focus: row.target }),
    dataAnalysis_id: row.dataAnalysisId,
    dataAnalysis_priority: da?.priority ?? null,
    dataAnalysis_name: da?.name ?? null,
    action_plan_id: row.actionPlanId,
    mindset_id1: row.mindsetId1,
    mindset_id2: row.mindsetId2,
    target_id: row.targetId,
    target: row.target,
    targetValue: num(row.targetValue),
    baselineValue: num(row.baselineValue),
    changeValue: row.changeValue,
    dateBaseline: row.dateBaseline,
    dateTarget: row.dateTarget,
    lastDateofPreSurvey: row.lastDateOfPreSurvey,
    resultValue: num(row.resultValue),
    resultDate: row.resultDate,
    smartgoalGroups: g,
    lesson_id: row.lessonId,
    lesson_id2: row.lessonId2,
    objectives1: row.objectives1,
    objectives2: row.objectives2,
    likert_type: row.likertType,
    likert1: row.likert1,
    likert2: row.likert2,
    likert3: row.likert3,
    likert4: row.likert4,
    likert5: row.likert5,
    byThe: row.byThe,
    narrativeHow: row.narrativeHow,
    narrativeWhat: row.narrativeWhat,
    narrativeData: row.narrativeData,
    narrativeWhy: row.narrativeWhy,
    accepedEditBaselineData: row.acceptedEditBaselineData,
    survey_id: row.surveyId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getSmartGoal(db: TDbOrTx, actor: TActor, id: number): Promise<TSmartGoalJson> {
  const userId = actor.user.id;
  return smartGoalJson(db, await ownSmartGoal(db, userId, id));
}

/** The goal's pre/post statements: the questions of its own survey, in order. */
export async function goalQuestions(db: TDbOrTx, goal: Pick<TSmartGoalRow, "id" | "surveyId">): Promise<TSmartGoalQuestion[]> {
  if (goal.surveyId === null) return [];
  const rows = await db
    .select({ id: surveyQuestions.id, position: surveyQuestions.position, text: surveyQuestions.text })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, goal.surveyId))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
  return rows.map((r) => ({ ...r, smart_goal_id: goal.id }));
}

export async function listQuestions(db: TDbOrTx, actor: TActor, goalId: number): Promise<TSmartGoalQuestion[]> {
  const userId = actor.user.id;
  return goalQuestions(db, await ownSmartGoal(db, userId, goalId));
}

export async function goalShortQuestions(db: TDbOrTx, goalId: number): Promise<TSmartGoalQuestion[]> {
  const rows = await db
    .select({ id: smartGoalShortQuestions.id, position: smartGoalShortQuestions.position, text: smartGoalShortQuestions.text })
    .from(smartGoalShortQuestions)
    .where(eq(smartGoalShortQuestions.smartGoalId, goalId))
    .orderBy(asc(smartGoalShortQuestions.position), asc(smartGoalShortQuestions.id));
  return rows.map((r) => ({ ...r, smart_goal_id: goalId }));
}

export async function listShortQuestions(db: TDbOrTx, actor: TActor, goalId: number): Promise<TSmartGoalQuestion[]> {
  const userId = actor.user.id;
  await ownSmartGoal(db, userId, goalId);
  return goalShortQuestions(db, goalId);
}

export async function likertScaleList(db: TDbOrTx) {
  return db.select().from(likertScales).orderBy(asc(likertScales.sort), asc(likertScales.id));
}

/** GET /api/v1/smartgoals: the actor's SMART goals (listSmartGoalsOf for the actor). */
export async function listSmartGoals(db: TDbOrTx, actor: TActor): Promise<TSmartGoalListItem[]> {
  return listSmartGoalsOf(db, actor.user.id);
}

/** The caller's goals, newest first, with their computed title and rating stars (the list page and GET /api/v1/smartgoals). */
export async function listSmartGoalsOf(db: TDbOrTx, ownerId: number): Promise<TSmartGoalListItem[]> {
  const rows = await db.select().from(smartGoals).where(eq(smartGoals.userId, ownerId)).orderBy(desc(smartGoals.createdAt), desc(smartGoals.id));
  if (rows.length === 0) return [];
  const groups = await goalGroups(
    db,
    rows.map((r) => r.id),
  );
  const surveyIds = rows.map((r) => r.surveyId).filter((x): x is number => x !== null);
  const counts = new Map<number, number>();
  if (surveyIds.length) {
    const qs = await db.select({ surveyId: surveyQuestions.surveyId, n: count() }).from(surveyQuestions).where(inArray(surveyQuestions.surveyId, surveyIds)).groupBy(surveyQuestions.surveyId);
    for (const q of qs) counts.set(q.surveyId, q.n);
  }
  const ctx = await ratingContext(db, ownerId);
  return Promise.all(
    rows.map(async (r) => {
      const json = await smartGoalJson(db, r, groups.get(r.id) ?? []);
      const questions = r.surveyId === null ? 0 : (counts.get(r.surveyId) ?? 0);
      const relevant = r.targetId === null ? false : (ctx.relevant.get(r.targetId) ?? false);
      return {
        id: r.id,
        title: json.title,
        target: r.target,
        dateTarget: r.dateTarget,
        changeValue: r.changeValue,
        groups: json.smartgoalGroups.map((g) => g.name),
        questions,
        stars: ratingOf(json, { prioritiesExist: ctx.prioritiesExist, statements: questions, relevant, info: ctx.info }).stars,
      };
    }),
  );
}

/** The actor's SMART goals a curriculum may name (smartGoalsForCurriculumOf for the actor). */
export async function smartGoalsForCurriculum(db: TDbOrTx, actor: TActor): Promise<{ id: number; name: string }[]> {
  return smartGoalsForCurriculumOf(db, actor.user.id);
}

/** GET /api/v1/smartgoals?curriculum=1: the caller's goals as {id, name} for the curriculum's goal picker. */
export async function smartGoalsForCurriculumOf(db: TDbOrTx, ownerId: number): Promise<{ id: number; name: string }[]> {
  const list = await listSmartGoalsOf(db, ownerId);
  return list.map((g) => ({ id: g.id, name: g.target ? `${g.title} – ${g.target}` : g.title }));
}

async function ratingContext(db: TDbOrTx, userId: number) {
  const [p] = await db
    .select({ n: count() })
    .from(dataAnalysisItems)
    .where(and(eq(dataAnalysisItems.userId, userId), eq(dataAnalysisItems.active, true)));
  const rel = await db.select({ id: targets.id, relevant: targets.relevant }).from(targets).where(eq(targets.userId, userId));
  return { prioritiesExist: (p?.n ?? 0) > 0, relevant: new Map(rel.map((t) => [t.id, t.relevant])), info: await userInfo(db, userId) };
}

function ratingOf(g: TSmartGoalJson, c: { prioritiesExist: boolean; statements: number; relevant: boolean; info: Awaited<ReturnType<typeof userInfo>> }) {
  return smartGoalRating(
    smartGoalRatingInput(
      { ...g, groupCount: g.smartgoalGroups.length },
      { schoolDataStars: c.info.starsSchoolData, caseloadOther: c.info.caseload.other, prioritiesExist: c.prioritiesExist, statements: c.statements, targetRelevant: c.relevant },
    ),
  );
}

/** The grades of the goal's target groups: each group's own grade and its students' grades. */
async function gradesOfClients(db: TDbOrTx, clientIds: number[]): Promise<number[]> {
  if (clientIds.length === 0) return [];
  const own = await db.select({ g: clients.gradeId }).from(clients).where(inArray(clients.id, clientIds));
  const members = await db.select({ g: clients.gradeId }).from(clientMembers).innerJoin(clients, eq(clients.id, clientMembers.studentId)).where(inArray(clientMembers.groupId, clientIds));
  return [...new Set([...own, ...members].map((r) => r.g).filter((g): g is number => g !== null))].sort((a, b) => a - b);
}

/** GET /api/v1/smartgoals/get/fullDetail/{id}: one of the actor's goals with everything the screen shows (smartGoalFullDetailOf for the actor). */
export async function smartGoalFullDetail(db: TDbOrTx, actor: TActor, id: number, locale: string | null = null): Promise<TSmartGoalFullDetail> {
  return smartGoalFullDetailOf(db, actor.user.id, id, locale);
}

/**
 * One of `ownerId`'s goals with everything the screen shows (a SMART goal PDF reads it for the user who
 * made its link). With a `locale` (the PDF's reader) the standards are named in that language; the API keeps ASCA's English.
 */
export async function smartGoalFullDetailOf(db: TDbOrTx, ownerId: number, id: number, locale: string | null = null): Promise<TSmartGoalFullDetail> {
  const row = await ownSmartGoal(db, ownerId, id);
  const json = await smartGoalJson(db, row);
  const mindsetIds = [row.mindsetId1, row.mindsetId2].filter((x): x is number => x !== null);
  const [names, plan, da, targetRows, questions, shortQuestions, ctx, gradesList] = await Promise.all([
    mindsetIds.length
      ? db
          .select({ id: standards.id, abbrev: standards.abbrev, name: standards.name, edition: standards.edition })
          .from(standards)
          .where(inArray(standards.id, mindsetIds))
          .then((rows) => (locale ? standardsIn(rows, locale) : rows))
      : Promise.resolve([]),
    db.select({ id: actionPlans.id, name: actionPlans.name, description: actionPlans.description }).from(actionPlans).where(eq(actionPlans.id, row.actionPlanId)).limit(1),
    dataAnalysisOf(db, row.dataAnalysisId),
    db
      .select({ id: targets.id, name: targets.name, relevant: targets.relevant })
      .from(targets)
      .where(eq(targets.userId, ownerId))
      .orderBy(sql`lower(${targets.name})`, asc(targets.id)),
    goalQuestions(db, row),
    goalShortQuestions(db, row.id),
    ratingContext(db, ownerId),
    gradesOfClients(
      db,
      json.smartgoalGroups.map((g) => g.id),
    ),
  ]);
  const nameOf = (sid: number | null) => {
    const s = names.find((n) => n.id === sid);
    return s ? `${s.abbrev} ${s.name}` : null;
  };
  return {
    ...json,
    mindset1Name: nameOf(row.mindsetId1),
    mindset2Name: nameOf(row.mindsetId2),
    actionPlan: plan[0] ?? null,
    dataAnalysis: da
      ? {
          id: da.id,
          name: da.name,
          typeName: da.typeName,
          priority: da.priority,
          closingTheGap: da.closingTheGap ? 1 : 0,
          baseline: num(da.baseline),
          dateBaseline: da.dateBaseline,
          target: num(da.target),
          targetGroup: da.targetGroup,
        }
      : null,
    targets: targetRows,
    gradesList,
    questions,
    shortQuestions,
    rating: ratingOf(json, { prioritiesExist: ctx.prioritiesExist, statements: questions.length, relevant: row.targetId === null ? false : (ctx.relevant.get(row.targetId) ?? false), info: ctx.info }),
    userInfo: ctx.info,
  };
}

export type TMatchedLesson = { id: number; name: string; isOwner: boolean; share: boolean };
export type TMatchedEvent = { id: number; title: string; date: string; time: string | null; lesson_id: number };

/** The lessons matching one of the actor's SMART goals (matchLessonByMindsetOf for the actor). */
export async function matchLessonByMindset(db: TDbOrTx, actor: TActor, q: TMatchLessonQuery): Promise<{ matchedLessonList: TMatchedLesson[]; lessonsMindsetEventsList: TMatchedEvent[] }> {
  return matchLessonByMindsetOf(db, actor.user.id, q);
}

/**
 * GET /api/v1/smartgoals/get/matchLessonByMindset: the lessons the caller may use (own or shared) that share a
 * standard with the goal and are for the target group's grades (or any grade), and the caller's events
 * delivering them. A target group or goal that is not the caller's is a 404.
 */
export async function matchLessonByMindsetOf(db: TDbOrTx, ownerId: number, q: TMatchLessonQuery): Promise<{ matchedLessonList: TMatchedLesson[]; lessonsMindsetEventsList: TMatchedEvent[] }> {
  const goal = q.smartgoal_id ? await ownSmartGoal(db, ownerId, q.smartgoal_id) : null;
  const mindsets = q.mindset_id1 ? [q.mindset_id1] : [goal?.mindsetId1, goal?.mindsetId2].filter((x): x is number => typeof x === "number");
  if (mindsets.length === 0) return { matchedLessonList: [], lessonsMindsetEventsList: [] };
  let groupIds: number[] = [];
  if (q.targetGroupId) {
    await assertOwnClient(db, ownerId, q.targetGroupId);
    groupIds = [q.targetGroupId];
  } else if (goal) {
    groupIds = ((await goalGroups(db, [goal.id])).get(goal.id) ?? []).map((g) => g.id);
  }
  const grades = await gradesOfClients(db, groupIds);
  const gradeFilter =
    grades.length === 0
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(lessonGrades)
            .where(and(eq(lessonGrades.lessonId, lessons.id), inArray(lessonGrades.gradeId, [...grades, ANY_GRADE]))),
        );
  const rows = await db
    .select({ id: lessons.id, name: lessons.name, userId: lessons.userId, share: lessons.share })
    .from(lessons)
    .where(
      and(
        or(eq(lessons.userId, ownerId), eq(lessons.share, true)),
        exists(
          db
            .select({ one: sql`1` })
            .from(lessonStandards)
            .where(and(eq(lessonStandards.lessonId, lessons.id), inArray(lessonStandards.standardId, mindsets))),
        ),
        gradeFilter,
      ),
    )
    .orderBy(sql`${lessons.userId} <> ${ownerId}`, sql`lower(${lessons.name})`, asc(lessons.id))
    .limit(100);
  const matchedLessonList = rows.map((r) => ({ id: r.id, name: r.name, isOwner: r.userId === ownerId, share: r.share }));
  const ids = rows.map((r) => r.id);
  const evs = ids.length
    ? await db
        .select({ id: events.id, title: events.title, date: events.date, time: events.time, lesson_id: events.lessonId })
        .from(events)
        .where(and(eq(events.userId, ownerId), inArray(events.lessonId, ids)))
        .orderBy(desc(events.date), asc(events.id))
        .limit(500)
    : [];
  return {
    matchedLessonList,
    lessonsMindsetEventsList: evs.map((e) => ({ id: e.id, title: e.title, date: String(e.date), time: e.time === null ? null : String(e.time), lesson_id: e.lesson_id as number })),
  };
}

export type TGoalDelivery = { id: number; title: string; date: string; status: string };
export type TGoalLinkedLesson = { id: number; name: string; events: TGoalDelivery[] };

/**
 * The goal's own lessons (lesson_id, lesson_id2) with the goal owner's events that deliver them, oldest first
 * (cancelled ones left out): what the SMART goal PDF lists under its lessons and deliveries.
 */
export async function goalLinkedLessons(db: TDbOrTx, ownerId: number, goal: { lesson_id: number | null; lesson_id2: number | null }): Promise<TGoalLinkedLesson[]> {
  const ids = [...new Set([goal.lesson_id, goal.lesson_id2].filter((x): x is number => x !== null))];
  if (ids.length === 0) return [];
  const [rows, evs] = await Promise.all([
    db.select({ id: lessons.id, name: lessons.name }).from(lessons).where(inArray(lessons.id, ids)),
    db
      .select({ id: events.id, title: events.title, date: events.date, status: events.status, lessonId: events.lessonId })
      .from(events)
      .where(and(eq(events.userId, ownerId), inArray(events.lessonId, ids), sql`${events.status} <> 'cancelled'`))
      .orderBy(asc(events.date), asc(events.id))
      .limit(500),
  ]);
  return ids
    .map((id) => rows.find((r) => r.id === id))
    .filter((r): r is { id: number; name: string } => !!r)
    .map((r) => ({ id: r.id, name: r.name, events: evs.filter((e) => e.lessonId === r.id).map((e) => ({ id: e.id, title: e.title, date: String(e.date), status: e.status })) }));
}
