import { withApi } from "@/lib/http/with-api";
import { updateQuestion } from "@/lib/smart-goals/questions";
import { ZUpdateQuestion } from "@/lib/smart-goals/schemas";

// POST /api/v1/smartgoals/updateQuestion {id, text} – changes a pre/post statement of one of the caller's goals
export const POST = withApi({ access: "goal.write", body: ZUpdateQuestion }, async ({ db, actor, body }) => ({
  status_code: 200,
  question: await updateQuestion(db, actor, body),
}));
