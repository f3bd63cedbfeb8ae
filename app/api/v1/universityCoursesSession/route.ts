import { z } from "zod";
import { withApi } from "@/lib/http/with-api";
import { ZJsonObject } from "@/lib/institutions/schemas";
import { createSession, listSessions } from "@/lib/university/sessions";
import { courseFor } from "@/lib/university/sessions-access";
import { ZCourseQuery, ZSessionCreateCall } from "@/lib/university/sessions-schemas";

const ZQuery = z.record(z.string(), z.string());

// GET /api/v1/universityCoursesSession?universityCourseID&page – a course's sessions with their students' and faculty counts (admins; faculty of its university)
export const GET = withApi({ access: "course.read", query: ZCourseQuery }, async ({ db, actor, query }) => {
  const course = await courseFor(db, actor.user, query.universityCourseID);
  const list = await listSessions(db, course.id, query.page);
  return { status_code: 200, data: list.rows, total: list.total, page: list.page, pages: list.pages };
});

// POST /api/v1/universityCoursesSession – creates a session (query params; a JSON or form body is read too, its values win):
// universityCourseID (or courseID), IPEDSID (optional, must be the course's), name, startDate, endDate ('0000-00-00' = today). Audited.
export const POST = withApi({ access: "course.write", query: ZQuery, body: ZJsonObject }, async ({ db, actor, query, body, now }) => {
  const input = ZSessionCreateCall.parse({ ...query, ...body });
  const row = await createSession(db, actor, input.courseId, input, now, input.ipedsid);
  return { status_code: 200, data: row, message: "Created." };
});
