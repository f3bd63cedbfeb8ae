import { resetPassword } from "@/lib/account/reset-password";
import { ZReset } from "@/lib/account/schemas";
import { clientIp } from "@/lib/auth/ip";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/reset – set a new password with a reset link; signs the account out everywhere
export const POST = withApi({ access: "public", body: ZReset }, async ({ req, db, body, now }) => {
  await hitRateLimit(db, RATE_LIMITS.reset, clientIp(req.headers), now);
  const data = await resetPassword(db, body, now);
  return { status_code: 200, data };
});
