import { withApi } from "@/lib/http/with-api";
import { assertOwnWrite } from "@/lib/program/access";
import { schoolDataPageData } from "@/lib/program/page-data";
import { saveSchoolData } from "@/lib/program/save-profile";
import { ZSchoolDataBody, ZUserQuery } from "@/lib/program/schemas";

// GET /api/v1/schoolProfile/schoolData[?user_id=] – the school data (prefilled from the school's reference data), caseload and the stars (0-5)
export const GET = withApi({ access: "program.read", query: ZUserQuery }, async ({ db, actor, query }) => {
  const d = await schoolDataPageData(db, actor, query.user_id);
  return {
    status_code: 200,
    data: { user_id: d.subject.id, schoolData: d.schoolData, caseload: { value: d.caseload, other: d.caseloadOther }, starsSchoolData: d.starsSchoolData, reference: d.reference },
  };
});

// PUT /api/v1/schoolProfile/schoolData – the caller's school data; the stars the SMART goal rating reads are computed from it
export const PUT = withApi({ access: "program.write", query: ZUserQuery, body: ZSchoolDataBody }, async ({ db, actor, query, body, now }) => {
  await assertOwnWrite(db, actor, query.user_id);
  return { status_code: 200, message: "Saved.", data: await saveSchoolData(db, actor, body, now) };
});
