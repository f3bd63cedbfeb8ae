import { ZLessonResultsPdfBody } from "@/lib/lessons/events-schemas";
import { linkLessonResultsPdf } from "@/lib/lessons/pdf-links";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/lesson_results/pdf – a 10-minute link to the results PDF of one of the caller's deliveries of a lesson
export const POST = withApi({ access: "lesson.write", license: "renewal", body: ZLessonResultsPdfBody }, async ({ db, actor, body, now }) => {
  return { status_code: 200, ...(await linkLessonResultsPdf(db, actor, body, now)) };
});
