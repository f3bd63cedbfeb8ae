import { clientIp } from "@/lib/auth/ip";
import { emailLinkBase } from "@/lib/account/links";
import { requestPasswordReset } from "@/lib/account/request-password-reset";
import { ZForgot } from "@/lib/account/schemas";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/forgot – email a single-use password-reset link; the same answer whether or not the email has an account
export const POST = withApi({ access: "public", body: ZForgot }, async ({ req, db, body, now }) => {
  const data = await requestPasswordReset(db, body, { ip: clientIp(req.headers), baseUrl: emailLinkBase(req.nextUrl), now });
  return { status_code: 200, data };
});
