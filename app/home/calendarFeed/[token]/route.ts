import { feedForToken } from "@/lib/calendar/feed";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

// GET /home/calendarFeed/{token}.ics – a user's private iCalendar subscription (the token is the capability; 404 once revoked)
export const GET = withApi({ access: "public" }, async ({ db, params, now }) => {
  const raw = typeof params.token === "string" ? params.token : "";
  const ics = await feedForToken(db, raw.replace(/\.ics$/i, ""), now);
  if (ics === null) throw notFound();
  return new Response(ics, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="scuta.ics"',
      "cache-control": "private, no-store",
      // The URL is a secret: keep it out of search engines and referrers.
      "x-robots-tag": "noindex",
      "referrer-policy": "no-referrer",
    },
  });
});
