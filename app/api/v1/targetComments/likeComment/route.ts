import { withApi } from "@/lib/http/with-api";
import { likeComment } from "@/lib/comments/like-comment";
import { ZCommentId } from "@/lib/comments/schemas";

// POST /api/v1/targetComments/likeComment {id} – likes a comment once (a second like is a no-op with the same answer)
export const POST = withApi({ access: "goal.write", body: ZCommentId }, async ({ db, actor, body, now }) => {
  const { message, ...data } = await likeComment(db, actor, "target", body, now);
  return { status_code: 200, message, data };
});
