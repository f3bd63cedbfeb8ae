import { withApi } from "@/lib/http/with-api";
import { guardPdfRender, pdfRateKey } from "@/lib/pdf/limit";
import { mayUseRamp } from "@/lib/ramp/access";
import { rampAddonRequired } from "@/lib/ramp/queries";
import { reportLocale, reportStrings } from "@/lib/reports/export";
import { principalReport } from "@/lib/reports/principal/data";
import { oscarContent } from "@/lib/reports/principal/oscar";
import { renderOscarPdf } from "@/lib/reports/principal/oscar-pdf";
import { savedOscarMessage, saveOscarMessageFor } from "@/lib/reports/principal/oscar-message";
import { ZOscarMessage, ZOscarQuery } from "@/lib/reports/principal/schemas";
import { schoolYearStart } from "@/lib/program/rules";
import { todayIn } from "@/lib/users/rules";

// GET /api/v1/report/principal/oscar?period=&date=&user_id=&format=pdf|json
// The two-page OSCAR brochure built from the principal report's figures and the principal's message
// saved for its school year; needs the RAMP add-on.
export const GET = withApi({ access: "ramp.read", query: ZOscarQuery }, async ({ req, db, actor, query, now }) => {
  if (!mayUseRamp(actor.user)) throw rampAddonRequired();
  if (query.format === "pdf") await guardPdfRender(db, pdfRateKey(actor, req.headers), now);
  const locale = reportLocale(actor.user.language);
  const report = await principalReport(db, actor.user, { ...query, format: "pdf" }, now, locale);
  const t = await reportStrings(locale);
  const message = await savedOscarMessage(db, report.subject.id, schoolYearStart(report.range.from));
  const content = oscarContent(report, t, locale, message, { document: query.format !== "json" });
  if (query.format === "json") return { status_code: 200, data: content };
  const pdf = await renderOscarPdf(report, content, t, locale, todayIn(actor.user.timezone, now));
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "content-disposition": `inline; filename="oscar-${report.range.from}-${report.range.to}.pdf"`,
    },
  });
});

// PUT /api/v1/report/principal/oscar {message, date?}: the caller's own principal's message for the
// school year of `date` (default today's); an empty message goes back to the placeholder.
export const PUT = withApi({ access: "ramp.write", body: ZOscarMessage }, async ({ db, actor, body, now }) => ({
  status_code: 200,
  message: "Saved.",
  data: await saveOscarMessageFor(db, actor, body, now),
}));
