import { withApi } from "@/lib/http/with-api";
import { deleteComment } from "@/lib/comments/delete-comment";

// DELETE /api/v1/lessonComments/{id} – the author deletes their own comment on a lesson (others' are a 403, unseen ones a 404)
export const DELETE = withApi({ access: "lesson.write" }, async ({ db, actor, params }) => {
  const { message, id } = await deleteComment(db, actor, "lesson", { id: params.id });
  return { status_code: 200, message, data: { id } };
});
