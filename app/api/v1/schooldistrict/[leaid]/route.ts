import { withApi } from "@/lib/http/with-api";
import { districtMissing } from "@/lib/institutions/errors";
import { getDistrict } from "@/lib/institutions/queries";
import { saveDistrict } from "@/lib/institutions/save-district";
import { ZJsonObject, ZLeaid } from "@/lib/institutions/schemas";
import { routeParam } from "@/lib/signup/request";

// GET /api/v1/schooldistrict/{leaid} – one school district (admins)
export const GET = withApi({ access: "institution.read" }, async ({ db, params }) => {
  const row = await getDistrict(db, routeParam(ZLeaid, params.leaid, "leaid"));
  if (!row) throw districtMissing();
  return { status_code: 200, data: row };
});

// PUT /api/v1/schooldistrict/{leaid} – updates a school district; its LEAID stays (admins; audited)
export const PUT = withApi({ access: "institution.write", body: ZJsonObject }, async ({ body, db, actor, params, now }) => {
  const leaid = routeParam(ZLeaid, params.leaid, "leaid");
  const row = await saveDistrict(db, actor, { ...body, leaid: body.leaid ?? leaid }, { leaid }, now);
  return { status_code: 200, data: row, message: "Saved." };
});
