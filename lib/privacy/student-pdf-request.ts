import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { createPdfLink } from "@/lib/pdf/links";
import { STUDENT_EXPORT_LIMIT } from "./export-student";
import { studentToManage } from "./student-access";
import { STUDENT_EXPORT_PDF_KIND } from "./student-pdf-link";

// Asking for a student's export as a PDF: the link is made here, apart from its renderer, because
// the PDF-link store imports every renderer and a renderer must not import the store back.

/** A link to the PDF of student `id`'s record, for a reader who may export it (404 otherwise); counted against the export limit. */
export async function linkStudentPdf(db: TDbOrTx, actor: Pick<TActor, "user">, id: number, now: Date): Promise<string> {
  const student = await studentToManage(db, actor, id, "student.export");
  await hitRateLimit(db, STUDENT_EXPORT_LIMIT, `user:${actor.user.id}`, now);
  return createPdfLink(db, {
    kind: STUDENT_EXPORT_PDF_KIND,
    subjectId: student.id,
    userId: actor.user.id,
    locale: pdfLocale(actor.user.language),
    filename: `student-${student.id}`,
    now,
  });
}
