import { withApi } from "@/lib/http/with-api";
import { listShortQuestions } from "@/lib/smart-goals/queries";
import { ZSmartGoalQuery } from "@/lib/smart-goals/schemas";

// GET /api/v1/smartgoals/get/getSmartgoalShortQ?smart_goal_id= – the goal's short questions in order
export const GET = withApi({ access: "goal.read", query: ZSmartGoalQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  list: await listShortQuestions(db, actor, query.smart_goal_id),
}));
