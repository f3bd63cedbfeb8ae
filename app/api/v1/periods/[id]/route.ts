import { withApi } from "@/lib/http/with-api";
import { deletePeriod } from "@/lib/student-days/delete-period";
import { savePeriod } from "@/lib/student-days/save-period";
import { idParam, methodOverride, ZPeriodInput } from "@/lib/student-days/schemas";

// POST /api/v1/periods/{id} – update ({_method: "PUT", period, start, end}) or delete ({_method: "DELETE"}) by method-override
export const POST = withApi({ access: "calendar.day.write", body: methodOverride(ZPeriodInput) }, async ({ db, actor, params, body }) => {
  const id = idParam(params.id);
  const data = body.method === "DELETE" ? await deletePeriod(db, actor, id) : await savePeriod(db, actor, body.data, id);
  return { status_code: 200, data };
});

// PUT /api/v1/periods/{id} – change a period: end after start, no overlap with the others
export const PUT = withApi({ access: "calendar.day.write", body: ZPeriodInput }, async ({ db, actor, params, body }) => {
  return { status_code: 200, data: await savePeriod(db, actor, body, idParam(params.id)) };
});

// DELETE /api/v1/periods/{id} – remove a period
export const DELETE = withApi({ access: "calendar.day.write" }, async ({ db, actor, params }) => {
  return { status_code: 200, data: await deletePeriod(db, actor, idParam(params.id)) };
});
