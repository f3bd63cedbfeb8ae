import { withApi } from "@/lib/http/with-api";
import { deleteQuestion } from "@/lib/smart-goals/questions";
import { ZIdQuery } from "@/lib/smart-goals/schemas";

// POST /api/v1/smartgoals/deleteQuestion?id= – deletes a statement of one of the caller's goals with its answers
export const POST = withApi({ access: "goal.write", query: ZIdQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: await deleteQuestion(db, actor, query.id),
}));
