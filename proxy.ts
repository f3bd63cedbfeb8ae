import NextAuth from "next-auth";
import { NextResponse } from "next/server";
import { authConfig } from "@/lib/auth/next-auth.config";
import { isPublicPath } from "@/lib/auth/public-routes";
import { navigationRedirect } from "@/lib/auth/rules";

// The route guard: public routes, the sign-in redirect and the navigation rules of spec 1 section 4.
// It reads only the JWT (no database); pages and calls check the session again on the server.
const { auth } = NextAuth(authConfig);

export default auth((req) => {
  const { pathname, search } = req.nextUrl;
  const claims = req.auth?.claims;
  const user = claims?.sid ? { role_id: claims.role, keepSigned: claims.keepSigned } : null;

  if (!user && !isPublicPath(pathname)) {
    const login = new URL("/login", req.nextUrl);
    login.searchParams.set("callbackUrl", pathname + search);
    return NextResponse.redirect(login);
  }
  const to = navigationRedirect(pathname, user);
  if (to) return NextResponse.redirect(new URL(to, req.nextUrl));

  // Server components read the path (for the breadcrumb, redirects back after sign-in, rules).
  const headers = new Headers(req.headers);
  headers.set("x-pathname", pathname + search);
  return NextResponse.next({ request: { headers } });
});

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|robots.txt|videos/|images/|.*\\.(?:png|jpg|jpeg|svg|ico|webp|gif|mp4|css|js|map|txt|woff2?)$).*)"],
};
