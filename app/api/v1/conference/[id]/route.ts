import { withApi } from "@/lib/http/with-api";
import { notFound } from "@/lib/http/errors";
import { getConference } from "@/lib/institutions/conference-queries";
import { ZConferenceId } from "@/lib/institutions/conference-schemas";
import { ZJsonObject } from "@/lib/institutions/schemas";
import { saveConference } from "@/lib/institutions/save-conference";
import { routeParam } from "@/lib/signup/request";

// GET /api/v1/conference/{id} – one conference (admins)
export const GET = withApi({ access: "institution.read" }, async ({ db, params }) => {
  const row = await getConference(db, routeParam(ZConferenceId, params.id, "id"));
  if (!row) throw notFound("This conference does not exist.");
  return { status_code: 200, data: row };
});

// PUT /api/v1/conference/{id} – updates a conference (admins; audited)
export const PUT = withApi({ access: "institution.write", body: ZJsonObject }, async ({ body, db, actor, params, now }) => {
  const row = await saveConference(db, actor, body, routeParam(ZConferenceId, params.id, "id"), now);
  return { status_code: 200, data: row, message: "Saved." };
});
