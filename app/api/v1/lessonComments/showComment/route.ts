import { withApi } from "@/lib/http/with-api";
import { showComment } from "@/lib/comments/show-comment";
import { ZShowComment } from "@/lib/comments/schemas";

// POST /api/v1/lessonComments/showComment {id, type} – the lesson's owner hides (type 0) or shows a comment
export const POST = withApi({ access: "lesson.write", body: ZShowComment }, async ({ db, actor, body }) => {
  const { message, ...data } = await showComment(db, actor, "lesson", body);
  return { status_code: 200, message, data };
});
