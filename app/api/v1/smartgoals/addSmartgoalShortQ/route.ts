import { withApi } from "@/lib/http/with-api";
import { addShortQuestion } from "@/lib/smart-goals/questions";
import { ZShortQuestion, ZSmartGoalQuery } from "@/lib/smart-goals/schemas";

// POST /api/v1/smartgoals/addSmartgoalShortQ?smart_goal_id= {text} – adds a short question to one of the caller's goals
export const POST = withApi({ access: "goal.write", query: ZSmartGoalQuery, body: ZShortQuestion }, async ({ db, actor, query, body }) => ({
  status_code: 200,
  question: await addShortQuestion(db, actor, query.smart_goal_id, body),
}));
