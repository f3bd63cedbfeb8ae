import { withApi } from "@/lib/http/with-api";
import { enrolCandidates } from "@/lib/university/enrol";
import { sessionFor } from "@/lib/university/sessions-access";
import { ZCandidateQuery } from "@/lib/university/sessions-schemas";

// GET /api/v1/courseEnrolment/candidates?sessionId&q – graduate students and faculty of the course's university not enrolled yet, by name or e-mail (20 at most)
export const GET = withApi({ access: "course.read", query: ZCandidateQuery }, async ({ db, actor, query }) => {
  const { session } = await sessionFor(db, actor.user, query.sessionId);
  return { status_code: 200, data: await enrolCandidates(db, session, query.q) };
});
