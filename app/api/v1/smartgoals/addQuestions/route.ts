import { withApi } from "@/lib/http/with-api";
import { addQuestions } from "@/lib/smart-goals/questions";
import { ZAddQuestions, ZSmartGoalQuery } from "@/lib/smart-goals/schemas";

// POST /api/v1/smartgoals/addQuestions?smart_goal_id= {questions:[text…]} or {text} – appends statements; answers the goal's statements
export const POST = withApi({ access: "goal.write", query: ZSmartGoalQuery, body: ZAddQuestions }, async ({ db, actor, query, body, now }) => ({
  status_code: 200,
  questions: await addQuestions(db, actor, query.smart_goal_id, body, now),
}));
