import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";
import { authConfig } from "@/lib/auth/next-auth.config";
import { env } from "@/lib/env";
import { contentSecurityPolicy, newNonce } from "@/lib/http/security-headers";
import { OUTSIDE_LOCALE_SEGMENTS } from "@/lib/http/public-site.mjs";
import { isPublicPath } from "@/lib/auth/public-routes";
import { navigationRedirect } from "@/lib/auth/rules";

// The route guard: public routes, the sign-in redirect and the navigation rules on every route change.
// It reads only the JWT (no database); pages and calls check the session again on the server.
// The language of a public page is chosen by next.config.mjs's rewrites and its fixed policy and
// cache headers are set there too (lib/http/public-site.mjs): a visitor without a session opening a
// page that is the same for everyone does not run the proxy at all (see `config.matcher`).
const { auth } = NextAuth(authConfig);

const DEV = env().NODE_ENV === "development";
const HTTPS = (env().APP_URL ?? "").startsWith("https://");
const OUTSIDE_LOCALE: ReadonlySet<string> = new Set(OUTSIDE_LOCALE_SEGMENTS);
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

export default async function proxy(req: NextRequest, ctx: Parameters<typeof withSession>[1]) {
  if (!req.cookies.getAll().some((c) => SESSION_COOKIE.test(c.name))) return route(req, null);
  const res = await withSession(req, ctx);
  // An answer to a request with a session (a renewed or cleared session cookie, a redirect by the
  // user's role, the page itself) belongs to that browser: no shared cache may keep it, whatever
  // the page's own cache headers say.
  if (res instanceof Response) res.headers.set("Cache-Control", "private, no-store");
  return res;
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

  const first = pathname.split("/")[1] ?? "";
  if (!OUTSIDE_LOCALE.has(first)) {
    // A page of the public site: its language, policy and cache headers come from next.config.mjs.
    return NextResponse.next({ request: { headers } });
  }
  // Rendered per request (the signed-in area): scripts run only with this answer's nonce, which
  // Next reads from the request's policy and puts on its own scripts.
  const policy = contentSecurityPolicy({ nonce: newNonce(), dev: DEV, https: HTTPS });
  headers.set("Content-Security-Policy", policy);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", policy);
  return res;
}

// Where the proxy runs. A visitor (no session cookie) skips it on the public pages that are the same
// for everyone (lib/http/public-site.mjs CACHEABLE_PATH, repeated here because Next reads this
// object without running code; tests/unit/public-cache.test.ts keeps the two equal): "/", one plain
// segment other than a page rendered per request or a path outside the public site, /coupons/{code},
// /promo/{url}, /landing-page/welcome. For them the proxy would only pass the request on. With a
// session cookie (plain, __Secure-, or split into .0, .1 …) it runs everywhere: the navigation rules
// apply to signed-in users on the public pages too. Static files never run it.
export const config = {
  matcher: [
    {
      source:
        "/((?!_next/static|_next/image|favicon.ico|robots.txt|videos/|images/|.*\\.(?:png|jpg|jpeg|svg|ico|webp|gif|mp4|css|js|map|txt|woff2?)$)(?!(?:(?!(?:lock|AppointmentTap|appointment|confirmPrincipal|demosurvey|trainSchedule|trainingsurvey|x_test|promoSettings|app|api|home|user|getServerTime|_next|uploads|lesson)$)[A-Za-z0-9_-]+|(?:coupons|promo)/[A-Za-z0-9_-]+|landing-page/welcome)?$).*)",
    },
    {
      source: "/((?!_next/static|_next/image|favicon.ico|robots.txt|videos/|images/|.*\\.(?:png|jpg|jpeg|svg|ico|webp|gif|mp4|css|js|map|txt|woff2?)$).*)",
      has: [{ type: "cookie", key: "authjs.session-token" }],
    },
    {
      source: "/((?!_next/static|_next/image|favicon.ico|robots.txt|videos/|images/|.*\\.(?:png|jpg|jpeg|svg|ico|webp|gif|mp4|css|js|map|txt|woff2?)$).*)",
      has: [{ type: "cookie", key: "__Secure-authjs.session-token" }],
    },
    {
      source: "/((?!_next/static|_next/image|favicon.ico|robots.txt|videos/|images/|.*\\.(?:png|jpg|jpeg|svg|ico|webp|gif|mp4|css|js|map|txt|woff2?)$).*)",
      has: [{ type: "cookie", key: "authjs.session-token.0" }],
    },
    {
      source: "/((?!_next/static|_next/image|favicon.ico|robots.txt|videos/|images/|.*\\.(?:png|jpg|jpeg|svg|ico|webp|gif|mp4|css|js|map|txt|woff2?)$).*)",
      has: [{ type: "cookie", key: "__Secure-authjs.session-token.0" }],
    },
  ],
};
