import { z } from "zod";
import { zText } from "@/lib/http/text";
import { withApi } from "@/lib/http/with-api";
import { assertMayManageUniversity } from "@/lib/university/access";
import { getCourseByCode } from "@/lib/university/courses";
import { courseMissing } from "@/lib/university/errors";
import { ZUniversityRef } from "@/lib/university/schemas";

const ZQuery = z.object({
  courseID: zText({ min: 1, max: 32, required: "Enter the course code (courseID)." }),
  IPEDSID: ZUniversityRef,
});

// GET /api/v1/universityCourse/byCourseIDAndIPEDSID?courseID=&IPEDSID= – the course with this code
// at this university (admins; faculty of that university, else 404)
export const GET = withApi({ access: "course.read", query: ZQuery }, async ({ db, actor, query }) => {
  assertMayManageUniversity(actor.user, query.IPEDSID);
  const course = await getCourseByCode(db, query.courseID, query.IPEDSID);
  if (!course) throw courseMissing();
  return { status_code: 200, data: course };
});
