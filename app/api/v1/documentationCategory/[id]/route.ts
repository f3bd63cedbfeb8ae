import { deleteCategory, saveCategory } from "@/lib/help-docs/save";
import { ZDocId, ZJsonBody } from "@/lib/help-docs/schemas";
import { withApi } from "@/lib/http/with-api";
import { routeParam } from "@/lib/signup/request";

// PUT /api/v1/documentationCategory/{id} – renames a category (its parent stays) (admins; audited)
export const PUT = withApi({ access: "help.content.write", body: ZJsonBody }, async ({ db, actor, params, body, now }) => {
  const row = await saveCategory(db, actor, body, routeParam(ZDocId, params.id, "id"), now);
  return { status_code: 200, data: row, message: "Saved." };
});

// DELETE /api/v1/documentationCategory/{id} – deletes an empty category (409 while it has sub-categories or topics) (admins; audited)
export const DELETE = withApi({ access: "help.content.write" }, async ({ db, actor, params, now }) => {
  await deleteCategory(db, actor, routeParam(ZDocId, params.id, "id"), now);
  return { status_code: 200, message: "Deleted." };
});
