import { withApi } from "@/lib/http/with-api";
import { districtTextOf } from "@/lib/program/queries";
import { saveDistrictText } from "@/lib/program/save-profile";
import { PROFILE_FIELDS, ZDistrictTextBody } from "@/lib/program/schemas";

// GET /api/v1/schoolProfile/district – the manager's mission, vision and beliefs for the counselors they manage
export const GET = withApi({ access: "district.profile.read" }, async ({ db, actor }) => ({
  status_code: 200,
  data: Object.fromEntries(await Promise.all(PROFILE_FIELDS.map(async (f) => [f, await districtTextOf(db, actor.user.id, f)] as const))),
}));

// PUT /api/v1/schoolProfile/district {field, text} – a manager's text, shown read-only above their counselors' own; anyone else 403
export const PUT = withApi({ access: "district.profile.write", body: ZDistrictTextBody }, async ({ db, actor, body, now }) => {
  return { status_code: 200, message: "Saved.", data: await saveDistrictText(db, actor, body, now) };
});
