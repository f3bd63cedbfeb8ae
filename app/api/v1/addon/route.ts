import { z } from "zod";
import { withApi } from "@/lib/http/with-api";
import { grantAddon, listGrants } from "@/lib/addons/grants";
import { grantFromQuery } from "@/lib/addons/schemas";

const ZAnyObject = z.record(z.string(), z.unknown());

// GET /api/v1/addon?q&addon&status&page – the add-on grants, newest first (admins)
export const GET = withApi({ access: "addon.read" }, async ({ db, actor, req, now }) => {
  const data = await listGrants(db, actor.user, Object.fromEntries(req.nextUrl.searchParams), now);
  return { status_code: 200, data: data.rows, total: data.total, page: data.filter.page, pages: data.pages };
});

// POST /api/v1/addon?addon&userIds&until&note (or the same as a JSON body, whose fields win) – grants an add-on to users until a day (admins; at most 500 users; audited)
export const POST = withApi({ access: "addon.write", body: ZAnyObject }, async ({ db, actor, body, req, now }) => {
  const data = await grantAddon(db, actor.user, { ...grantFromQuery(req.nextUrl.searchParams), ...body }, now);
  return { status_code: 200, data, message: "Add-on granted." };
});
