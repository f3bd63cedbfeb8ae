import { usableLessons } from "@/lib/lessons/events";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/lesson/usable – the lessons the caller's events may deliver (own and shared): the calendar form's lesson picker
export const GET = withApi({ access: "lesson.read" }, async ({ db, actor }) => {
  return { status_code: 200, data: await usableLessons(db, actor) };
});
