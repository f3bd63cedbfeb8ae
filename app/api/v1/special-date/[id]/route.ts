import { withApi } from "@/lib/http/with-api";
import { deleteSpecialDate } from "@/lib/student-days/delete-special-date";
import { getSpecialDate } from "@/lib/student-days/queries";
import { updateSpecialDate } from "@/lib/student-days/save-special-date";
import { idParam, methodOverride, ZSpecialDateUpdate } from "@/lib/student-days/schemas";

// GET /api/v1/special-date/{id} – one day closed or tag
export const GET = withApi({ access: "calendar.day.read" }, async ({ db, actor, params }) => {
  const { userId: _owner, ...data } = await getSpecialDate(db, actor, idParam(params.id));
  return { status_code: 200, data };
});

// POST /api/v1/special-date/{id} – update ({_method: "PUT", date?, label?}) or delete ({_method: "DELETE"}) by method-override
export const POST = withApi({ access: "calendar.day.write", body: methodOverride(ZSpecialDateUpdate) }, async ({ db, actor, params, body }) => {
  const id = idParam(params.id);
  const data = body.method === "DELETE" ? await deleteSpecialDate(db, actor, id) : await updateSpecialDate(db, actor, id, body.data);
  return { status_code: 200, data };
});

// PUT /api/v1/special-date/{id} – move a day closed or tag to another date, or rename its label
export const PUT = withApi({ access: "calendar.day.write", body: ZSpecialDateUpdate }, async ({ db, actor, params, body }) => {
  return { status_code: 200, data: await updateSpecialDate(db, actor, idParam(params.id), body) };
});

// DELETE /api/v1/special-date/{id} – remove a day closed or tag
export const DELETE = withApi({ access: "calendar.day.write" }, async ({ db, actor, params }) => {
  return { status_code: 200, data: await deleteSpecialDate(db, actor, idParam(params.id)) };
});
