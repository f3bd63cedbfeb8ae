import { z } from "zod";
import { ZClientId } from "@/lib/clients/schemas";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { reportLocale } from "@/lib/reports/export";
import { guardPdfRender, pdfRateKey } from "@/lib/pdf/limit";
import { pdfTranslator } from "@/lib/pdf/strings";
import { exportStudent } from "@/lib/privacy/export-student";
import { renderStudentPdf } from "@/lib/privacy/student-pdf";

const ZExportQuery = z.object({ format: z.enum(["json", "pdf"]).default("json") });

// GET /api/v1/client/{id}/export?format=json|pdf – one student's whole record (the owning counselor and the district's managers; rate-limited and logged)
export const GET = withApi({ access: "user", query: ZExportQuery }, async ({ req, db, actor, params, query, now }) => {
  const parsed = ZClientId.safeParse(params);
  if (!parsed.success) throw notFound();
  if (query.format === "pdf") await guardPdfRender(db, pdfRateKey(actor, req.headers), now);
  const record = await exportStudent(db, actor, parsed.data.id, query.format === "pdf" ? "pdf" : "export", now);
  const headers = { "cache-control": "no-store", "x-content-type-options": "nosniff" };
  if (query.format === "json") return { status_code: 200, data: record };
  const locale = reportLocale(actor.user.language);
  const pdf = await renderStudentPdf(record, await pdfTranslator("privacy.studentPdf", locale), locale);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: { ...headers, "content-type": "application/pdf", "content-length": String(pdf.length), "content-disposition": `attachment; filename="student-${record.student.id}.pdf"` },
  });
});
