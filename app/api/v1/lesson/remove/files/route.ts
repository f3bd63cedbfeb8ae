import { withApi } from "@/lib/http/with-api";
import { removeLessonFile } from "@/lib/lessons/files";
import { ZRemoveLessonFile } from "@/lib/lessons/files-schemas";

// POST /api/v1/lesson/remove/files {id} – the lesson's owner removes an attached file (the link and the stored bytes)
export const POST = withApi({ access: "lesson.write", body: ZRemoveLessonFile }, async ({ db, actor, body }) => {
  return { status_code: 200, data: await removeLessonFile(db, actor, body.id) };
});
