import { withApi } from "@/lib/http/with-api";
import { listConferences } from "@/lib/institutions/conference-queries";
import { ZInstitutionFilter, ZJsonObject } from "@/lib/institutions/schemas";
import { saveConference } from "@/lib/institutions/save-conference";

// GET /api/v1/conference?q&page – the conferences (admins)
export const GET = withApi({ access: "institution.read", query: ZInstitutionFilter }, async ({ db, query }) => {
  const page = await listConferences(db, query);
  return { status_code: 200, data: page.rows, total: page.total, page: page.page, pages: page.pages };
});

// POST /api/v1/conference – creates a conference: name, url slug, dates, hours '00'-'24', status, coupon (admins; audited)
export const POST = withApi({ access: "institution.write", body: ZJsonObject }, async ({ body, db, actor, now }) => {
  const row = await saveConference(db, actor, body, null, now);
  return { status_code: 200, data: row, message: "Created." };
});
