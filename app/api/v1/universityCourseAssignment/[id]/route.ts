import { withApi } from "@/lib/http/with-api";
import { getAssignmentFor } from "@/lib/university/assignments";
import { assignmentMissing } from "@/lib/university/errors";
import { ZRecordId } from "@/lib/university/schemas";

// GET /api/v1/universityCourseAssignment/{id} – one assignment (admins; faculty of its university, else 404)
export const GET = withApi({ access: "course.read" }, async ({ db, actor, params }) => {
  const id = ZRecordId.safeParse(params.id);
  if (!id.success) throw assignmentMissing();
  return { status_code: 200, data: await getAssignmentFor(db, actor.user, id.data) };
});
