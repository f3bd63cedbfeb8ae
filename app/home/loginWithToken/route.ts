import { NextResponse } from "next/server";
import { loginWithToken } from "@/lib/account/login-with-token";
import { clientIp } from "@/lib/auth/ip";
import { getHelpData } from "@/lib/help/queries";
import { AppError } from "@/lib/http/errors";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { toCurrentUser } from "@/lib/users/current-user";

// GET /home/loginWithToken?token= – sign in with a calendar login link: {error: 0, token, user}, or {error: 1}
export const GET = withApi({ access: "public" }, async ({ req, db, now }) => {
  await hitRateLimit(db, RATE_LIMITS.loginLink, clientIp(req.headers), now);
  const token = req.nextUrl.searchParams.get("token") ?? "";
  try {
    const result = await loginWithToken(db, token, { kind: "api", ip: clientIp(req.headers), userAgent: req.headers.get("user-agent"), now });
    return { status_code: 200, error: 0, token: result.token, expires_at: result.expiresAt.toISOString(), user: toCurrentUser(result.user, await getHelpData(db), now) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // "If the response has error equal to 1 … it goes to the public login page."
    return NextResponse.json({ status_code: 401, error: 1, message: error.message, token: null, user: null }, { status: 401 });
  }
});
