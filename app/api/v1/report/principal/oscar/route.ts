import { withApi } from "@/lib/http/with-api";
import { mayUseRamp } from "@/lib/ramp/access";
import { rampAddonRequired } from "@/lib/ramp/queries";
import { reportLocale, reportStrings } from "@/lib/reports/export";
import { principalReport } from "@/lib/reports/principal/data";
import { oscarContent } from "@/lib/reports/principal/oscar";
import { renderOscarPdf } from "@/lib/reports/principal/oscar-pdf";
import { ZOscarQuery } from "@/lib/reports/principal/schemas";
import { todayIn } from "@/lib/users/rules";

// GET /api/v1/report/principal/oscar?period=&date=&user_id=&message=&format=pdf|json
// The two-page OSCAR brochure built from the principal report's figures; needs the RAMP add-on.
export const GET = withApi({ access: "user", query: ZOscarQuery }, async ({ db, actor, query, now }) => {
  if (!mayUseRamp(actor.user)) throw rampAddonRequired();
  const locale = reportLocale(actor.user.language);
  const report = await principalReport(db, actor.user, { ...query, format: "pdf" }, now, locale);
  const t = await reportStrings(locale);
  const content = oscarContent(report, t, locale, query.message);
  if (query.format === "json") return { status_code: 200, data: content };
  const pdf = await renderOscarPdf(report, content, t, locale, todayIn(actor.user.timezone, now));
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: { "cache-control": "no-store", "x-content-type-options": "nosniff", "content-type": "application/pdf", "content-length": String(pdf.length), "content-disposition": `inline; filename="oscar-${report.range.from}-${report.range.to}.pdf"` },
  });
});
