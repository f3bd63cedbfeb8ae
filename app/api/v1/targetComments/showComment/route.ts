import { withApi } from "@/lib/http/with-api";
import { showComment } from "@/lib/comments/show-comment";
import { ZShowComment } from "@/lib/comments/schemas";

// POST /api/v1/targetComments/showComment {id, type} – the target's owner hides (type 0) or shows a comment
export const POST = withApi({ access: "goal.write", body: ZShowComment }, async ({ db, actor, body }) => {
  const { message, ...data } = await showComment(db, actor, "target", body);
  return { status_code: 200, message, data };
});
