import { withApi } from "@/lib/http/with-api";
import { pushScheduleItem } from "@/lib/schedules/push-schedule-item";
import { ZScheduleId } from "@/lib/schedules/schemas";

// POST /api/v1/schedule/{id}/push – put the item on the counselor's calendar (replaces the planned events of an earlier push)
export const POST = withApi({ access: "program.write" }, async ({ db, actor, params, now }) => {
  return { status_code: 200, data: await pushScheduleItem(db, actor, ZScheduleId.parse({ id: params.id }).id, now) };
});
