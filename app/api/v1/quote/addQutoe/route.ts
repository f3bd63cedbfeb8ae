import { clientIp } from "@/lib/auth/ip";
import { saveQuote } from "@/lib/billing/save-quote";
import { ZQuoteDraft } from "@/lib/billing/schemas";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/quote/addQutoe – saves a quote priced by the server (signed in, with a quote link, or as a rate-limited visitor) → quoteID
export const POST = withApi({ access: "public", body: ZQuoteDraft }, async ({ req, db, actor, body, now }) => {
  if (!actor) await hitRateLimit(db, body.linkToken ? RATE_LIMITS.quoteLinkSave : RATE_LIMITS.quoteSave, clientIp(req.headers), now);
  const saved = await saveQuote(db, { actor, linkToken: body.linkToken }, body, now);
  return { status_code: 200, quoteID: saved.quoteId, validUntil: saved.validUntil, ...(saved.linkToken ? { linkToken: saved.linkToken } : {}) };
});
