import { withApi } from "@/lib/http/with-api";
import { deleteRating } from "@/lib/student-days/delete-rating";
import { getRating } from "@/lib/student-days/queries";
import { updateRating } from "@/lib/student-days/save-rating";
import { idParam, methodOverride, ZRatingUpdate } from "@/lib/student-days/schemas";

// GET /api/v1/rating/{id} – one rating
export const GET = withApi({ access: "calendar.day.read" }, async ({ db, actor, params }) => {
  const { userId: _owner, ...data } = await getRating(db, actor, idParam(params.id));
  return { status_code: 200, data };
});

// POST /api/v1/rating/{id} – update ({_method: "PUT", value?, note?}) or delete ({_method: "DELETE"}) by method-override
export const POST = withApi({ access: "calendar.day.write", body: methodOverride(ZRatingUpdate) }, async ({ db, actor, params, body }) => {
  const id = idParam(params.id);
  const data = body.method === "DELETE" ? await deleteRating(db, actor, id) : await updateRating(db, actor, id, body.data);
  return { status_code: 200, data };
});

// PUT /api/v1/rating/{id} – change a rating's value or note
export const PUT = withApi({ access: "calendar.day.write", body: ZRatingUpdate }, async ({ db, actor, params, body }) => {
  return { status_code: 200, data: await updateRating(db, actor, idParam(params.id), body) };
});

// DELETE /api/v1/rating/{id} – remove a rating
export const DELETE = withApi({ access: "calendar.day.write" }, async ({ db, actor, params }) => {
  return { status_code: 200, data: await deleteRating(db, actor, idParam(params.id)) };
});
