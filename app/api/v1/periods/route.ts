import { withApi } from "@/lib/http/with-api";
import { listPeriods } from "@/lib/student-days/queries";
import { savePeriod } from "@/lib/student-days/save-period";
import { ZPeriodInput, ZPeriodQuery } from "@/lib/student-days/schemas";

// GET /api/v1/periods?user_id= – the school day's periods (the default period 0, 08:00-16:00, when there are none)
export const GET = withApi({ access: "calendar.day.read", query: ZPeriodQuery }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await listPeriods(db, actor, query.user_id) };
});

// POST /api/v1/periods – add a period {period, start, end (HH:mm or HH:mm:ss)}: end after start, no overlap
export const POST = withApi({ access: "calendar.day.write", body: ZPeriodInput }, async ({ db, actor, body }) => {
  return { status_code: 200, data: await savePeriod(db, actor, body) };
});
