import { withApi } from "@/lib/http/with-api";
import { COURSE_EDITORS } from "@/lib/university/access";
import { getAssignmentFor } from "@/lib/university/assignments";
import { assignmentMissing } from "@/lib/university/errors";
import { ZRecordId } from "@/lib/university/schemas";

// GET /api/v1/universityCourseAssignment/{id} – one assignment (admins; faculty of its university, else 404)
export const GET = withApi({ access: COURSE_EDITORS }, async ({ db, actor, params }) => {
  const id = ZRecordId.safeParse(params.id);
  if (!id.success) throw assignmentMissing();
  return { status_code: 200, data: await getAssignmentFor(db, actor.user, id.data) };
});
