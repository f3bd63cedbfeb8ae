import { changePassword } from "@/lib/auth/change-password";
import { ZChangePassword } from "@/lib/auth/schemas";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/user/password – change the caller's password; every session and token is revoked
export const POST = withApi({ access: "user", body: ZChangePassword }, async ({ db, actor, body, now }) => {
  await changePassword(db, actor, body, now);
  return { status_code: 200, data: { message: "Your password was changed. Please sign in again." } };
});
