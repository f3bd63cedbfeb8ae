import { NextResponse } from "next/server";
import { bindBrowserCookie } from "@/lib/account/browser-session";
import { CALENDAR_LANDING, loginWithToken } from "@/lib/account/login-with-token";
import { clientIp } from "@/lib/auth/ip";
import { AppError } from "@/lib/http/errors";
import { logError } from "@/lib/http/log";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";

// GET /user/calendar/{token} – no view: signs in with the calendar login link, then /app/user/scalendars, else /login?e=loginWithToken
export const GET = withApi({ access: "public" }, async ({ req, db, params, now }) => {
  const token = typeof params.token === "string" ? params.token : "";
  const ip = clientIp(req.headers);
  // The same limit as /home/loginWithToken, counted before the link is checked: a signed-in session is written on success.
  await hitRateLimit(db, RATE_LIMITS.loginLink, ip, now);
  try {
    const result = await loginWithToken(db, token, { kind: "browser", ip, userAgent: req.headers.get("user-agent"), now });
    await bindBrowserCookie(result.token, result.user.language);
    return redirectTo(req.url, CALENDAR_LANDING);
  } catch (error) {
    // Any failure (bad link, or the sign-in itself) lands on the login page with its notice.
    if (!(error instanceof AppError)) logError("calendar-login", error);
    return redirectTo(req.url, "/login?e=loginWithToken");
  }
});

function redirectTo(base: string, path: string): NextResponse {
  const res = NextResponse.redirect(new URL(path, base), 303);
  // The link's token is a credential: keep it out of referrers and caches.
  res.headers.set("Referrer-Policy", "no-referrer");
  res.headers.set("Cache-Control", "no-store");
  return res;
}
