import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { lessonEvents, smartGoals } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { createEvent } from "@/lib/calendar/create-event";
import type { TEventJson } from "@/lib/calendar/schemas";
import { AppError } from "@/lib/http/errors";
import { createLesson } from "@/lib/lessons/save-lesson";
import { ZLessonInput } from "@/lib/lessons/schemas";
import { ownSmartGoal } from "./access";
import { smartGoalJson } from "./queries";
import { ensureGoalSurvey } from "./questions";
import { ZCreateGoalLesson } from "./schemas";

// The SMART goal screen's two modals: an event in the caller's calendar for the goal, and a new
// lesson built from the goal (its standards, its target groups' grades and, when confirmed, its objectives).

/**
 * POST /api/v1/smartgoals/create/createSmartGoalEvent {smart_goal_id, title?, date, time, category_id, …}: the
 * calendar's own use-case creates the event; the goal fills the title, the first target group and its lesson
 * when the body leaves them out.
 */
export async function createSmartGoalEvent(db: TDb, actor: TActor, raw: unknown, now: Date): Promise<TEventJson[]> {
  const body = raw && typeof raw === "object" && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : {};
  const goalId = Number(body.smart_goal_id);
  if (!Number.isInteger(goalId) || goalId <= 0) throw new AppError("invalid_body", "Choose the SMART goal.", 422, "smart_goal_id");
  const goal = await ownSmartGoal(db, actor.user.id, goalId);
  delete body.smart_goal_id;
  const json = await smartGoalJson(db, goal);
  if (body.title === undefined || body.title === "") body.title = json.title;
  if (body.client_id === undefined && json.smartgoalGroups[0]) body.client_id = json.smartgoalGroups[0].id;
  if (body.lesson_id === undefined && goal.lessonId !== null) body.lesson_id = goal.lessonId;
  // Events of the caller's own calendar only: a managed user's calendar is not the goal's.
  delete body.user_id;
  const created = await createEvent(db, actor, body, now);
  // An event made from the goal gives the goal's survey (its public pages accept it at once); the survey is
  // made now when the goal has no statements yet, so statements added later are asked there too.
  if (created.length > 0)
    await db.transaction(async (tx) => {
      const surveyId = await ensureGoalSurvey(tx, goal, now);
      await tx
        .insert(lessonEvents)
        .values(created.map((e) => ({ eventId: e.id, surveyId, updatedAt: now })))
        .onConflictDoUpdate({ target: lessonEvents.eventId, set: { surveyId, updatedAt: now } });
    });
  return created;
}

/**
 * POST /api/v1/smartgoals/create/createSmartGoalLesson {smart_goal_id, name, addObjectives}: a lesson of the caller
 * with the goal's standards and grades (and objectives when the counselor confirmed adding them), set as the goal's
 * first free lesson. Answers the lesson's id and name.
 */
export async function createSmartGoalLesson(db: TDb, actor: TActor, raw: unknown, now: Date): Promise<{ lesson: { id: number; name: string } }> {
  const v = ZCreateGoalLesson.parse(raw);
  return db.transaction(async (tx) => {
    const goal = await ownSmartGoal(tx, actor.user.id, v.smart_goal_id);
    const json = await smartGoalJson(tx, goal);
    const grades = [...new Set(json.smartgoalGroups.map((g) => g.grade).filter((g): g is number => g !== null))];
    const input = ZLessonInput.parse({
      name: v.name,
      mindsets: [goal.mindsetId1, goal.mindsetId2].filter((x): x is number => x !== null),
      grades,
      objective1: v.addObjectives ? goal.objectives1 : "",
      objective2: v.addObjectives ? goal.objectives2 : "",
    });
    const lesson = await createLesson(tx as unknown as TDb, actor, input, now);
    const slot = goal.lessonId === null ? { lessonId: lesson.id } : goal.lessonId2 === null ? { lessonId2: lesson.id } : null;
    if (slot)
      await tx
        .update(smartGoals)
        .set({ ...slot, updatedAt: now })
        .where(eq(smartGoals.id, goal.id));
    return { lesson: { id: lesson.id, name: lesson.name } };
  });
}
