import { withApi } from "@/lib/http/with-api";
import { listRatings } from "@/lib/student-days/queries";
import { saveRating } from "@/lib/student-days/save-rating";
import { ZDateRange, ZRatingInput } from "@/lib/student-days/schemas";

// GET /api/v1/rating?start=&end=&user_id= – ratings of days and events in a date range, newest first
export const GET = withApi({ access: "calendar.day.read", query: ZDateRange }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await listRatings(db, actor, { start: query.start, end: query.end, userId: query.user_id }) };
});

// POST /api/v1/rating – rate a day or an event from -3 (very bad) to 3 (great); rating it again changes the rating
export const POST = withApi({ access: "calendar.day.write", body: ZRatingInput }, async ({ db, actor, body }) => {
  return { status_code: 200, data: await saveRating(db, actor, body) };
});
