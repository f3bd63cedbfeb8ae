import { withApi } from "@/lib/http/with-api";
import { goalSurveyReport } from "@/lib/goal-surveys/reports";
import { ZGoalReportQuery } from "@/lib/goal-surveys/schemas";

// GET /api/v1/smartgoals/surveyReport?smart_goal_id= – per event and overall, each statement's pre/post averages and change (owner and their managers)
export const GET = withApi({ access: "goal.read", query: ZGoalReportQuery }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await goalSurveyReport(db, actor, query.smart_goal_id) };
});
