import { withApi } from "@/lib/http/with-api";
import { listQuestions } from "@/lib/smart-goals/queries";
import { ZSmartGoalQuery } from "@/lib/smart-goals/schemas";

// GET /api/v1/smartgoals/get/questions?smart_goal_id= – the goal's pre/post statements in order
export const GET = withApi({ access: "goal.read", query: ZSmartGoalQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  questions: await listQuestions(db, actor, query.smart_goal_id),
}));
