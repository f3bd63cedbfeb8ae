import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { events, surveyAdministrations, surveys } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError, notFound } from "@/lib/http/errors";
import { eventSurveyId } from "./event-survey";
import { EVENT_NOT_FOUND, surveyStatements, type TSurveyQuestion } from "./queries";
import type { TPhase } from "./rules";
import type { TAdministrationInput } from "./schemas";

export type TAnswerableSurvey = {
  surveyId: number;
  eventId: number;
  eventOwnerId: number;
  name: string;
  likertLevels: number;
  legends: string[];
  statements: TSurveyQuestion[];
  /** Whether each phase takes answers: an administration is open until its counselor closes it. */
  open: Record<TPhase, boolean>;
  /** Whether the counselor opened each phase for named answers (students may give their student number). */
  named: Record<TPhase, boolean>;
};

/**
 * What the students' pages show for (survey, event): the survey, its statements and which phases
 * are open; null when the event does not exist or that survey is not the event's survey (its own,
 * else its lesson's). Reads only: an administration row is created on the first answer.
 */
export async function answerableSurvey(db: TDbOrTx, surveyId: number, eventId: number): Promise<TAnswerableSurvey | null> {
  if ((await eventSurveyId(db, eventId)) !== surveyId) return null;
  const [head] = await db
    .select({ owner: events.userId, name: surveys.name, likertLevels: surveys.likertLevels, l1: surveys.likert1, l2: surveys.likert2, l3: surveys.likert3, l4: surveys.likert4, l5: surveys.likert5 })
    .from(events)
    .innerJoin(surveys, eq(surveys.id, surveyId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!head) return null;
  const closedRows = await db
    .select({ phase: surveyAdministrations.phase, closedAt: surveyAdministrations.closedAt, namedAnswers: surveyAdministrations.namedAnswers })
    .from(surveyAdministrations)
    .where(and(eq(surveyAdministrations.surveyId, surveyId), eq(surveyAdministrations.eventId, eventId)));
  const isClosed = (phase: TPhase) => closedRows.some((r) => r.phase === phase && r.closedAt !== null);
  const isNamed = (phase: TPhase) => closedRows.some((r) => r.phase === phase && r.namedAnswers);
  return {
    surveyId,
    eventId,
    eventOwnerId: head.owner,
    name: head.name,
    likertLevels: head.likertLevels,
    legends: [head.l1, head.l2, head.l3, head.l4, head.l5].slice(0, head.likertLevels),
    statements: await surveyStatements(db, surveyId),
    open: { pre: !isClosed("pre"), post: !isClosed("post") },
    named: { pre: isNamed("pre"), post: isNamed("post") },
  };
}

/** The administration's id, created on first use (ON CONFLICT DO NOTHING), whether it is closed and whether it takes named answers. */
export async function ensureAdministration(db: TDbOrTx, surveyId: number, eventId: number, phase: TPhase): Promise<{ id: number; closed: boolean; namedAnswers: boolean }> {
  await db.insert(surveyAdministrations).values({ surveyId, eventId, phase }).onConflictDoNothing();
  const [row] = await db
    .select({ id: surveyAdministrations.id, closedAt: surveyAdministrations.closedAt, namedAnswers: surveyAdministrations.namedAnswers })
    .from(surveyAdministrations)
    .where(and(eq(surveyAdministrations.surveyId, surveyId), eq(surveyAdministrations.eventId, eventId), eq(surveyAdministrations.phase, phase)))
    .limit(1);
  return { id: row.id, closed: row.closedAt !== null, namedAnswers: row.namedAnswers };
}

export type TAdministrationState = { survey_id: number; event_id: number; phase: TPhase; open: boolean; named_answers: boolean };

/**
 * The counselor opens or closes the pre or post administration of one of their events, and says
 * whether it takes named answers (`named_answers`, kept as it was when not given): the event must be
 * theirs (404 otherwise) and the survey the event's survey (422 otherwise).
 */
export async function setAdministration(db: TDbOrTx, actor: TActor, input: TAdministrationInput, now: Date): Promise<TAdministrationState> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ owner: events.userId }).from(events).where(eq(events.id, input.event_id)).limit(1);
    if (!event || event.owner !== actor.user.id) throw notFound(EVENT_NOT_FOUND);
    if ((await eventSurveyId(tx, input.event_id)) !== input.survey_id) {
      throw new AppError("survey_not_linked", "This survey is not the survey of this event.", 422, "survey_id");
    }
    const admin = await ensureAdministration(tx, input.survey_id, input.event_id, input.phase);
    await tx
      .update(surveyAdministrations)
      .set({ closedAt: input.open ? null : now })
      .where(and(eq(surveyAdministrations.id, admin.id), input.open ? undefined : isNull(surveyAdministrations.closedAt)));
    const namedAnswers = input.named_answers ?? admin.namedAnswers;
    if (namedAnswers !== admin.namedAnswers) await tx.update(surveyAdministrations).set({ namedAnswers }).where(eq(surveyAdministrations.id, admin.id));
    return { survey_id: input.survey_id, event_id: input.event_id, phase: input.phase, open: input.open, named_answers: namedAnswers };
  });
}
