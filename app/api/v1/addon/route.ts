import { withApi } from "@/lib/http/with-api";
import { grantAddon, listGrants } from "@/lib/addons/grants";
import { ZGrantAddon } from "@/lib/addons/schemas";

// GET /api/v1/addon?q&addon&status&page – the add-on grants, newest first (admins)
export const GET = withApi({ access: "addon.read" }, async ({ db, actor, req, now }) => {
  const data = await listGrants(db, actor.user, Object.fromEntries(req.nextUrl.searchParams), now);
  return { status_code: 200, data: data.rows, total: data.total, page: data.filter.page, pages: data.pages };
});

// POST /api/v1/addon {addon, userIds[], until, note} – grants an add-on to users until a day (admins; at most 500 users; audited)
export const POST = withApi({ access: "addon.write", body: ZGrantAddon }, async ({ db, actor, body, now }) => {
  const data = await grantAddon(db, actor.user, body, now);
  return { status_code: 200, data, message: "Add-on granted." };
});
