import { withApi } from "@/lib/http/with-api";
import { ZJsonObject } from "@/lib/institutions/schemas";
import { enrol, listEnrolments } from "@/lib/university/enrol";
import { sessionFor } from "@/lib/university/sessions-access";
import { ZSessionQuery } from "@/lib/university/sessions-schemas";

// GET /api/v1/courseEnrolment?sessionId – the graduate students and faculty of a session (admins; faculty of its university)
export const GET = withApi({ access: "course.read", query: ZSessionQuery }, async ({ db, actor, query }) => {
  const { session } = await sessionFor(db, actor.user, query.sessionId);
  return { status_code: 200, data: await listEnrolments(db, session.id) };
});

// POST /api/v1/courseEnrolment – enrols a graduate student (21) or faculty member (22) of the course's university: {sessionId, userId}. Audited.
export const POST = withApi({ access: "course.write", body: ZJsonObject }, async ({ db, actor, body, now }) => {
  return { status_code: 200, data: await enrol(db, actor, body, now), message: "Enrolled." };
});
