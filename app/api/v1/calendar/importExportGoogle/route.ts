import { syncRedirect } from "@/lib/calendar/sync";
import { withApi } from "@/lib/http/with-api";
import { siteOrigin } from "@/lib/pages/origin";

// GET /api/v1/calendar/importExportGoogle – imports the next 30 days of Google: without a code it redirects to the consent screen, with one it imports and returns
export const GET = withApi({ access: "user" }, async ({ req, db, actor, now }) => {
  const location = await syncRedirect(db, actor, "google", { params: req.nextUrl.searchParams, origin: siteOrigin(req.headers), now }, fetch);
  return Response.redirect(new URL(location, siteOrigin(req.headers)), 303);
});
