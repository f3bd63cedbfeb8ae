import type { NextRequest } from "next/server";
import { clientIp } from "@/lib/auth/ip";
import { handlers, ssoAuth, ssoProviderOfRequest } from "@/lib/auth/next-auth";

// Auth.js endpoints (session, csrf, sign-in, callback). Access: public — Auth.js checks its own
// requests (CSRF, state, PKCE, nonce). A district provider's sign-in and callback are served by an
// Auth.js built with that provider's row; everything else by the main instance.
async function handle(req: NextRequest, method: "GET" | "POST"): Promise<Response> {
  const provider = await ssoProviderOfRequest(req.nextUrl.pathname);
  if (!provider) return handlers[method](req);
  return ssoAuth(provider, { ip: clientIp(req.headers), userAgent: req.headers.get("user-agent") }).handlers[method](req);
}

export const GET = (req: NextRequest) => handle(req, "GET");
export const POST = (req: NextRequest) => handle(req, "POST");
