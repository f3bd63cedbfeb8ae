import { clientIp } from "@/lib/auth/ip";
import { AppError } from "@/lib/http/errors";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { ssoButtonForDomain } from "@/lib/sso/queries";
import { SSO_LOOKUP_LIMIT } from "@/lib/sso/limits";
import { emailDomain, isDomain } from "@/lib/sso/rules";
import { ZSsoLookup } from "@/lib/sso/schemas";

// GET /api/v1/sso/lookup?email= (or ?domain=) – whether an e-mail's domain signs in with a district's provider: only the button's label and provider id, rate-limited per address
export const GET = withApi({ access: "public", query: ZSsoLookup }, async ({ db, req, query, now }) => {
  const raw = (query.email ?? "").includes("@") ? emailDomain(query.email ?? "") : (query.domain ?? "").trim().toLowerCase();
  if (!raw || !isDomain(raw)) throw new AppError("invalid_domain", "Enter an e-mail address.", 422, query.email !== undefined ? "email" : "domain");
  await hitRateLimit(db, SSO_LOOKUP_LIMIT, clientIp(req.headers), now);
  const button = await ssoButtonForDomain(db, raw);
  return { status_code: 200, data: button ? { sso: true, ...button } : { sso: false } };
});
