import { z } from "zod";
import { ZAnswersInput } from "@/lib/surveys/schemas";

// No "server-only": the goal pages' answer form and the route share these.

const zId = z.coerce.number().int().positive().max(2_147_483_647);

/** A student's answers on a goal page: the goal and event instead of the survey; `student` on the student page. */
export const ZGoalAnswersInput = ZAnswersInput.omit({ survey_id: true }).extend({ smart_goal_id: zId, student: zId.optional() });
export type TGoalAnswersInput = z.input<typeof ZGoalAnswersInput>;

export const ZGoalReportQuery = z.object({ smart_goal_id: zId });
export const ZLinkGoalEvent = z.object({ smart_goal_id: zId, event_id: zId });
export const ZSurveyResultsQuery = z.object({ survey_id: zId, event_id: zId.optional() });
