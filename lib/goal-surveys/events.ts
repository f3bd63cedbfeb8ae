import "server-only";
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { events, lessonEvents, lessons, smartGoalGroups, surveyQuestions, type TSmartGoalRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError, notFound } from "@/lib/http/errors";
import { ownSmartGoal } from "@/lib/smart-goals/access";
import { EVENT_NOT_FOUND } from "@/lib/surveys/queries";

// Where a SMART goal's survey is given. The survey engine keys every administration by (survey, event, phase)
// and answers an event's survey only: its own (lesson_events.survey_id), else its lesson's. So the goal's events
// are exactly the goal owner's events whose survey is the goal's survey; the owner gives the goal's survey at an
// event (the goal's own first: one delivering the goal's lesson or for one of its target groups) with linkGoalEvent.

export type TGoalEvent = { id: number; title: string; date: string; time: string };

const eventSurvey = sql`coalesce(${lessonEvents.surveyId}, ${lessons.surveyId})`;

/** The goal owner's events that give the goal's survey, newest first (none while the goal has no survey). */
export async function goalEvents(db: TDbOrTx, goal: Pick<TSmartGoalRow, "userId" | "surveyId">): Promise<TGoalEvent[]> {
  if (goal.surveyId === null) return [];
  return db
    .select({ id: events.id, title: events.title, date: events.date, time: events.time })
    .from(events)
    .leftJoin(lessonEvents, eq(lessonEvents.eventId, events.id))
    .leftJoin(lessons, eq(lessons.id, events.lessonId))
    .where(and(eq(events.userId, goal.userId), sql`${eventSurvey} = ${goal.surveyId}`))
    .orderBy(desc(events.date), desc(events.time), desc(events.id));
}

/** Whether the event gives the goal's survey (an unknown event, another's, or another survey: false). */
export async function isGoalEvent(db: TDbOrTx, goal: Pick<TSmartGoalRow, "userId" | "surveyId">, eventId: number): Promise<boolean> {
  if (goal.surveyId === null) return false;
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .leftJoin(lessonEvents, eq(lessonEvents.eventId, events.id))
    .leftJoin(lessons, eq(lessons.id, events.lessonId))
    .where(and(eq(events.id, eventId), eq(events.userId, goal.userId), sql`${eventSurvey} = ${goal.surveyId}`))
    .limit(1);
  return row !== undefined;
}

const CANDIDATES = 50;

/**
 * The owner's events the goal's survey can be given at (those not giving it yet), newest first, the goal's own
 * first: those delivering one of the goal's lessons or for one of its target groups. An event made from the goal
 * (createSmartGoalEvent) keeps no link to it, so the owner's other events are offered after them.
 */
export async function goalEventCandidates(db: TDbOrTx, goal: TSmartGoalRow): Promise<TGoalEvent[]> {
  const lessonIds = [goal.lessonId, goal.lessonId2].filter((x): x is number => x !== null);
  const groupIds = (await db.select({ id: smartGoalGroups.clientId }).from(smartGoalGroups).where(eq(smartGoalGroups.smartGoalId, goal.id))).map((g) => g.id);
  const linked = or(lessonIds.length ? inArray(events.lessonId, lessonIds) : undefined, groupIds.length ? inArray(events.clientId, groupIds) : undefined);
  return db
    .select({ id: events.id, title: events.title, date: events.date, time: events.time })
    .from(events)
    .leftJoin(lessonEvents, eq(lessonEvents.eventId, events.id))
    .leftJoin(lessons, eq(lessons.id, events.lessonId))
    .where(and(eq(events.userId, goal.userId), goal.surveyId === null ? undefined : sql`${eventSurvey} is distinct from ${goal.surveyId}`))
    .orderBy(...(linked ? [sql`(${linked}) desc nulls last`] : []), desc(events.date), desc(events.time), desc(events.id))
    .limit(CANDIDATES);
}

export const NO_STATEMENTS = "Add the goal's pre/post statements first.";

/**
 * The owner gives the goal's survey at one of their events (lesson_events.survey_id = the goal's survey): the
 * goal must have statements (422) and the event be the owner's (404). One transaction; answers the goal's events.
 */
export async function linkGoalEvent(db: TDb, actor: TActor, goalId: number, eventId: number, now: Date): Promise<TGoalEvent[]> {
  return db.transaction(async (tx) => {
    const goal = await ownSmartGoal(tx, actor.user.id, goalId);
    const [{ n }] = goal.surveyId === null ? [{ n: 0 }] : await tx.select({ n: count() }).from(surveyQuestions).where(eq(surveyQuestions.surveyId, goal.surveyId));
    if (goal.surveyId === null || n === 0) throw new AppError("no_statements", NO_STATEMENTS, 422, "smart_goal_id");
    const [event] = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.userId, actor.user.id)))
      .limit(1);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    await tx
      .insert(lessonEvents)
      .values({ eventId, surveyId: goal.surveyId, updatedAt: now })
      .onConflictDoUpdate({ target: lessonEvents.eventId, set: { surveyId: goal.surveyId, updatedAt: now } });
    return goalEvents(tx, goal);
  });
}
