import { PLANNER_ROLES } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";
import { withApi } from "@/lib/http/with-api";
import { forbidden } from "@/lib/http/errors";
import { districtTextOf } from "@/lib/program/queries";
import { saveDistrictText } from "@/lib/program/save-profile";
import { PROFILE_FIELDS, ZDistrictTextBody } from "@/lib/program/schemas";

const MANAGER_ONLY = "Only a manager writes the district's text for their counselors.";

// GET /api/v1/schoolProfile/district – the manager's mission, vision and beliefs for the counselors they manage
export const GET = withApi({ access: [ROLE.manager] }, async ({ db, actor }) => ({
  status_code: 200,
  data: Object.fromEntries(await Promise.all(PROFILE_FIELDS.map(async (f) => [f, await districtTextOf(db, actor.user.id, f)] as const))),
}));

// PUT /api/v1/schoolProfile/district {field, text} – a manager's text, shown read-only above their counselors' own; anyone else 403
export const PUT = withApi({ access: PLANNER_ROLES, body: ZDistrictTextBody }, async ({ db, actor, body, now }) => {
  if (actor.user.roleId !== ROLE.manager) throw forbidden(MANAGER_ONLY);
  return { status_code: 200, message: "Saved.", data: await saveDistrictText(db, actor, body, now) };
});
