import { withApi } from "@/lib/http/with-api";
import { ownDistrictTexts } from "@/lib/program/page-data";
import { saveDistrictText } from "@/lib/program/save-profile";
import { ZDistrictTextBody } from "@/lib/program/schemas";

// GET /api/v1/schoolProfile/district – the manager's mission, vision and beliefs for the counselors they manage
export const GET = withApi({ access: "district.profile.read" }, async ({ db, actor }) => ({
  status_code: 200,
  data: await ownDistrictTexts(db, actor),
}));

// PUT /api/v1/schoolProfile/district {field, text} – a manager's text, shown read-only above their counselors' own; anyone else 403
export const PUT = withApi({ access: "district.profile.write", body: ZDistrictTextBody }, async ({ db, actor, body, now }) => {
  return { status_code: 200, message: "Saved.", data: await saveDistrictText(db, actor, body, now) };
});
