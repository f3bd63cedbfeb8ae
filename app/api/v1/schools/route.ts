import { withApi } from "@/lib/http/with-api";
import { listSchools } from "@/lib/institutions/queries";
import { saveSchool } from "@/lib/institutions/save-school";
import { ZInstitutionFilter, ZJsonObject } from "@/lib/institutions/schemas";

// GET /api/v1/schools?q&state&zip&page – the schools, searched by name, NCES id, state and zip, paged (admins)
export const GET = withApi({ access: "institution.read", query: ZInstitutionFilter }, async ({ db, query }) => {
  const page = await listSchools(db, query);
  return { status_code: 200, data: page.rows, total: page.total, page: page.page, pages: page.pages };
});

// POST /api/v1/schools – creates a school (admins; audited)
export const POST = withApi({ access: "institution.write", body: ZJsonObject }, async ({ body, db, actor, now }) => {
  const row = await saveSchool(db, actor, body, null, now);
  return { status_code: 200, data: row, message: "Created." };
});
