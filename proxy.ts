import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";
import { authConfig } from "@/lib/auth/next-auth.config";
import { env } from "@/lib/env";
import { contentSecurityPolicy, newNonce } from "@/lib/http/security-headers";
import { isPublicPath } from "@/lib/auth/public-routes";
import { navigationRedirect } from "@/lib/auth/rules";
import { LOCALE_COOKIE, isLocale, negotiateLocale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/routing";

// The route guard: public routes, the sign-in redirect and the navigation rules of spec 1 section 4.
// It reads only the JWT (no database); pages and calls check the session again on the server.
// Public pages are then rewritten to their language's prerendered copy (/privacy → /it/privacy),
// so the URLs of spec 1 stay as they are and each page is cached once per language.
const { auth } = NextAuth(authConfig);

const DEV = env().NODE_ENV === "development";
const HTTPS = (env().APP_URL ?? "").startsWith("https://");
// The cached public pages' policy is the same for every answer: built once.
const PUBLIC_POLICY = contentSecurityPolicy({ dev: DEV, https: HTTPS });
// A control character in a path or query (%00-%1F, %7F) is never a page of this site: 404 before
// any page or lookup sees it (the API answers for itself through withApi).
const CONTROL_ESCAPE = /%(?:[01][0-9a-f]|7f)/i;

type TProxyUser = { role_id: number; keepSigned: boolean } | null;

// Auth.js reads the session cookie (authjs.session-token, __Secure-… over HTTPS, split into .0,
// .1 … when large). A request without one is a visitor: no need to run Auth.js at all, which is
// most of what a cached public page costs to serve.
const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

const withSession = auth((req) => {
  const claims = req.auth?.claims;
  return route(req, claims?.sid ? { role_id: claims.role, keepSigned: claims.keepSigned } : null);
});

export default function proxy(req: NextRequest, ctx: Parameters<typeof withSession>[1]) {
  if (req.cookies.getAll().some((c) => SESSION_COOKIE.test(c.name))) return withSession(req, ctx);
  return route(req, null);
}

function route(req: NextRequest, user: TProxyUser) {
  const { pathname, search } = req.nextUrl;
  if (CONTROL_ESCAPE.test(pathname + search) && !pathname.startsWith("/api/") && !pathname.startsWith("/home/")) {
    return new NextResponse(null, { status: 404 });
  }

  if (!user && !isPublicPath(pathname)) {
    const login = new URL("/login", req.nextUrl);
    login.searchParams.set("callbackUrl", pathname + search);
    return NextResponse.redirect(login);
  }
  const to = navigationRedirect(pathname, user);
  if (to) return NextResponse.redirect(new URL(to, req.nextUrl));

  // Server components read the path (breadcrumb, redirects back after sign-in).
  const headers = new Headers(req.headers);
  headers.set("x-pathname", pathname + search);

  const cookie = req.cookies.get(LOCALE_COOKIE)?.value;
  const locale = isLocale(cookie) ? cookie : negotiateLocale(req.headers.get("accept-language"));
  const localized = localizedPath(pathname, locale);
  if (localized) {
    // A public page is cached for everyone: its policy cannot carry a per-request nonce.
    const url = req.nextUrl.clone();
    url.pathname = localized;
    const res = NextResponse.rewrite(url, { request: { headers } });
    res.headers.set("Content-Security-Policy", PUBLIC_POLICY);
    return res;
  }
  // Rendered per request (the signed-in area): scripts run only with this answer's nonce, which
  // Next reads from the request's policy and puts on its own scripts.
  const policy = contentSecurityPolicy({ nonce: newNonce(), dev: DEV, https: HTTPS });
  headers.set("Content-Security-Policy", policy);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", policy);
  return res;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|robots.txt|videos/|images/|.*\\.(?:png|jpg|jpeg|svg|ico|webp|gif|mp4|css|js|map|txt|woff2?)$).*)"],
};
