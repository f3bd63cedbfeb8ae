import { withApi } from "@/lib/http/with-api";
import { deleteComment } from "@/lib/comments/delete-comment";

// DELETE /api/v1/targetComments/{id} – the author deletes their own comment on a target (others' are a 403, unseen ones a 404)
export const DELETE = withApi({ access: "goal.write" }, async ({ db, actor, params }) => {
  const { message, id } = await deleteComment(db, actor, "target", { id: params.id });
  return { status_code: 200, message, data: { id } };
});
