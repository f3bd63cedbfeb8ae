import { withApi } from "@/lib/http/with-api";
import { assertOwnWrite } from "@/lib/program/access";
import { schoolDataPageData, profileTextData } from "@/lib/program/page-data";
import { saveProfileText } from "@/lib/program/save-profile";
import { PROFILE_FIELDS, ZProfileTextBody, ZUserQuery } from "@/lib/program/schemas";

// GET /api/v1/schoolProfile[?user_id=] – the school profile: mission, vision, beliefs (with the managers' district texts) and the school data; a manager may name a counselor they manage
export const GET = withApi({ access: "program.read", query: ZUserQuery }, async ({ db, actor, query }) => {
  const texts = await Promise.all(PROFILE_FIELDS.map((f) => profileTextData(db, actor, f, query.user_id)));
  const school = await schoolDataPageData(db, actor, query.user_id);
  return {
    status_code: 200,
    data: {
      user_id: school.subject.id,
      ...Object.fromEntries(PROFILE_FIELDS.map((f, i) => [f, texts[i].text])),
      districtTexts: Object.fromEntries(PROFILE_FIELDS.map((f, i) => [f, texts[i].districtTexts])),
      schoolData: school.schoolData,
      caseload: { value: school.caseload, other: school.caseloadOther },
      starsSchoolData: school.starsSchoolData,
      reference: school.reference,
    },
  };
});

// PUT /api/v1/schoolProfile {field: mission|vision|beliefs, text} – one of the caller's texts (rich text; scripts removed); a manager naming a counselor (?user_id=) is refused
export const PUT = withApi({ access: "program.write", query: ZUserQuery, body: ZProfileTextBody }, async ({ db, actor, query, body, now }) => {
  await assertOwnWrite(db, actor, query.user_id);
  return { status_code: 200, message: "Saved.", data: await saveProfileText(db, actor, body, now) };
});
