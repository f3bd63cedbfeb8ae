import "server-only";
import { and, count, eq, inArray, max } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { smartGoalShortQuestions, smartGoals, surveyAdministrations, surveyQuestions, surveyResponses, surveys, type TSmartGoalRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError, notFound } from "@/lib/http/errors";
import { MAX_STATEMENTS } from "@/lib/surveys/rules";
import { ownSmartGoal } from "./access";
import { goalQuestions, goalShortQuestions } from "./queries";
import { syncGoalSurvey } from "./save-smart-goal";
import { MAX_SHORT_QUESTIONS, ZAddQuestions, ZShortQuestion, ZUpdateQuestion, ZUpdateShortQuestion, type TSmartGoalQuestion } from "./schemas";

// The goal's pre/post Likert statements (kept in the survey engine: the goal's own survey, created with the
// first statement) and its short questions: add, change, delete, each by the goal's owner only (404 otherwise).

const QUESTION_NOT_FOUND = "This question does not exist or is not yours.";

/** The goal's own survey, created on first use with the goal's Likert steps and legends. */
export async function ensureGoalSurvey(tx: TDbOrTx, goal: TSmartGoalRow, now: Date): Promise<number> {
  if (goal.surveyId !== null) return goal.surveyId;
  const [s] = await tx
    .insert(surveys)
    .values({
      userId: goal.userId,
      name: `SMART goal ${goal.id}`,
      likertLevels: goal.likertType,
      likert1: goal.likert1,
      likert2: goal.likert2,
      likert3: goal.likert3,
      likert4: goal.likert4,
      likert5: goal.likert5,
      smartGoalId: goal.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: surveys.id });
  await tx.update(smartGoals).set({ surveyId: s.id, updatedAt: now }).where(eq(smartGoals.id, goal.id));
  return s.id;
}

/** POST /api/v1/smartgoals/addQuestions?smart_goal_id= : appends statements; the goal's statements after it. */
export async function addQuestions(db: TDb, actor: TActor, goalId: number, raw: unknown, now: Date): Promise<TSmartGoalQuestion[]> {
  const v = ZAddQuestions.parse(raw);
  return db.transaction(async (tx) => {
    const goal = await ownSmartGoal(tx, actor.user.id, goalId);
    const surveyId = await ensureGoalSurvey(tx, goal, now);
    const [{ n, last }] = await tx
      .select({ n: count(), last: max(surveyQuestions.position) })
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, surveyId));
    if (n + v.questions.length > MAX_STATEMENTS) throw new AppError("too_many_statements", `A goal has at most ${MAX_STATEMENTS} statements.`, 422, "questions");
    await tx.insert(surveyQuestions).values(v.questions.map((text, i) => ({ surveyId, position: (last ?? 0) + i + 1, text })));
    return goalQuestions(tx, { id: goal.id, surveyId });
  });
}

/** A statement of one of the caller's goals (joined through the goal's survey), else 404. */
async function ownStatement(tx: TDbOrTx, userId: number, questionId: number) {
  const [row] = await tx
    .select({ id: surveyQuestions.id, surveyId: surveyQuestions.surveyId, goalId: smartGoals.id })
    .from(surveyQuestions)
    .innerJoin(smartGoals, eq(smartGoals.surveyId, surveyQuestions.surveyId))
    .where(and(eq(surveyQuestions.id, questionId), eq(smartGoals.userId, userId)))
    .limit(1);
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return row;
}

export async function updateQuestion(db: TDb, actor: TActor, raw: unknown): Promise<TSmartGoalQuestion> {
  const v = ZUpdateQuestion.parse(raw);
  return db.transaction(async (tx) => {
    const q = await ownStatement(tx, actor.user.id, v.id);
    const [row] = await tx.update(surveyQuestions).set({ text: v.text }).where(eq(surveyQuestions.id, q.id)).returning();
    return { id: row.id, smart_goal_id: q.goalId, position: row.position, text: row.text };
  });
}

/** Deletes a statement with its answers. */
export async function deleteQuestion(db: TDb, actor: TActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const q = await ownStatement(tx, actor.user.id, id);
    await tx.delete(surveyQuestions).where(eq(surveyQuestions.id, q.id));
    return { id };
  });
}

export async function addShortQuestion(db: TDb, actor: TActor, goalId: number, raw: unknown): Promise<TSmartGoalQuestion> {
  const v = ZShortQuestion.parse(raw);
  return db.transaction(async (tx) => {
    await ownSmartGoal(tx, actor.user.id, goalId);
    const [{ n, last }] = await tx
      .select({ n: count(), last: max(smartGoalShortQuestions.position) })
      .from(smartGoalShortQuestions)
      .where(eq(smartGoalShortQuestions.smartGoalId, goalId));
    if (n >= MAX_SHORT_QUESTIONS) throw new AppError("too_many_questions", `A goal has at most ${MAX_SHORT_QUESTIONS} short questions.`, 422, "text");
    const [row] = await tx
      .insert(smartGoalShortQuestions)
      .values({ smartGoalId: goalId, position: (last ?? 0) + 1, text: v.text })
      .returning();
    return { id: row.id, smart_goal_id: goalId, position: row.position, text: row.text };
  });
}

async function ownShortQuestion(tx: TDbOrTx, userId: number, id: number) {
  const [row] = await tx
    .select({ id: smartGoalShortQuestions.id, goalId: smartGoalShortQuestions.smartGoalId })
    .from(smartGoalShortQuestions)
    .innerJoin(smartGoals, eq(smartGoals.id, smartGoalShortQuestions.smartGoalId))
    .where(and(eq(smartGoalShortQuestions.id, id), eq(smartGoals.userId, userId)))
    .limit(1);
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return row;
}

export async function updateShortQuestion(db: TDb, actor: TActor, raw: unknown): Promise<TSmartGoalQuestion> {
  const v = ZUpdateShortQuestion.parse(raw);
  return db.transaction(async (tx) => {
    const q = await ownShortQuestion(tx, actor.user.id, v.id);
    const [row] = await tx.update(smartGoalShortQuestions).set({ text: v.text }).where(eq(smartGoalShortQuestions.id, q.id)).returning();
    return { id: row.id, smart_goal_id: q.goalId, position: row.position, text: row.text };
  });
}

export async function deleteShortQuestion(db: TDb, actor: TActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const q = await ownShortQuestion(tx, actor.user.id, id);
    await tx.delete(smartGoalShortQuestions).where(eq(smartGoalShortQuestions.id, q.id));
    return { id };
  });
}

export type TGoalSurveyData = {
  survey_id: number;
  likert_type: number;
  questions: TSmartGoalQuestion[];
  shortQuestions: TSmartGoalQuestion[];
  responses: { pre: number; post: number };
};

/**
 * GET /api/v1/smartgoals/load/surveryData: the goal's survey brought in line with the goal (created if missing,
 * its steps and legends the goal's) and what it holds: statements, short questions and how many answered.
 */
export async function loadSurveyData(db: TDb, actor: TActor, goalId: number, now: Date): Promise<TGoalSurveyData> {
  return db.transaction(async (tx) => {
    const goal = await ownSmartGoal(tx, actor.user.id, goalId);
    const surveyId = await ensureGoalSurvey(tx, goal, now);
    await syncGoalSurvey(tx, surveyId, goal, now);
    return surveyData(tx, goal, surveyId);
  });
}

async function surveyData(tx: TDbOrTx, goal: TSmartGoalRow, surveyId: number): Promise<TGoalSurveyData> {
  const rows = await tx
    .select({ phase: surveyAdministrations.phase, n: count(surveyResponses.id) })
    .from(surveyAdministrations)
    .leftJoin(surveyResponses, eq(surveyResponses.administrationId, surveyAdministrations.id))
    .where(eq(surveyAdministrations.surveyId, surveyId))
    .groupBy(surveyAdministrations.phase);
  const responses = { pre: 0, post: 0 };
  for (const r of rows) responses[r.phase] += r.n;
  return {
    survey_id: surveyId,
    likert_type: goal.likertType,
    questions: await goalQuestions(tx, { id: goal.id, surveyId }),
    shortQuestions: await goalShortQuestions(tx, goal.id),
    responses,
  };
}

/** GET /api/v1/smartgoals/load/clearSurveryData: removes the students' answers to the goal's survey (statements stay). */
export async function clearSurveyData(db: TDb, actor: TActor, goalId: number): Promise<{ cleared: number }> {
  return db.transaction(async (tx) => {
    const goal = await ownSmartGoal(tx, actor.user.id, goalId);
    if (goal.surveyId === null) return { cleared: 0 };
    const admins = await tx.select({ id: surveyAdministrations.id }).from(surveyAdministrations).where(eq(surveyAdministrations.surveyId, goal.surveyId));
    if (admins.length === 0) return { cleared: 0 };
    const gone = await tx
      .delete(surveyResponses)
      .where(
        inArray(
          surveyResponses.administrationId,
          admins.map((a) => a.id),
        ),
      )
      .returning({ id: surveyResponses.id });
    return { cleared: gone.length };
  });
}
