import { checkQuestion } from "@/lib/help/ask-question";
import { ZQuestion } from "@/lib/help/schemas";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/question/storeCheck – validate a question before its screenshot is taken
export const POST = withApi({ access: "question.ask", license: "renewal", body: ZQuestion }, async ({ db, actor, body, now }) => {
  const { topicId } = await checkQuestion(db, actor, body, now);
  return { status_code: 200, data: { qTopicID: topicId } };
});
