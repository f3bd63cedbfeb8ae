import { withApi } from "@/lib/http/with-api";
import { unenrol } from "@/lib/university/enrol";

// DELETE /api/v1/courseEnrolment/{sessionId}/{userId} – removes someone from a session (admins; faculty of its university). Audited.
export const DELETE = withApi({ access: "course.write" }, async ({ db, actor, params, now }) => {
  await unenrol(db, actor, { sessionId: params.sessionId, userId: params.userId }, now);
  return { status_code: 200, message: "Removed." };
});
