import { withApi } from "@/lib/http/with-api";
import { getScheduleItem } from "@/lib/schedules/queries";
import { deleteScheduleItem, updateScheduleItem } from "@/lib/schedules/save-schedule-item";
import { ZScheduleId, ZScheduleInput } from "@/lib/schedules/schemas";

const idOf = (params: Record<string, string | string[] | undefined>) => ZScheduleId.parse({ id: params.id }).id;

// GET /api/v1/schedule/{id} – one schedule item (own, or a managed counselor's)
export const GET = withApi({ access: "program.read" }, async ({ db, actor, params }) => {
  const { own, ...item } = await getScheduleItem(db, actor, idOf(params));
  void own;
  return { status_code: 200, data: item };
});

// PUT /api/v1/schedule/{id} – change one of the counselor's schedule items (all fields)
export const PUT = withApi({ access: "program.write", body: ZScheduleInput }, async ({ db, actor, body, params, now }) => {
  return { status_code: 200, data: await updateScheduleItem(db, actor, idOf(params), body, now) };
});

// DELETE /api/v1/schedule/{id} – delete one of the counselor's schedule items (its calendar events stay)
export const DELETE = withApi({ access: "program.write" }, async ({ db, actor, params }) => {
  return { status_code: 200, data: await deleteScheduleItem(db, actor, idOf(params)) };
});
