import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { getSharedLesson } from "@/lib/lessons/queries";
import { ZLessonId } from "@/lib/lessons/schemas";

// GET /api/v1/lesson/sharing/{id} – a shared lesson (or the caller's own) in its read-only shape; another's unshared lesson is a 404
export const GET = withApi({ access: "lesson.read" }, async ({ db, actor, params }) => {
  const parsed = ZLessonId.safeParse(params);
  if (!parsed.success) throw notFound();
  return { status_code: 200, data: await getSharedLesson(db, actor, parsed.data.id) };
});
