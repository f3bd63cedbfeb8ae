import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { ZodError } from "zod";
import type { TDbOrTx } from "@/db/client";
import { clients, grades, surveyAnswers, surveyResponses } from "@/db/schema";
import { sha256 } from "@/lib/auth/crypto";
import { AppError, notFound } from "@/lib/http/errors";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { answerableSurvey, ensureAdministration } from "./administrations";
import { DEVICE_ID_PATTERN } from "./device-cookie";
import { isValidAnswer } from "./rules";
import { ZAnswersInput, type TAnswersInput } from "./schemas";

export const SURVEY_UNKNOWN = "This survey is not open for this event.";
export const SURVEY_CLOSED = "This survey is closed.";

export { DEVICE_ID_PATTERN };

export const STUDENT_UNKNOWN = "This student is not one of this survey's students.";

/** clientId: a page that names the student (the SMART goal's student page) links the answer to that student of the owner. */
/** counted: the caller already counted this request against the address's limit (before its own lookups). */
export type TSubmitContext = { deviceId: string; ip: string; now: Date; clientId?: number; counted?: boolean };

/**
 * A student's answers to one administration (survey, event, pre|post), without signing in. Counted
 * against the address's limit first; then, in one transaction: the survey must be the event's and
 * the administration open, every statement answered once with a step of the scale (422 otherwise);
 * one response per device (the SHA-256 of its cookie): a repeat replaces the earlier answers. In a
 * round opened for named answers, a student id that is one of the event owner's students links the
 * response to that student; a grade (the
 * SMART goal event page's list) is kept with it.
 */
export async function submitAnswers(db: TDbOrTx, raw: TAnswersInput, ctx: TSubmitContext): Promise<{ replaced: boolean }> {
  if (!ctx.counted) await hitRateLimit(db, RATE_LIMITS.surveyAnswer, ctx.ip, ctx.now);
  const input = ZAnswersInput.parse(raw);
  if (!DEVICE_ID_PATTERN.test(ctx.deviceId)) throw new AppError("invalid_device", "Your browser's answer cookie is not valid.", 400);
  const deviceHash = sha256(`survey-device:${ctx.deviceId}`);
  return db.transaction(async (tx) => {
    const survey = await answerableSurvey(tx, input.survey_id, input.event_id);
    if (!survey) throw notFound(SURVEY_UNKNOWN);
    checkAnswers(
      input,
      survey.statements.map((s) => s.id),
      survey.likertLevels,
    );
    const admin = await ensureAdministration(tx, input.survey_id, input.event_id, input.phase);
    if (admin.closed) throw new AppError("survey_closed", SURVEY_CLOSED, 409);
    // A typed student number counts only in a round the counselor opened for named answers; in any
    // other round the answer stays anonymous (nothing typed is kept, nobody's record is touched).
    const studentRef = admin.namedAnswers ? (input.student_id ?? "") : "";
    const clientId = ctx.clientId !== undefined ? await ownerStudent(tx, survey.eventOwnerId, ctx.clientId) : studentRef ? await matchStudent(tx, survey.eventOwnerId, studentRef) : null;
    const gradeId = input.grade_id ?? null;
    if (gradeId !== null && (await tx.select({ id: grades.id }).from(grades).where(eq(grades.id, gradeId)).limit(1)).length === 0) {
      throw new AppError("invalid_grade", "Choose a grade from the list.", 422, "grade_id");
    }
    const [before] = await tx
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.administrationId, admin.id), eq(surveyResponses.deviceHash, deviceHash)))
      .limit(1);
    const [response] = await tx
      .insert(surveyResponses)
      .values({ administrationId: admin.id, deviceHash, studentRef, clientId, gradeId, createdAt: ctx.now, updatedAt: ctx.now })
      .onConflictDoUpdate({ target: [surveyResponses.administrationId, surveyResponses.deviceHash], set: { studentRef, clientId, gradeId, updatedAt: ctx.now } })
      .returning({ id: surveyResponses.id });
    await tx.delete(surveyAnswers).where(eq(surveyAnswers.responseId, response.id));
    await tx.insert(surveyAnswers).values(input.answers.map((a) => ({ responseId: response.id, questionId: a.question_id, value: a.value })));
    return { replaced: before !== undefined };
  });
}

/**
 * Every statement answered exactly once, each with a step 1..levels. A statement left out is never
 * taken as a neutral answer: each one missing is its own 422 entry (field `unanswered.{statement id}`),
 * so the page can say which statements still need an answer.
 */
function checkAnswers(input: TAnswersInput, statementIds: number[], levels: number): void {
  const known = new Set(statementIds);
  const seen = new Set<number>();
  for (const [i, a] of input.answers.entries()) {
    if (!known.has(a.question_id) || seen.has(a.question_id)) {
      throw new AppError("invalid_answers", "An answer is not for a statement of this survey.", 422, `answers.${i}.question_id`);
    }
    if (!isValidAnswer(a.value, levels)) {
      throw new AppError("invalid_answers", `Pick a step from 1 to ${levels}.`, 422, `answers.${i}.value`);
    }
    seen.add(a.question_id);
  }
  const missing = statementIds.flatMap((id, n) => (seen.has(id) ? [] : [{ id, n: n + 1 }]));
  if (missing.length > 0) {
    throw new ZodError(
      missing.map(({ id, n }) => ({ code: "custom" as const, path: ["unanswered", id], message: `Statement ${n} is not answered: pick one of its ${levels} steps.`, input: undefined })),
    );
  }
}

/** The event owner's student with this id (a group or another counselor's student: 404). */
async function ownerStudent(db: TDbOrTx, ownerId: number, clientId: number): Promise<number> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, ownerId), eq(clients.type, "student")))
    .limit(1);
  if (!row) throw new AppError("student_not_found", STUDENT_UNKNOWN, 404, "student_id");
  return row.id;
}

/** The event owner's student whose student number is `ref` (case-insensitive), when exactly one is. */
async function matchStudent(db: TDbOrTx, ownerId: number, ref: string): Promise<number | null> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.userId, ownerId), sql`lower(${clients.studentNumber}) = lower(${ref})`))
    .limit(2);
  return rows.length === 1 ? rows[0].id : null;
}
