import { clientIp } from "@/lib/auth/ip";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { SIGNUP_LIMITS } from "@/lib/signup/limits";
import { requestOrigin } from "@/lib/signup/request";
import { resendPasswordEmail } from "@/lib/signup/resend-password-email";
import { ZUserId } from "@/lib/signup/schemas";

// POST /api/v1/registerEmail – send the password email of a new account again
export const POST = withApi({ access: "public", body: ZUserId }, async ({ req, db, body, now }) => {
  await hitRateLimit(db, SIGNUP_LIMITS.resendEmail, clientIp(req.headers), now);
  await hitRateLimit(db, SIGNUP_LIMITS.resendEmailPerUser, String(body.user_id), now);
  return { status_code: 200, data: await resendPasswordEmail(db, body.user_id, { now, origin: requestOrigin(req) }) };
});
