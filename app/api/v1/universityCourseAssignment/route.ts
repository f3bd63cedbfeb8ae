import { z } from "zod";
import { withApi } from "@/lib/http/with-api";
import { createAssignment, listAssignments } from "@/lib/university/assignments";
import { getCourseFor } from "@/lib/university/courses";
import { ZJsonObject, ZRecordId, ZUniversityRef } from "@/lib/university/schemas";

const ZCreateQuery = z.object({ universityCourseID: ZRecordId, IPEDSID: ZUniversityRef.optional() });
const ZListQuery = z.object({ universityCourseID: ZRecordId });

// GET /api/v1/universityCourseAssignment?universityCourseID= – a course's assignments (admins; faculty of its university, else 404)
export const GET = withApi({ access: "course.read", query: ZListQuery }, async ({ db, actor, query }) => {
  const course = await getCourseFor(db, actor.user, query.universityCourseID);
  return { status_code: 200, data: await listAssignments(db, course.id) };
});

// POST /api/v1/universityCourseAssignment?universityCourseID=&IPEDSID= – a new assignment of the
// course (query params, spec 3 §7). A course of another university than IPEDSID: 422. Labels and
// points not given: the university's rubric, else 'Did Not Submit/ Complete' … and 0, 19, 23, 25, 0.
export const POST = withApi({ access: "course.write", query: ZCreateQuery, body: ZJsonObject }, async ({ body, db, actor, query, now }) => {
  const row = await createAssignment(db, actor, query.universityCourseID, query.IPEDSID ?? null, body, now);
  return { status_code: 200, data: row, message: "Created." };
});
