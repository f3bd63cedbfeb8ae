"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { createSmartGoalEvent, createSmartGoalLesson } from "./create-from-goal";
import { linkSmartGoalPdf } from "./pdf-links";
import { listQuestions, listShortQuestions, matchLessonByMindset } from "./queries";
import { addQuestions, addShortQuestion, clearSurveyData, deleteQuestion, deleteShortQuestion, loadSurveyData, updateQuestion, updateShortQuestion } from "./questions";
import { createSmartGoal, deleteSmartGoal, updateSmartGoal } from "./save-smart-goal";
import { ZIdQuery, ZMatchLessonQuery, ZSmartGoalId, ZSmartGoalPdfBody, ZSmartGoalQuery } from "./schemas";

// The SMART goal pages' server actions: thin wrappers of the use-cases the API calls too. Each answers
// { ok: true, data } or { ok: false, status, error: [{ code, message, field? }] }.

function revalidate() {
  revalidatePath("/app/smartgoals", "page");
}

/** Creates a goal (no id) or updates one of the user's goals (id). */
export async function saveSmartGoalAction(input: unknown, id?: number) {
  const result = await runAction(({ db, actor, now }) => (id === undefined ? createSmartGoal(db, actor, input, now) : updateSmartGoal(db, actor, ZSmartGoalId.parse({ id }).id, input, now)), {
    access: "goal.write",
  });
  if (result.ok) revalidate();
  return result;
}

export async function deleteSmartGoalAction(input: { id: number }) {
  const result = await runAction(({ db, actor }) => deleteSmartGoal(db, actor, ZSmartGoalId.parse(input).id), { access: "goal.write" });
  if (result.ok) revalidate();
  return result;
}

export async function addQuestionsAction(goalId: number, input: unknown) {
  return runAction(({ db, actor, now }) => addQuestions(db, actor, ZSmartGoalQuery.parse({ smart_goal_id: goalId }).smart_goal_id, input, now), { access: "goal.write" });
}

export async function updateQuestionAction(input: unknown) {
  return runAction(({ db, actor }) => updateQuestion(db, actor, input), { access: "goal.write" });
}

export async function deleteQuestionAction(input: { id: number }) {
  return runAction(({ db, actor }) => deleteQuestion(db, actor, ZIdQuery.parse(input).id), { access: "goal.write" });
}

export async function listQuestionsAction(goalId: number) {
  return runAction(
    async ({ db, actor }) => {
      const id = ZSmartGoalQuery.parse({ smart_goal_id: goalId }).smart_goal_id;
      return { questions: await listQuestions(db, actor, id), shortQuestions: await listShortQuestions(db, actor, id) };
    },
    { access: "goal.read", license: "renewal" },
  );
}

export async function addShortQuestionAction(goalId: number, input: unknown) {
  return runAction(({ db, actor }) => addShortQuestion(db, actor, ZSmartGoalQuery.parse({ smart_goal_id: goalId }).smart_goal_id, input), { access: "goal.write" });
}

export async function updateShortQuestionAction(input: unknown) {
  return runAction(({ db, actor }) => updateShortQuestion(db, actor, input), { access: "goal.write" });
}

export async function deleteShortQuestionAction(input: { id: number }) {
  return runAction(({ db, actor }) => deleteShortQuestion(db, actor, ZIdQuery.parse(input).id), { access: "goal.write" });
}

export async function loadSurveyDataAction(goalId: number) {
  return runAction(({ db, actor, now }) => loadSurveyData(db, actor, ZSmartGoalQuery.parse({ smart_goal_id: goalId }).smart_goal_id, now), { access: "goal.read" });
}

export async function clearSurveyDataAction(goalId: number) {
  return runAction(({ db, actor }) => clearSurveyData(db, actor, ZSmartGoalQuery.parse({ smart_goal_id: goalId }).smart_goal_id), { access: "goal.write" });
}

export async function matchLessonsAction(input: unknown) {
  return runAction(({ db, actor }) => matchLessonByMindset(db, actor, ZMatchLessonQuery.parse(input)), { access: "goal.read", license: "renewal" });
}

export async function createGoalLessonAction(input: unknown) {
  return runAction(({ db, actor, now }) => createSmartGoalLesson(db, actor, input, now), { access: "goal.write" });
}

export async function createGoalEventAction(input: unknown) {
  return runAction(({ db, actor, now }) => createSmartGoalEvent(db, actor, input, now), { access: "goal.write" });
}

export async function smartGoalPdfAction(input: unknown) {
  return runAction(({ db, actor, now }) => linkSmartGoalPdf(db, actor, ZSmartGoalPdfBody.parse(input), now), { access: "goal.read", license: "renewal" });
}
