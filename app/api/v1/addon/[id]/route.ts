import { withApi } from "@/lib/http/with-api";
import { revokeGrant } from "@/lib/addons/grants";

// DELETE /api/v1/addon/{id} – revokes a running grant; the add-on stays on only while a paid order or another grant holds it (admins; audited)
export const DELETE = withApi({ access: "addon.write" }, async ({ db, actor, params, now }) => {
  const data = await revokeGrant(db, actor.user, params.id, now);
  return { status_code: 200, data, message: "Grant revoked." };
});
