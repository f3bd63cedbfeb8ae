import { withApi } from "@/lib/http/with-api";
import { listSpecialDates } from "@/lib/student-days/queries";
import { addSpecialDate } from "@/lib/student-days/save-special-date";
import { ZSpecialDateKindRange, ZSpecialDateOne } from "@/lib/student-days/schemas";

// Another name of the days closed of /special-date: the same queries and use-case.

// GET /api/v1/daysclosed?start=&end=&user_id= – the days closed of the caller or a user they manage
export const GET = withApi({ access: "calendar.day.read", query: ZSpecialDateKindRange }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await listSpecialDates(db, actor, { kind: "closed", start: query.start, end: query.end, userId: query.user_id }) };
});

// POST /api/v1/daysclosed – add a day closed {date: YYYY-MM-DD, label?, user_id?}: a weekend is a 422, a date already closed a 409
export const POST = withApi({ access: "calendar.day.write", body: ZSpecialDateOne }, async ({ db, actor, body }) => {
  return { status_code: 200, data: await addSpecialDate(db, actor, "closed", body) };
});
