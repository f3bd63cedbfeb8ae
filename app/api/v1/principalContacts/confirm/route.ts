import { clientIp } from "@/lib/auth/ip";
import { withApi } from "@/lib/http/with-api";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { decidePrincipalContact } from "@/lib/principal-contacts/decide-principal-contact";
import { PRINCIPAL_CONTACT_LIMITS } from "@/lib/principal-contacts/rules";
import { ZPrincipalDecision } from "@/lib/principal-contacts/schemas";

// POST /api/v1/principalContacts/confirm {token, decision: confirm|decline}: the named principal's
// answer through the e-mailed link (no account; the token is the permission). Counted per client address.
export const POST = withApi({ access: "public", body: ZPrincipalDecision }, async ({ req, db, body, now }) => {
  await hitRateLimit(db, PRINCIPAL_CONTACT_LIMITS.confirm, clientIp(req.headers), now);
  const data = await decidePrincipalContact(db, body, now);
  return { status_code: 200, message: data.status === "confirmed" ? "Confirmed." : "Declined.", data };
});
