import { withApi } from "@/lib/http/with-api";
import { districtMissing } from "@/lib/institutions/errors";
import { getDistrict } from "@/lib/institutions/queries";
import { ZLeaid } from "@/lib/institutions/schemas";
import { routeParam } from "@/lib/signup/request";

// GET /api/v1/school/LEAID/{LEAID} – the school district of a LEAID (name, state, city, zip), for the school form
export const GET = withApi({ access: "user" }, async ({ db, params }) => {
  const row = await getDistrict(db, routeParam(ZLeaid, params.LEAID, "LEAID"));
  if (!row) throw districtMissing();
  return { status_code: 200, data: { LEAID: row.leaid, name: row.name, state: row.state, city: row.city, zipcode: row.zip } };
});
