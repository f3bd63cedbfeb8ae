import { withApi } from "@/lib/http/with-api";
import { listLessonFiles } from "@/lib/lessons/files";
import { ZLessonUploadQuery } from "@/lib/lessons/files-schemas";

// GET /api/v1/lesson/files?lesson_id – the files of a lesson the caller may read (own, or shared)
export const GET = withApi({ access: "lesson.file.read", query: ZLessonUploadQuery }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await listLessonFiles(db, actor, query.lesson_id) };
});
