import { withApi } from "@/lib/http/with-api";
import { guardPdfRender, pdfRateKey } from "@/lib/pdf/limit";
import { ZUserQuery } from "@/lib/program/schemas";
import { rampPackPdf } from "@/lib/ramp/pack";

// GET /api/v1/ramp/pack[?user_id=] – the RAMP pack PDF of the school year (cover, contents, the components in ASCA order, what is missing); needs the RAMP add-on
export const GET = withApi({ access: "ramp.read", query: ZUserQuery }, async ({ req, db, actor, query, now }) => {
  await guardPdfRender(db, pdfRateKey(actor, req.headers), now);
  const { pdf, filename } = await rampPackPdf(db, actor, now, query.user_id);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "content-disposition": `inline; filename="${filename}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
