import { changePassword } from "@/lib/auth/change-password";
import { clientIp } from "@/lib/auth/ip";
import { ZChangePassword } from "@/lib/auth/schemas";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/user/password – change the caller's password; every session, token, link and the calendar feed are revoked
export const POST = withApi({ access: "account.write", license: "renewal", body: ZChangePassword }, async ({ req, db, actor, body, now }) => {
  await changePassword(db, actor, body, now, { ip: clientIp(req.headers) });
  return { status_code: 200, data: { message: "Your password was changed. Please sign in again." } };
});
