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

// POST /api/v1/universityCourseAssignment?universityCourseID=&IPEDSID=&name&description&dueDate&sort&l1…l4&l1Points…l5Points
// – a new assignment of the course; the client sends every field as a query param (a JSON body is read
// too, its fields win). A course of another university than IPEDSID: 422. Labels and points not given:
// the university's rubric, else 'Did Not Submit/ Complete' … and 0, 19, 23, 25, 0.
export const POST = withApi({ access: "course.write", query: ZCreateQuery, body: ZJsonObject }, async ({ body, db, actor, query, req, now }) => {
  const fields: Record<string, string> = Object.fromEntries(req.nextUrl.searchParams);
  delete fields.universityCourseID;
  delete fields.IPEDSID;
  const row = await createAssignment(db, actor, query.universityCourseID, query.IPEDSID ?? null, { ...fields, ...body }, now);
  return { status_code: 200, data: row, message: "Created." };
});
