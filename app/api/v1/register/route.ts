import { openBrowserSession } from "@/lib/account/browser-session";
import { clientIp } from "@/lib/auth/ip";
import { AppError } from "@/lib/http/errors";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { REGISTERED_MESSAGE, USER_EXISTS_MESSAGE, registerUser } from "@/lib/signup/register-user";
import { invalidResponse, requestLocale, requestOrigin } from "@/lib/signup/request";
import { ZSignupRequest } from "@/lib/signup/schemas";

// POST /api/v1/register – free-trial sign-up: an inactive account, the password email and the page to go on to; 406 when the email has an account
export const POST = withApi({ access: "public", body: ZSignupRequest }, async ({ req, db, body, now }) => {
  await hitRateLimit(db, RATE_LIMITS.signup, clientIp(req.headers), now);
  const result = await registerUser(db, body, { now, origin: requestOrigin(req), locale: requestLocale(req) });
  if (result.kind === "invalid") return invalidResponse(result.issues);
  // "Train sign-up: role 2 logs straight in": the new manager gets the session cookie with this answer.
  if (result.kind === "created" && result.signsIn) await openBrowserSession(db, result.row, { userAgent: req.headers.get("user-agent"), now });
  if (result.kind === "exists") throw new AppError("user_exists", USER_EXISTS_MESSAGE, 406, "email");
  return { status_code: 200, data: { message: REGISTERED_MESSAGE, user: result.user, signedIn: result.signsIn ? 1 : 0, respondData: { redirect: result.redirect } } };
});
