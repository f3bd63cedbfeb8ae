import { withApi } from "@/lib/http/with-api";
import { scopeUniversity } from "@/lib/university/access";
import { listCourses, saveCourse } from "@/lib/university/courses";
import { ZCourseListFilter, ZJsonObject, ZRecordId } from "@/lib/university/schemas";
import { routeParam } from "@/lib/signup/request";

// GET /api/v1/universityCourse?university&q&page – the courses (admins: any university or all; faculty: their own)
export const GET = withApi({ access: "course.read", query: ZCourseListFilter }, async ({ db, actor, query }) => {
  const page = await listCourses(db, { ipedsid: scopeUniversity(actor.user, query.university), q: query.q, page: query.page });
  return { status_code: 200, data: page.rows, total: page.total, page: page.page, pages: page.pages };
});

// POST /api/v1/universityCourse – creates a course, or updates the one named by `id`. Body: IPEDSID
// (or ipedsid), courseID (or courseCode), name, description, credits (default 3). The code is unique
// per university (409). Faculty: their university only (404 otherwise). Audited.
export const POST = withApi({ access: "course.write", body: ZJsonObject }, async ({ body, db, actor, now }) => {
  const id = body.id === undefined || body.id === null || body.id === "" || body.id === 0 ? null : routeParam(ZRecordId, body.id, "id");
  const input = { ...body, ipedsid: body.ipedsid ?? body.IPEDSID, courseCode: body.courseCode ?? body.courseID };
  const row = await saveCourse(db, actor, input, id, now);
  return { status_code: 200, data: row, message: id === null ? "Created." : "Saved." };
});
