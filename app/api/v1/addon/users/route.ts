import { withApi } from "@/lib/http/with-api";
import { listAddonUsers } from "@/lib/addons/grants";
import { ZAddonUserQuery } from "@/lib/addons/schemas";

// GET /api/v1/addon/users?q&addon&page – the users an add-on can be granted to, searched and paged, with the add-ons they hold (admins)
export const GET = withApi({ access: "addon.read", query: ZAddonUserQuery }, async ({ db, actor, query }) => {
  const data = await listAddonUsers(db, actor.user, query);
  return { status_code: 200, data };
});
