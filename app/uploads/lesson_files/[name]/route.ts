import { withApi } from "@/lib/http/with-api";
import { lessonFileResponse, readableLessonFile } from "@/lib/lessons/files";

// GET /uploads/lesson_files/{uploadedFileName} – a lesson file by its uploaded name, for whoever may
// read the lesson (a signed-in session is required: the proxy sends visitors to sign in, and this
// handler answers 401 to a request that reaches it without one).
export const GET = withApi({ access: "lesson.file.read" }, async ({ db, actor, params }) => {
  return lessonFileResponse(await readableLessonFile(db, actor, { name: String(params.name ?? "") }));
});
