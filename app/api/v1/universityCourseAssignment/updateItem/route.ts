import { withApi } from "@/lib/http/with-api";
import { routeParam } from "@/lib/signup/request";
import { updateAssignment } from "@/lib/university/assignments";
import { ZJsonObject, ZRecordId } from "@/lib/university/schemas";

// POST /api/v1/universityCourseAssignment/updateItem – updates the assignment `id` (fields not given
// keep their value; points whole numbers 0-1000). Faculty of another university: 404. Audited.
export const POST = withApi({ access: "course.write", body: ZJsonObject }, async ({ body, db, actor, now }) => {
  const { id, ...fields } = body;
  const row = await updateAssignment(db, actor, routeParam(ZRecordId, id, "id"), fields, now);
  return { status_code: 200, data: row, message: "Saved." };
});
