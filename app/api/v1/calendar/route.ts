import { z } from "zod";
import { createEvent } from "@/lib/calendar/create-event";
import { listEvents } from "@/lib/calendar/queries";
import { ZCalendarRange, ZEventInput } from "@/lib/calendar/schemas";
import { withApi } from "@/lib/http/with-api";
import { idempotent } from "@/lib/offline/idempotency";

const ZForUser = z.object({ user_id: ZCalendarRange.shape.user_id });

// GET /api/v1/calendar?start=YYYY-MM-DD&end=YYYY-MM-DD[&user_id=] – the events of a date range, both days included (user_id: a managed user's calendar)
export const GET = withApi({ access: "calendar.event.read", query: ZCalendarRange }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await listEvents(db, actor, { start: query.start, end: query.end, userId: query.user_id }) };
});

// POST /api/v1/calendar – create an event, one per occurrence when it repeats (user_id in the body or the query: a managed user's calendar)
// An Idempotency-Key header makes a resend answer the first answer instead of creating it again.
export const POST = withApi(
  { access: "calendar.event.write", body: ZEventInput, query: ZForUser },
  idempotent(async ({ db, actor, body, query, now }) => {
    return { status_code: 200, data: await createEvent(db, actor, body, now, { userId: body.user_id ?? query.user_id ?? undefined }) };
  }),
);
