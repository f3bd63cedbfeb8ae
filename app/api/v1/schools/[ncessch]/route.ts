import { withApi } from "@/lib/http/with-api";
import { schoolMissing } from "@/lib/institutions/errors";
import { getSchool } from "@/lib/institutions/queries";
import { saveSchool } from "@/lib/institutions/save-school";
import { ZJsonObject, ZNcessch } from "@/lib/institutions/schemas";
import { routeParam } from "@/lib/signup/request";

// GET /api/v1/schools/{ncessch} – one school (admins)
export const GET = withApi({ access: "institution.read" }, async ({ db, params }) => {
  const row = await getSchool(db, routeParam(ZNcessch, params.ncessch, "ncessch"));
  if (!row) throw schoolMissing();
  return { status_code: 200, data: row };
});

// PUT /api/v1/schools/{ncessch} – updates a school; its NCESSCH stays (admins; audited)
export const PUT = withApi({ access: "institution.write", body: ZJsonObject }, async ({ body, db, actor, params, now }) => {
  const ncessch = routeParam(ZNcessch, params.ncessch, "ncessch");
  const row = await saveSchool(db, actor, { ...body, ncessch: body.ncessch ?? ncessch }, { ncessch }, now);
  return { status_code: 200, data: row, message: "Saved." };
});
