import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { findConference } from "@/lib/signup/queries";
import { ZConferenceQuery } from "@/lib/signup/schemas";

// GET /home/getConferenceByConfID?conf_id – a conference (by slug or id) and the last characters of its slug
export const GET = withApi({ access: "public", query: ZConferenceQuery }, async ({ db, query }) => {
  const found = await findConference(db, query.conf_id);
  if (!found) throw notFound("No such conference.");
  const { lastOneCh, lastTowCh, ...conference } = found;
  return { status_code: 200, conference, lastOneCh, lastTowCh };
});
