import { withApi } from "@/lib/http/with-api";
import { likeComment } from "@/lib/comments/like-comment";
import { ZCommentId } from "@/lib/comments/schemas";

// POST /api/v1/lessonComments/likeComment {id} – likes a comment once (a second like is a no-op with the same answer)
export const POST = withApi({ access: "lesson.write", body: ZCommentId }, async ({ db, actor, body, now }) => {
  const { message, ...data } = await likeComment(db, actor, "lesson", body, now);
  return { status_code: 200, message, data };
});
