import { onSelectEvent } from "@/lib/lessons/events";
import { ZSelectEventQuery } from "@/lib/lessons/events-schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/lesson/onSelectEvent?event_id – duration, students, male, female, the event and its collection method (13 with a survey, else 0)
export const GET = withApi({ access: "lesson.read", query: ZSelectEventQuery }, async ({ db, actor, query }) => {
  return { status_code: 200, ...(await onSelectEvent(db, actor, query.event_id)) };
});
