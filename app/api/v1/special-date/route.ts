import { withApi } from "@/lib/http/with-api";
import { listSpecialDates } from "@/lib/student-days/queries";
import { saveSpecialDates } from "@/lib/student-days/save-special-date";
import { ZSpecialDateCreate, ZSpecialDateRange } from "@/lib/student-days/schemas";

// GET /api/v1/special-date?kind=closed|tag&start=&end=&user_id= – days closed and tags of the caller or a user they manage
export const GET = withApi({ access: "calendar.day.read", query: ZSpecialDateRange }, async ({ db, actor, query }) => {
  const data = await listSpecialDates(db, actor, { kind: query.kind, start: query.start, end: query.end, userId: query.user_id });
  return { status_code: 200, data };
});

// POST /api/v1/special-date – add days closed or tags ({kind, dates: [YYYY-MM-DD…] or date}); weekends refused, duplicates ignored
export const POST = withApi({ access: "calendar.day.write", body: ZSpecialDateCreate }, async ({ db, actor, body }) => {
  return { status_code: 200, data: await saveSpecialDates(db, actor, body) };
});
