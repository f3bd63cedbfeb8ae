import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { clients, smartGoals, surveyQuestions, type TSmartGoalRow } from "@/db/schema";
import { listAllGrades } from "@/lib/lessons/lookups";
import type { TGradeItem } from "@/lib/lessons/lookups";
import { answerableSurvey, type TAnswerableSurvey } from "@/lib/surveys/administrations";
import { parseId, type TPhase } from "@/lib/surveys/rules";
import { goalEvents, isGoalEvent } from "./events";
import { goalSurveyPath } from "./rules";

// The data of the public goal survey pages: /survey/{smartgoal_id}, /surveyEvent/{smartgoal_id}/{event_id},
// /surveyEventStudent/{smartgoal_id}/{event_id}/{student_id} and /qr/{smartgoal_id}. Each answers a kind the page
// shows; nothing here throws for a visitor's URL. The answers go through the survey engine (submitAnswers).

export type TGoalPageProblem = "unknownGoal" | "noStatements" | "noEvent" | "unknownEvent" | "unknownStudent";

export type TGoalAnswerPage =
  | { kind: "problem"; problem: TGoalPageProblem }
  | { kind: "closed"; goalId: number; survey: TAnswerableSurvey }
  | { kind: "choose"; goalId: number; survey: TAnswerableSurvey }
  | { kind: "form"; goalId: number; survey: TAnswerableSurvey; phase: TPhase };

const problem = (p: TGoalPageProblem): TGoalAnswerPage => ({ kind: "problem", problem: p });

type TGoalHead = Pick<TSmartGoalRow, "id" | "userId" | "surveyId">;

/** The goal of a URL segment with at least one statement, or the problem to show. */
async function goalWithStatements(db: TDbOrTx, goalSegment: string): Promise<TGoalHead | TGoalPageProblem> {
  const goalId = parseId(goalSegment);
  if (goalId === null) return "unknownGoal";
  const [goal] = await db.select({ id: smartGoals.id, userId: smartGoals.userId, surveyId: smartGoals.surveyId }).from(smartGoals).where(eq(smartGoals.id, goalId)).limit(1);
  if (!goal) return "unknownGoal";
  if (goal.surveyId === null) return "noStatements";
  const [{ n }] = await db.select({ n: count() }).from(surveyQuestions).where(eq(surveyQuestions.surveyId, goal.surveyId));
  return n === 0 ? "noStatements" : goal;
}

/** The phase to show: the one asked for (closed if it is), the one open, the choice when both are, else closed. */
function pageFor(goalId: number, survey: TAnswerableSurvey, asked: TPhase | null): TGoalAnswerPage {
  if (asked) return survey.open[asked] ? { kind: "form", goalId, survey, phase: asked } : { kind: "closed", goalId, survey };
  if (survey.open.pre && survey.open.post) return { kind: "choose", goalId, survey };
  if (survey.open.pre) return { kind: "form", goalId, survey, phase: "pre" };
  if (survey.open.post) return { kind: "form", goalId, survey, phase: "post" };
  return { kind: "closed", goalId, survey };
}

/**
 * /survey/{smartgoal_id}: the engine gives a survey only at an event, so this page answers the goal's survey at
 * the goal's latest event (the newest event giving it); a goal whose survey is given at no event yet: noEvent.
 */
export async function goalSurveyPage(db: TDbOrTx, goalSegment: string, asked: TPhase | null): Promise<TGoalAnswerPage> {
  const goal = await goalWithStatements(db, goalSegment);
  if (typeof goal === "string") return problem(goal);
  const [latest] = await goalEvents(db, goal);
  if (!latest) return problem("noEvent");
  const survey = await answerableSurvey(db, goal.surveyId as number, latest.id);
  return survey ? pageFor(goal.id, survey, asked) : problem("noEvent");
}

/** /surveyEvent/{smartgoal_id}/{event_id}: exactly the events that give the goal's survey; any other: unknownEvent. */
export async function goalEventPage(db: TDbOrTx, goalSegment: string, eventSegment: string, asked: TPhase | null): Promise<TGoalAnswerPage> {
  const goal = await goalWithStatements(db, goalSegment);
  if (typeof goal === "string") return problem(goal);
  const eventId = parseId(eventSegment);
  if (eventId === null || !(await isGoalEvent(db, goal, eventId))) return problem("unknownEvent");
  const survey = await answerableSurvey(db, goal.surveyId as number, eventId);
  return survey ? pageFor(goal.id, survey, asked) : problem("unknownEvent");
}

/**
 * /surveyEventStudent/{smartgoal_id}/{event_id}/{student_id}: the event page for one student, who must be one of
 * the goal owner's students (a group, another counselor's student or an unknown id: unknownStudent). The name is
 * never shown on this public page.
 */
export async function goalStudentPage(db: TDbOrTx, goalSegment: string, eventSegment: string, studentSegment: string, asked: TPhase | null): Promise<TGoalAnswerPage & { studentId?: number }> {
  const page = await goalEventPage(db, goalSegment, eventSegment, asked);
  if (page.kind === "problem") return page;
  const studentId = parseId(studentSegment);
  if (studentId === null || !(await isOwnerStudent(db, page.survey.eventOwnerId, studentId))) return problem("unknownStudent");
  return { ...page, studentId };
}

export async function isOwnerStudent(db: TDbOrTx, ownerId: number, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, ownerId), eq(clients.type, "student")))
    .limit(1);
  return row !== undefined;
}

export type TGoalQrPage = { kind: "problem"; problem: TGoalPageProblem } | { kind: "qr"; goalId: number; path: string };

/**
 * /qr/{smartgoal_id} ("QR survey"): always the code of /survey/{id} for a projector. The rule "Surveys
 * use QR mode when prePostSurveyID is greater than 2" reads the home response's prePostSurveyID (the newest
 * delivery's survey, lib/home/rules.ts usesQrMode) and decides the home's trainer dialog, not this page: applied to
 * a goal's survey id it would hide the code of the first two surveys of every database.
 */
export async function goalQrPage(db: TDbOrTx, goalSegment: string): Promise<TGoalQrPage> {
  const goal = await goalWithStatements(db, goalSegment);
  if (typeof goal === "string") return { kind: "problem", problem: goal };
  return { kind: "qr", goalId: goal.id, path: goalSurveyPath(goal.id) };
}

/** The submit check of the goal pages: the event gives the goal's survey (else null), and the survey's id. */
export async function goalAnswerTarget(db: TDbOrTx, goalId: number, eventId: number): Promise<{ surveyId: number; ownerId: number } | null> {
  const [goal] = await db.select({ id: smartGoals.id, userId: smartGoals.userId, surveyId: smartGoals.surveyId }).from(smartGoals).where(eq(smartGoals.id, goalId)).limit(1);
  if (!goal || goal.surveyId === null || !(await isGoalEvent(db, goal, eventId))) return null;
  return { surveyId: goal.surveyId, ownerId: goal.userId };
}

/** The grade list of /surveyEvent: every grade in school order but "Any grade". */
export async function gradeChoices(db: TDbOrTx): Promise<TGradeItem[]> {
  return (await listAllGrades(db)).filter((g) => g.code !== "ANY");
}
