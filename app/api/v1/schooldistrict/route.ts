import { withApi } from "@/lib/http/with-api";
import { listDistricts } from "@/lib/institutions/queries";
import { saveDistrict } from "@/lib/institutions/save-district";
import { ZInstitutionFilter, ZJsonObject } from "@/lib/institutions/schemas";

// GET /api/v1/schooldistrict?q&state&zip&page – the school districts, searched and paged (admins)
export const GET = withApi({ access: "institution.read", query: ZInstitutionFilter }, async ({ db, query }) => {
  const page = await listDistricts(db, query);
  return { status_code: 200, data: page.rows, total: page.total, page: page.page, pages: page.pages };
});

// POST /api/v1/schooldistrict – creates a school district (admins; audited)
export const POST = withApi({ access: "institution.write", body: ZJsonObject }, async ({ body, db, actor, now }) => {
  const row = await saveDistrict(db, actor, body, null, now);
  return { status_code: 200, data: row, message: "Created." };
});
