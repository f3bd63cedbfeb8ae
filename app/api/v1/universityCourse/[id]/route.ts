import { withApi } from "@/lib/http/with-api";
import { getCourseFor } from "@/lib/university/courses";
import { courseMissing } from "@/lib/university/errors";
import { ZRecordId } from "@/lib/university/schemas";

// GET /api/v1/universityCourse/{id} – one course (admins; faculty of its university, else 404)
export const GET = withApi({ access: "course.read" }, async ({ db, actor, params }) => {
  const id = ZRecordId.safeParse(params.id);
  if (!id.success) throw courseMissing();
  return { status_code: 200, data: await getCourseFor(db, actor.user, id.data) };
});
