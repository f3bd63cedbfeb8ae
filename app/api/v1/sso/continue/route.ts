import { NextResponse } from "next/server";
import { postLoginRedirect } from "@/lib/auth/rules";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { withApi } from "@/lib/http/with-api";
import { redirectFacts } from "@/lib/users/current-user";

// GET /api/v1/sso/continue – after a district sign-in: the signed-in person's landing page, in their language (the password sign-in's destination rules)
// The redirect is a path, resolved by the browser against the address it is on: the request's own URL
// is not the site's (a NextRequest names a loopback host "localhost", and Host is the client's).
export const GET = withApi({ access: "user", license: "renewal" }, async ({ actor, now }) => {
  const res = new NextResponse(null, { status: 303, headers: { location: postLoginRedirect(redirectFacts(actor.user, now)) } });
  res.cookies.set(LOCALE_COOKIE, actor.user.language, { path: "/", sameSite: "lax", maxAge: 365 * 86_400 });
  return res;
});
