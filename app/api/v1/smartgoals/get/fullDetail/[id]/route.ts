import { withApi } from "@/lib/http/with-api";
import { smartGoalIdParam } from "@/lib/smart-goals/params";
import { smartGoalFullDetail } from "@/lib/smart-goals/queries";

// GET /api/v1/smartgoals/get/fullDetail/{id} – the goal with its title, standards' names, action plan, data priority, targets, grades, statements, short questions and rating
export const GET = withApi({ access: "goal.read" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await smartGoalFullDetail(db, actor, smartGoalIdParam(params)),
}));
