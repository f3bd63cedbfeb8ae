import { withApi } from "@/lib/http/with-api";
import { updateShortQuestion } from "@/lib/smart-goals/questions";
import { ZUpdateShortQuestion } from "@/lib/smart-goals/schemas";

// POST /api/v1/smartgoals/updateSmartgoalShortQ {id, text} – changes a short question of one of the caller's goals
export const POST = withApi({ access: "goal.write", body: ZUpdateShortQuestion }, async ({ db, actor, body }) => ({
  status_code: 200,
  question: await updateShortQuestion(db, actor, body),
}));
