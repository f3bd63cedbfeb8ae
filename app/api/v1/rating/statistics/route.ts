import { withApi } from "@/lib/http/with-api";
import { ratingStatisticsFor } from "@/lib/student-days/rating-statistics";
import { ZDateRange } from "@/lib/student-days/schemas";

// POST /api/v1/rating/statistics – {start, end, user_id?}: count per value, average and per month of the ratings
export const POST = withApi({ access: "calendar.day.read", body: ZDateRange }, async ({ db, actor, body }) => {
  return { status_code: 200, data: await ratingStatisticsFor(db, actor, body) };
});
