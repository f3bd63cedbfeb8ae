import { withApi } from "@/lib/http/with-api";
import { guardPdfRender, pdfRateKey } from "@/lib/pdf/limit";
import { reportLocale, reportStrings } from "@/lib/reports/export";
import { principalReport } from "@/lib/reports/principal/data";
import { principalFilename } from "@/lib/reports/principal/email-principal";
import { renderPrincipalPdf } from "@/lib/reports/principal/pdf";
import { ZPrincipalQuery } from "@/lib/reports/principal/schemas";
import { principalWords } from "@/lib/reports/principal/sentences";
import { todayIn } from "@/lib/users/rules";

// GET /api/v1/report/principal?period=month|semester|schoolYear&date=&user_id=&request=&format=json|pdf
// The principal's one-page report of one counselor (the caller, or one of a manager's team; else 404).
export const GET = withApi({ access: "report.counseling.read", query: ZPrincipalQuery }, async ({ req, db, actor, query, now }) => {
  if (query.format === "pdf") await guardPdfRender(db, pdfRateKey(actor, req.headers), now);
  const locale = reportLocale(actor.user.language);
  const { members, ...report } = await principalReport(db, actor.user, query, now, locale);
  const t = await reportStrings(locale);
  const words = principalWords(report, t, locale, query.request, { document: query.format !== "json" });
  if (query.format === "json") {
    return { status_code: 200, data: { ...report, members: members.map((m) => ({ id: m.id, firstName: m.firstName, lastName: m.lastName })), words } };
  }
  const pdf = await renderPrincipalPdf(report, words, t, locale, todayIn(actor.user.timezone, now));
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "content-disposition": `inline; filename="${principalFilename(report.range)}"`,
    },
  });
});
