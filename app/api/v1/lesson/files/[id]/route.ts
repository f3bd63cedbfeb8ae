import { withApi } from "@/lib/http/with-api";
import { notFound } from "@/lib/http/errors";
import { lessonFileResponse, LESSON_FILE_NOT_FOUND, readableLessonFile } from "@/lib/lessons/files";

// GET /api/v1/lesson/files/{id} – a lesson file's bytes for whoever may read the lesson (PDFs inline, others as attachments)
export const GET = withApi({ access: "lesson.file.read" }, async ({ db, actor, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(LESSON_FILE_NOT_FOUND);
  return lessonFileResponse(await readableLessonFile(db, actor, { id }));
});
