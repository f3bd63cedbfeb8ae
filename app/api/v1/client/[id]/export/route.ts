import { z } from "zod";
import { ZClientId } from "@/lib/clients/schemas";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { exportStudent } from "@/lib/privacy/export-student";
import { linkStudentPdf } from "@/lib/privacy/student-pdf-request";

const ZExportQuery = z.object({ format: z.enum(["json", "pdf"]).default("json") });

// GET /api/v1/client/{id}/export?format=json|pdf – one student's whole record (the owning counselor and the district's managers; rate-limited and logged).
// JSON is answered here; the PDF is a 10-minute link of the PDF-link store (303 to /api/v1/pdf/{token}, the link also in the body):
// opening it renders the record under the PDF limit and the render gate and writes the access log.
export const GET = withApi({ access: "student.export", query: ZExportQuery }, async ({ db, actor, params, query, now }) => {
  const parsed = ZClientId.safeParse(params);
  if (!parsed.success) throw notFound();
  if (query.format === "json") return { status_code: 200, data: await exportStudent(db, actor, parsed.data.id, now) };
  const link = await linkStudentPdf(db, actor, parsed.data.id, now);
  return new Response(JSON.stringify({ status_code: 200, link }), {
    status: 303,
    headers: { location: link, "content-type": "application/json", "cache-control": "no-store", "x-content-type-options": "nosniff" },
  });
});
