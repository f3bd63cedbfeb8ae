import "server-only";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { actionPlans, clients, dataAnalysisItems, smartGoalGroups, smartGoals, surveyAdministrations, surveyAnswers, surveyResponses, surveys, targets } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { mayUseLesson } from "@/lib/lessons/access";
import { existingStandardIds } from "@/lib/lessons/lookups";
import { ownSmartGoal } from "./access";
import { smartGoalJson } from "./queries";
import { formatDate } from "@/lib/i18n/format";
import { DEFAULT_MINDSET_ID, smartGoalChangePercent, smartGoalSentence } from "./rules";
import { BASELINE_LOCKED_MESSAGE, ZSmartGoalInput, type TSmartGoalInput, type TSmartGoalJson } from "./schemas";

// Creating and changing a SMART goal (POST /api/v1/smartgoals, PUT /api/v1/smartgoals/{id}):
// every reference checked as the caller's (or shared, for targets and lessons), the change percent and the goal
// sentence computed by the rules, the baseline locked unless its edit was confirmed; one transaction each.

const invalid = (field: string, message: string) => new AppError("invalid_reference", message, 422, field);

async function checkReferences(tx: TDbOrTx, userId: number, v: TSmartGoalInput): Promise<{ groupNames: string[] }> {
  if (v.dataAnalysis_id !== null) {
    const [da] = await tx
      .select({ id: dataAnalysisItems.id })
      .from(dataAnalysisItems)
      .where(and(eq(dataAnalysisItems.id, v.dataAnalysis_id), eq(dataAnalysisItems.userId, userId)))
      .limit(1);
    if (!da) throw invalid("dataAnalysis_id", "Choose a data priority from the list.");
  }
  const [plan] = await tx.select({ id: actionPlans.id }).from(actionPlans).where(eq(actionPlans.id, v.action_plan_id)).limit(1);
  if (!plan) throw invalid("action_plan_id", "Choose an action plan from the list.");
  if (v.target_id !== null) {
    const [t] = await tx.select({ id: targets.id, userId: targets.userId, share: targets.share }).from(targets).where(eq(targets.id, v.target_id)).limit(1);
    if (!t || (t.userId !== userId && !t.share)) throw invalid("target_id", "Choose a target from the list.");
  }
  if (v.mindsets.length) {
    const known = await existingStandardIds(tx, v.mindsets);
    if (v.mindsets.some((id) => !known.has(id))) throw invalid("mindsets", "Choose the standards from the list.");
  }
  let groupNames: string[] = [];
  if (v.smartgoalGroups.length) {
    const rows = await tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(inArray(clients.id, v.smartgoalGroups), eq(clients.userId, userId)));
    if (rows.length !== v.smartgoalGroups.length) throw invalid("smartgoalGroups", "Choose the target groups from your students and groups.");
    groupNames = v.smartgoalGroups.map((id) => rows.find((r) => r.id === id)?.name ?? "");
  }
  for (const field of ["lesson_id", "lesson_id2"] as const) {
    const id = v[field];
    if (id !== null && !(await mayUseLesson(tx, userId, id))) throw invalid(field, "Choose a lesson from the list.");
  }
  return { groupNames };
}

function columns(v: TSmartGoalInput, groupNames: string[]) {
  const change = smartGoalChangePercent(v.baselineValue, v.targetValue);
  const legends = [v.likert1, v.likert2, v.likert3, v.likert4, v.likert5].map((l, i) => (i < v.likert_type ? l : ""));
  return {
    dataAnalysisId: v.dataAnalysis_id,
    actionPlanId: v.action_plan_id,
    mindsetId1: v.mindsets[0] ?? null,
    mindsetId2: v.mindsets[1] ?? null,
    targetId: v.target_id,
    target: v.target,
    targetValue: v.targetValue === null ? null : String(v.targetValue),
    baselineValue: v.baselineValue === null ? null : String(v.baselineValue),
    changeValue: change,
    dateBaseline: v.dateBaseline,
    dateTarget: v.dateTarget,
    lastDateOfPreSurvey: v.lastDateofPreSurvey,
    lessonId: v.lesson_id,
    lessonId2: v.lesson_id2,
    objectives1: v.objectives1,
    objectives2: v.objectives2,
    likertType: v.likert_type,
    likert1: legends[0],
    likert2: legends[1],
    likert3: legends[2],
    likert4: legends[3],
    likert5: legends[4],
    byThe: smartGoalSentence({
      date: formatDate(v.dateTarget, "en"),
      group: groupNames.join(", "),
      target: v.target,
      percent: change,
      baseline: v.baselineValue,
      targetValue: v.targetValue,
    }),
    narrativeHow: v.narrativeHow,
    narrativeWhat: v.narrativeWhat,
    narrativeData: v.narrativeData,
    narrativeWhy: v.narrativeWhy,
    acceptedEditBaselineData: v.accepedEditBaselineData,
    // An absent result keeps the stored one (clients that do not know the result field leave it alone).
    ...(v.resultValue === undefined ? {} : { resultValue: v.resultValue === null ? null : String(v.resultValue) }),
    ...(v.resultDate === undefined ? {} : { resultDate: v.resultDate }),
  };
}

async function writeGroups(tx: TDbOrTx, goalId: number, groupIds: number[]) {
  await tx.delete(smartGoalGroups).where(eq(smartGoalGroups.smartGoalId, goalId));
  if (groupIds.length) await tx.insert(smartGoalGroups).values(groupIds.map((clientId, i) => ({ smartGoalId: goalId, clientId, position: i + 1 })));
}

/** The goal's survey follows its Likert steps and legends; fewer steps than answers already given is refused (409). */
export async function syncGoalSurvey(tx: TDbOrTx, surveyId: number | null, c: { likertType: number; likert1: string; likert2: string; likert3: string; likert4: string; likert5: string }, now: Date) {
  if (surveyId === null) return;
  const [above] = await tx
    .select({ v: surveyAnswers.value })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .innerJoin(surveyAdministrations, eq(surveyAdministrations.id, surveyResponses.administrationId))
    .where(and(eq(surveyAdministrations.surveyId, surveyId), gt(surveyAnswers.value, c.likertType)))
    .limit(1);
  if (above) throw new AppError("survey_answered", "Students already answered above this many steps: the scale cannot be made shorter.", 409, "likert_type");
  await tx
    .update(surveys)
    .set({ likertLevels: c.likertType, likert1: c.likert1, likert2: c.likert2, likert3: c.likert3, likert4: c.likert4, likert5: c.likert5, updatedAt: now })
    .where(eq(surveys.id, surveyId));
}

export async function createSmartGoal(db: TDb, actor: TActor, raw: unknown, now: Date): Promise<TSmartGoalJson> {
  const v = ZSmartGoalInput.parse(raw);
  const userId = actor.user.id;
  return db.transaction(async (tx) => {
    // The first standard (mindset_id1) defaults to 1 (when that standard is there).
    if (v.mindsets.length === 0 && (await existingStandardIds(tx, [DEFAULT_MINDSET_ID])).size) v.mindsets = [DEFAULT_MINDSET_ID];
    const { groupNames } = await checkReferences(tx, userId, v);
    const [row] = await tx
      .insert(smartGoals)
      .values({ ...columns(v, groupNames), userId, createdAt: now, updatedAt: now })
      .returning();
    await writeGroups(tx, row.id, v.smartgoalGroups);
    return smartGoalJson(tx, row);
  });
}

export async function updateSmartGoal(db: TDb, actor: TActor, id: number, raw: unknown, now: Date): Promise<TSmartGoalJson> {
  const v = ZSmartGoalInput.parse(raw);
  const userId = actor.user.id;
  return db.transaction(async (tx) => {
    const goal = await ownSmartGoal(tx, userId, id);
    await tx.execute(sql`select id from smart_goals where id = ${goal.id} for update`);
    // Editing a recorded baseline needs the counselor's confirmation (accepedEditBaselineData).
    const storedBaseline = goal.baselineValue === null ? null : Number(goal.baselineValue);
    const baselineChanged = storedBaseline !== v.baselineValue || goal.dateBaseline !== v.dateBaseline;
    const recorded = storedBaseline !== null || goal.dateBaseline !== null;
    if (recorded && baselineChanged && !v.accepedEditBaselineData) {
      throw new AppError("baseline_locked", BASELINE_LOCKED_MESSAGE, 422, storedBaseline !== v.baselineValue ? "baselineValue" : "dateBaseline");
    }
    const { groupNames } = await checkReferences(tx, userId, v);
    const values = columns(v, groupNames);
    const [row] = await tx
      .update(smartGoals)
      .set({ ...values, updatedAt: now })
      .where(eq(smartGoals.id, id))
      .returning();
    await writeGroups(tx, id, v.smartgoalGroups);
    await syncGoalSurvey(tx, goal.surveyId, values, now);
    return smartGoalJson(tx, row);
  });
}

/** Deletes one of the caller's goals with its groups, short questions and its own survey (statements and answers). */
export async function deleteSmartGoal(db: TDb, actor: TActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const goal = await ownSmartGoal(tx, actor.user.id, id);
    await tx.delete(smartGoals).where(eq(smartGoals.id, id));
    await tx.delete(surveys).where(and(eq(surveys.smartGoalId, id), eq(surveys.userId, actor.user.id)));
    if (goal.surveyId !== null) await tx.delete(surveys).where(and(eq(surveys.id, goal.surveyId), eq(surveys.userId, actor.user.id)));
    return { id };
  });
}
