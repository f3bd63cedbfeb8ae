import "server-only";
import type { TDbOrTx } from "@/db/client";
import { answerableSurvey, type TAnswerableSurvey } from "./administrations";
import { parseId, parseQrSegment, type TPhase } from "./rules";

/** What a students' survey page shows: nothing (404), a closed notice, the pre/post choice, or the form. */
export type TAnswerPage =
  { kind: "unknown" } | { kind: "closed"; survey: TAnswerableSurvey } | { kind: "choose"; survey: TAnswerableSurvey } | { kind: "form"; survey: TAnswerableSurvey; phase: TPhase };

/**
 * /surveyNew/{surveyId}/{eventId}: both phases open → the visitor chooses "Before / After the
 * lesson"; one open → its form; none → closed. A malformed id, an unknown or deleted event, or a
 * survey that is not the event's → unknown.
 */
export async function surveyNewPage(db: TDbOrTx, surveySegment: string, eventSegment: string): Promise<TAnswerPage> {
  const surveyId = parseId(surveySegment);
  const eventId = parseId(eventSegment);
  if (surveyId === null || eventId === null) return { kind: "unknown" };
  const survey = await answerableSurvey(db, surveyId, eventId);
  if (!survey) return { kind: "unknown" };
  if (survey.open.pre && survey.open.post) return { kind: "choose", survey };
  if (survey.open.pre) return { kind: "form", survey, phase: "pre" };
  if (survey.open.post) return { kind: "form", survey, phase: "post" };
  return { kind: "closed", survey };
}

/** /qrNew/{p|t}{surveyId}/{eventId}: p the pre survey, t the post survey. */
export async function qrNewPage(db: TDbOrTx, codeSegment: string, eventSegment: string): Promise<TAnswerPage> {
  const code = parseQrSegment(codeSegment);
  const eventId = parseId(eventSegment);
  if (code === null || eventId === null) return { kind: "unknown" };
  const survey = await answerableSurvey(db, code.surveyId, eventId);
  if (!survey) return { kind: "unknown" };
  if (!survey.open[code.phase]) return { kind: "closed", survey };
  return { kind: "form", survey, phase: code.phase };
}
