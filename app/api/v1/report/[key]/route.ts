import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { guardPdfRender, pdfRateKey } from "@/lib/pdf/limit";
import { reportCsv, reportFilename, reportLocale, reportPdf, reportStrings } from "@/lib/reports/export";
import { ZReportQuery } from "@/lib/reports/period";
import { runReport } from "@/lib/reports/run";
import { logReportRead, withoutStudentIds } from "@/lib/privacy/report-access";

// GET /api/v1/report/{key}?period=&date=&from=&to=&user_id=&scope=counselor|team&format=json|csv|pdf
// One report of the registry (lib/reports/registry.ts) for the caller: JSON (kpis, chart, table),
// the table as CSV (UTF-8 with a BOM), or the PDF. A key the caller's role may not open, and a
// counselor outside the caller's scope, answer 404.
export const GET = withApi(
  { access: ["report.useOfTime.read", "report.counseling.read", "report.calendar.read", "report.team.read", "report.geo.read", "report.map.read", "report.admin.read"], query: ZReportQuery },
  async ({ req, db, actor, params, query, now }) => {
    const key = typeof params.key === "string" && /^[A-Za-z]{1,64}$/.test(params.key) ? params.key : null;
    if (!key) throw notFound();
    if (query.format === "pdf") await guardPdfRender(db, pdfRateKey(actor, req.headers), now);
    const locale = reportLocale(actor.user.language);
    const run = await runReport(db, actor.user, key, query, now, locale, { extra: Object.fromEntries(req.nextUrl.searchParams) });
    // A report that names students is a read of their records: the access log says who, when and how.
    logReportRead(db, actor.user.id, run, query.format === "json" ? "report" : query.format, now);
    if (query.format === "json") {
      const { subject, range, previous, period, target } = run.context;
      return {
        status_code: 200,
        data: {
          key: run.definition.key,
          family: run.definition.family,
          period,
          range,
          previous,
          target,
          subject: subject.kind === "team" ? { kind: "team", user_ids: subject.members.map((m) => m.id) } : { kind: "user", user_id: subject.user.id },
          ...withoutStudentIds(run.result),
        },
      };
    }
    const t = await reportStrings(locale);
    const headers = { "cache-control": "no-store", "x-content-type-options": "nosniff" };
    if (query.format === "csv") {
      return new Response(reportCsv(run, t, locale), {
        status: 200,
        headers: { ...headers, "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${reportFilename(run, "csv")}"` },
      });
    }
    const pdf = await reportPdf(run, t, locale, now);
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: { ...headers, "content-type": "application/pdf", "content-length": String(pdf.length), "content-disposition": `inline; filename="${reportFilename(run, "pdf")}"` },
    });
  },
);
