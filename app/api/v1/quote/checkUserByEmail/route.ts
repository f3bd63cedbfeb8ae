import { clientIp } from "@/lib/auth/ip";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { findUserIdByEmail } from "@/lib/signup/queries";
import { USER_EXISTS_MESSAGE } from "@/lib/signup/register-user";
import { ZCheckEmail } from "@/lib/signup/schemas";

// POST /api/v1/quote/checkUserByEmail – whether the sign-up form needs its other inputs (no account yet)
export const POST = withApi({ access: "public", body: ZCheckEmail }, async ({ req, db, body, now }) => {
  await hitRateLimit(db, RATE_LIMITS.emailCheck, clientIp(req.headers), now);
  const exists = (await findUserIdByEmail(db, body.email)) !== null;
  // The answer has every field the client reads, but username, user_id and user are always null:
  // a signed-out visitor learns only what the form needs (whether to ask for the other inputs), never
  // whose account an address is; they prove who they are by logging in.
  return { status_code: 200, showInputs: exists ? 0 : 1, username: null, message: exists ? USER_EXISTS_MESSAGE : "", user_id: null, user: null, respondData: { email: body.email } };
});
