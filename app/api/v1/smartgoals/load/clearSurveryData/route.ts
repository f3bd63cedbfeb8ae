import { withApi } from "@/lib/http/with-api";
import { clearSurveyData } from "@/lib/smart-goals/questions";
import { ZSmartGoalQuery } from "@/lib/smart-goals/schemas";

// GET /api/v1/smartgoals/load/clearSurveryData?smart_goal_id= – removes the students' answers to the goal's survey (the statements stay)
export const GET = withApi({ access: "goal.read", license: "license", query: ZSmartGoalQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: await clearSurveyData(db, actor, query.smart_goal_id),
}));
