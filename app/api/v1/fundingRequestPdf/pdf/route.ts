import { clientIp } from "@/lib/auth/ip";
import { linkDraftPdf, linkTokenOf } from "@/lib/billing/pdf-links";
import { ZDraftPdfBody } from "@/lib/billing/pdf/schemas";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/fundingRequestPdf/pdf – save the billing draft as a quote and answer a link to its funding-request letter
export const POST = withApi({ access: "public", body: ZDraftPdfBody }, async ({ req, db, actor, body, now }) => {
  // A visitor (quote link or none) renders PDFs and writes links: limited per address.
  if (!actor) await hitRateLimit(db, RATE_LIMITS.pdfLink, clientIp(req.headers), now);
  const access = { actor, linkToken: linkTokenOf(body.billing.linkToken, req.headers) };
  const saved = await linkDraftPdf(db, access, { draft: body.billing, kind: "funding", filename: body.filename }, now);
  return { status_code: 200, ...saved };
});
