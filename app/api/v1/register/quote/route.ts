import { openBrowserSession } from "@/lib/account/browser-session";
import { clientIp } from "@/lib/auth/ip";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { REGISTERED_MESSAGE, USER_EXISTS_MESSAGE, registerUser } from "@/lib/signup/register-user";
import { invalidResponse, requestLocale, requestOrigin } from "@/lib/signup/request";
import { ZSignupRequest } from "@/lib/signup/schemas";

// POST /api/v1/register/quote – sign-up from the quote panel; an existing email answers isNewUser 0
export const POST = withApi({ access: "public", body: ZSignupRequest }, async ({ req, db, body, now }) => {
  await hitRateLimit(db, RATE_LIMITS.signup, clientIp(req.headers), now);
  const result = await registerUser(db, body, { now, origin: requestOrigin(req), locale: requestLocale(req) });
  if (result.kind === "invalid") return invalidResponse(result.issues);
  // "Train sign-up: role 2 logs straight in": the new manager gets the session cookie with this answer.
  if (result.kind === "created" && result.signsIn) await openBrowserSession(db, result.row, { userAgent: req.headers.get("user-agent"), now });
  if (result.kind === "exists") {
    return { status_code: 200, data: { message: USER_EXISTS_MESSAGE, user: null, isNewUser: 0, couponCode: result.couponCode, respondData: { redirect: null } } };
  }
  return {
    status_code: 200,
    data: { message: REGISTERED_MESSAGE, user: result.user, isNewUser: 1, signedIn: result.signsIn ? 1 : 0, couponCode: result.couponCode, respondData: { redirect: result.redirect } },
  };
});
