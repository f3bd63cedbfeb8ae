import { storeQuestion } from "@/lib/help/ask-question";
import { ZQuestion } from "@/lib/help/schemas";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/question/store – keep the question and its optional screenshot
export const POST = withApi({ access: "question.ask", license: "renewal", body: ZQuestion }, async ({ db, actor, body, now }) => ({
  status_code: 200,
  data: await storeQuestion(db, actor, body, now),
  message: "Saved with success !!!",
}));
