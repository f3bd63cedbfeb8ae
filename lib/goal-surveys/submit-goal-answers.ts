import "server-only";
import type { TDbOrTx } from "@/db/client";
import { notFound } from "@/lib/http/errors";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { submitAnswers, type TSubmitContext } from "@/lib/surveys/submit-answers";
import { goalAnswerTarget } from "./public-page";
import { ZGoalAnswersInput } from "./schemas";

export const GOAL_SURVEY_UNKNOWN = "This SMART goal's survey is not given at this event.";

/**
 * A student's answers on a goal page, through the survey engine's one answer use-case (rate limit, device
 * cookie, open administration, every statement once): the event must give the goal's survey (404 otherwise).
 * On the student page `student` names the owner's student the answers belong to (404 for anyone else).
 */
export async function submitGoalAnswers(db: TDbOrTx, raw: unknown, ctx: Omit<TSubmitContext, "clientId" | "counted">): Promise<{ replaced: boolean }> {
  // Counted first, before any lookup: the engine then does not count it again.
  await hitRateLimit(db, RATE_LIMITS.surveyAnswer, ctx.ip, ctx.now);
  const v = ZGoalAnswersInput.parse(raw);
  const target = await goalAnswerTarget(db, v.smart_goal_id, v.event_id);
  if (!target) throw notFound(GOAL_SURVEY_UNKNOWN);
  return submitAnswers(
    db,
    { survey_id: target.surveyId, event_id: v.event_id, phase: v.phase, answers: v.answers, student_id: v.student === undefined ? v.student_id : "", grade_id: v.grade_id },
    { ...ctx, counted: true, ...(v.student === undefined ? {} : { clientId: v.student }) },
  );
}
