import { lessonEvents } from "@/lib/lessons/events";
import { ZLessonEventsQuery } from "@/lib/lessons/events-schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/lesson/lessonEvents?lesson_id – the caller's own deliveries of a lesson they may read (404 otherwise)
export const GET = withApi({ access: "lesson.read", query: ZLessonEventsQuery }, async ({ db, actor, query }) => {
  return { status_code: 200, lessonEvents: await lessonEvents(db, actor, query.lesson_id) };
});
