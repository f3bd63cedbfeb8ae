import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { deleteLesson } from "@/lib/lessons/delete-lesson";
import { getLesson } from "@/lib/lessons/queries";
import { updateLesson } from "@/lib/lessons/save-lesson";
import { ZDeleteQuery, ZLessonId, ZLessonInput } from "@/lib/lessons/schemas";

function lessonId(params: Record<string, unknown>): number {
  const parsed = ZLessonId.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

// GET /api/v1/lesson/{id} – one lesson of the caller, or a shared one (read-only: isOwner false); else 404
export const GET = withApi({ access: "lesson.read" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await getLesson(db, actor, lessonId(params)),
}));

// PUT /api/v1/lesson/{id} – updates one of the caller's lessons (another's shared lesson: 403; unshared: 404)
export const PUT = withApi({ access: "lesson.write", body: ZLessonInput }, async ({ db, actor, params, body, now }) => ({
  status_code: 200,
  data: await updateLesson(db, actor, lessonId(params), body, now),
}));

// DELETE /api/v1/lesson/{id}?force=1 – deletes one of the caller's lessons; used by events it is a 409 unless force=1
export const DELETE = withApi({ access: "lesson.write", query: ZDeleteQuery }, async ({ db, actor, params, query }) => ({
  status_code: 200,
  data: await deleteLesson(db, actor, lessonId(params), { force: query.force === "1" || query.force === "true" }),
}));
