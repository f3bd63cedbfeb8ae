import { revokeSession } from "@/lib/auth/sessions";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/logout – revoke the session or token of this request
export const POST = withApi({ access: "user", license: "renewal" }, async ({ db, actor, now }) => {
  await revokeSession(db, actor.sessionId, now);
  return { status_code: 200, data: { message: "Signed out." } };
});
