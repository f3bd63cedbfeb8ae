import { withApi } from "@/lib/http/with-api";
import { listScheduleItems } from "@/lib/schedules/queries";
import { createScheduleItem } from "@/lib/schedules/save-schedule-item";
import { ZScheduleInput, ZScheduleQuery } from "@/lib/schedules/schemas";

// GET /api/v1/schedule?user= – the master schedule (the counselor's own, or a managed counselor's: read-only)
export const GET = withApi({ access: "program.read", query: ZScheduleQuery }, async ({ db, actor, query }) => {
  return { status_code: 200, data: (await listScheduleItems(db, actor, query.user)).data };
});

// POST /api/v1/schedule – add a recurring program activity (weekly, monthly or yearly) to the counselor's master schedule
export const POST = withApi({ access: "program.write", body: ZScheduleInput }, async ({ db, actor, body, now }) => {
  return { status_code: 200, data: await createScheduleItem(db, actor, body, now) };
});
