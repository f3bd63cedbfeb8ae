import { withApi } from "@/lib/http/with-api";
import { listSpecialDates } from "@/lib/student-days/queries";
import { addSpecialDate } from "@/lib/student-days/save-special-date";
import { ZSpecialDateKindRange, ZSpecialDateOne } from "@/lib/student-days/schemas";

// The legacy API's name for the tags of /special-date: the same queries and use-case.

// GET /api/v1/tags?start=&end=&user_id= – the tags (use-of-time study days) of the caller or a user they manage
export const GET = withApi({ access: "calendar.day.read", query: ZSpecialDateKindRange }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await listSpecialDates(db, actor, { kind: "tag", start: query.start, end: query.end, userId: query.user_id }) };
});

// POST /api/v1/tags – add a tag {date: YYYY-MM-DD, label?, user_id?}: a weekend is a 422, a date already tagged a 409
export const POST = withApi({ access: "calendar.day.write", body: ZSpecialDateOne }, async ({ db, actor, body }) => {
  return { status_code: 200, data: await addSpecialDate(db, actor, "tag", body) };
});
