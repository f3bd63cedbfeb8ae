import { ZDocId, ZJsonBody } from "@/lib/help-docs/schemas";
import { getGrant } from "@/lib/grants/queries";
import { deleteGrant, saveGrant } from "@/lib/grants/save";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { routeParam } from "@/lib/signup/request";

// GET /api/v1/grants/{id} – one grant (every working role)
export const GET = withApi({ access: "help.content.read" }, async ({ db, params }) => {
  const row = await getGrant(db, routeParam(ZDocId, params.id, "id"));
  if (!row) throw notFound("This grant does not exist.");
  return { status_code: 200, data: row };
});

// PUT /api/v1/grants/{id} – updates a grant (admins; audited)
export const PUT = withApi({ access: "help.content.write", body: ZJsonBody }, async ({ db, actor, params, body, now }) => {
  const row = await saveGrant(db, actor, body, routeParam(ZDocId, params.id, "id"), now);
  return { status_code: 200, data: row, message: "Saved." };
});

// DELETE /api/v1/grants/{id} – deletes a grant (admins; audited)
export const DELETE = withApi({ access: "help.content.write" }, async ({ db, actor, params, now }) => {
  await deleteGrant(db, actor, routeParam(ZDocId, params.id, "id"), now);
  return { status_code: 200, message: "Deleted." };
});
