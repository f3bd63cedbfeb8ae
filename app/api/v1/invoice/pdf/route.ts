import { clientIp } from "@/lib/auth/ip";
import { linkInvoicePdf, linkTokenOf } from "@/lib/billing/pdf-links";
import { ZInvoicePdfBody } from "@/lib/billing/pdf/schemas";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/invoice/pdf – a short-lived link to an order's invoice PDF (signed in, or with the quote link)
export const POST = withApi({ access: "public", body: ZInvoicePdfBody }, async ({ req, db, actor, body, now }) => {
  // A visitor (quote link or none) renders PDFs and writes links: limited per address.
  if (!actor) await hitRateLimit(db, RATE_LIMITS.pdfLink, clientIp(req.headers), now);
  const access = { actor, linkToken: linkTokenOf(body.linkToken, req.headers) };
  const { link } = await linkInvoicePdf(db, access, { orderId: body.orderID, filename: body.filename }, now);
  return { status_code: 200, link };
});
