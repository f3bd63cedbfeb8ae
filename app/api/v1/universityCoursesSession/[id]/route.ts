import { withApi } from "@/lib/http/with-api";
import { routeParam } from "@/lib/signup/request";
import { listEnrolments } from "@/lib/university/enrol";
import { sessionFor } from "@/lib/university/sessions-access";
import { ZSessionId } from "@/lib/university/sessions-schemas";

// GET /api/v1/universityCoursesSession/{id} – one session with its course and the people enrolled (admins; faculty of its university, 404 otherwise)
export const GET = withApi({ access: "course.read" }, async ({ db, actor, params }) => {
  const { session, course } = await sessionFor(db, actor.user, routeParam(ZSessionId, params.id, "id"));
  const enrolments = await listEnrolments(db, session.id);
  return {
    status_code: 200,
    data: { ...session, courseID: course.id, IPEDSID: course.ipedsid, course: { id: course.id, courseCode: course.courseCode, name: course.name, universityName: course.universityName }, enrolments },
  };
});
