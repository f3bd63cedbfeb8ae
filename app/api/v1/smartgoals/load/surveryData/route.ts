import { withApi } from "@/lib/http/with-api";
import { loadSurveyData } from "@/lib/smart-goals/questions";
import { ZSmartGoalQuery } from "@/lib/smart-goals/schemas";

// GET /api/v1/smartgoals/load/surveryData?smart_goal_id= – the goal's survey (created if missing, in line with the goal's scale): statements, short questions, answers so far
export const GET = withApi({ access: "goal.read", license: "license", query: ZSmartGoalQuery }, async ({ db, actor, query, now }) => ({
  status_code: 200,
  data: await loadSurveyData(db, actor, query.smart_goal_id, now),
}));
