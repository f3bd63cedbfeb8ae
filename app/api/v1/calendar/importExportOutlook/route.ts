import { disconnectCalendar, syncRedirect } from "@/lib/calendar/sync";
import { withApi } from "@/lib/http/with-api";
import { siteOrigin } from "@/lib/pages/origin";

// GET /api/v1/calendar/importExportOutlook – two-way sync with Outlook: with a stored connection it syncs and redirects back (?calendarImport=outlook:{new events}); without one it redirects to the consent screen, whose answer (code) connects and syncs
export const GET = withApi({ access: "calendar.sync", license: "license" }, async ({ req, db, actor, now }) => {
  const location = await syncRedirect(db, actor, "outlook", { params: req.nextUrl.searchParams, origin: siteOrigin(req.headers), now }, fetch);
  return Response.redirect(new URL(location, siteOrigin(req.headers)), 303);
});

// DELETE /api/v1/calendar/importExportOutlook – disconnect the caller's Outlook calendar (its links and waiting changes go; the events stay)
export const DELETE = withApi({ access: "calendar.sync" }, async ({ db, actor }) => {
  return { status_code: 200, data: await disconnectCalendar(db, actor, "outlook", fetch) };
});
