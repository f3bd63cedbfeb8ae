import { saveLessonEvent } from "@/lib/lessons/events";
import { ZLessonEventPatch } from "@/lib/lessons/events-schemas";
import { withApi } from "@/lib/http/with-api";

// PUT /api/v1/lesson/event – a delivery's survey, inRAMP, dcpOutcome and implication (the event's owner only)
export const PUT = withApi({ access: "lesson.write", body: ZLessonEventPatch }, async ({ db, actor, body, now }) => {
  return { status_code: 200, event: await saveLessonEvent(db, actor, body, now) };
});
