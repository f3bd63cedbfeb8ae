import { pdfExpiredResponse, wantsHtmlPage } from "@/lib/billing/pdf-expired-page";
import { inlineDisposition, openPdfLink } from "@/lib/pdf/links";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { guardPdfRender, pdfRateKey } from "@/lib/pdf/limit";

// GET /api/v1/pdf/{token} – the PDF behind a short-lived link (public: the unguessable token is the capability).
// An expired link opened in a browser (a reloaded PDF tab) answers a 404 page in the reader's language;
// API clients keep the JSON 404.
export const GET = withApi({ access: "public" }, async ({ req, db, actor, params, now }) => {
  // Opening a link renders its PDF: counted against whoever opens it (the token is the capability).
  await guardPdfRender(db, pdfRateKey(actor, req.headers), now);
  const file = await openPdfLink(db, String(params.token ?? ""), now);
  if (!file && wantsHtmlPage(req.headers)) return pdfExpiredResponse(req);
  if (!file) throw notFound("This PDF link has expired or was removed.");
  return new Response(new Uint8Array(file.pdf), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-length": String(file.pdf.length),
      "content-disposition": inlineDisposition(file.filename),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    },
  });
});
