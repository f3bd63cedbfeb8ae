import { activateAccount } from "@/lib/account/activate-account";
import { ZActivate } from "@/lib/account/schemas";
import { clientIp } from "@/lib/auth/ip";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/activate – set the first password with the registration link and activate the account
export const POST = withApi({ access: "public", body: ZActivate }, async ({ req, db, body, now }) => {
  await hitRateLimit(db, RATE_LIMITS.activate, clientIp(req.headers), now);
  const { message } = await activateAccount(db, body, now);
  return { status_code: 200, data: { message } };
});
