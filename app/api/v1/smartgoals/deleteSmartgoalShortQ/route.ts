import { withApi } from "@/lib/http/with-api";
import { deleteShortQuestion } from "@/lib/smart-goals/questions";
import { ZIdQuery } from "@/lib/smart-goals/schemas";

// POST /api/v1/smartgoals/deleteSmartgoalShortQ?id= – deletes a short question of one of the caller's goals
export const POST = withApi({ access: "goal.write", query: ZIdQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: await deleteShortQuestion(db, actor, query.id),
}));
