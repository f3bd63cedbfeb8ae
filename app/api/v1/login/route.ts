import { getHelpData } from "@/lib/help/queries";
import { login } from "@/lib/auth/login";
import { ZLogin } from "@/lib/auth/schemas";
import { clientIp } from "@/lib/auth/ip";
import { withApi } from "@/lib/http/with-api";
import { toCurrentUser } from "@/lib/users/current-user";

// POST /api/v1/login – exchange credentials for a bearer token and the current user
export const POST = withApi({ access: "public", body: ZLogin }, async ({ req, db, body, now }) => {
  const result = await login(db, body, { kind: "api", ip: clientIp(req.headers), userAgent: req.headers.get("user-agent"), now });
  return {
    token: result.token,
    expires_at: result.expiresAt.toISOString(),
    redirect: result.redirect,
    user: toCurrentUser(result.user, await getHelpData(db), now),
  };
});
