import { withApi } from "@/lib/http/with-api";
import { universityMissing } from "@/lib/university/errors";
import { ZJsonObject, ZUniversityFilter } from "@/lib/university/schemas";
import { listUniversities, saveUniversity } from "@/lib/university/universities";

// GET /api/v1/university?q&state&zip&page – the universities, searched by name, IPEDSID, state and zip, paged (admins)
export const GET = withApi({ access: "university.read", query: ZUniversityFilter }, async ({ db, query }) => {
  const page = await listUniversities(db, query);
  return { status_code: 200, data: page.rows, total: page.total, page: page.page, pages: page.pages };
});

// POST /api/v1/university – creates a university, or updates the one named by `originalIPEDSID`
// (its IPEDSID stays). IPEDSID 0 (the form's default: no IPEDS id yet) gets a local id from
// 9,000,000 up. Admins; audited.
export const POST = withApi({ access: "university.write", body: ZJsonObject }, async ({ body, db, actor, now }) => {
  const original = body.originalIPEDSID ?? body.originalIpedsid;
  const target = original === undefined || original === null || original === "" || original === 0 ? null : Number(original);
  if (target !== null && !Number.isInteger(target)) throw universityMissing();
  const row = await saveUniversity(db, actor, { ...body, ipedsid: body.ipedsid ?? body.IPEDSID }, target, now);
  return { status_code: 200, data: row, message: target === null ? "Created." : "Saved." };
});
