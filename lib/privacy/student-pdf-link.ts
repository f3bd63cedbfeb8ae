import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { users, type TPdfKind } from "@/db/schema";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { AppError } from "@/lib/http/errors";
import type { TPdfLinkRow } from "@/lib/pdf/renderers";
import { pdfTranslator } from "@/lib/pdf/strings";
import { logStudentAccess } from "./access-log";
import { studentRecord } from "./export-student";
import { studentToManage } from "./student-access";
import { renderStudentPdf } from "./student-pdf";

// One student's export as a PDF goes out through the one store of short-lived PDF links
// (lib/pdf/links.ts): asking for it checks `student.export` for that student and counts the export
// limit, and answers a link that lives 10 minutes; opening the link (GET /api/v1/pdf/{token}, under
// the PDF limit and the render gate) checks again that the reader who asked may still export the
// student, renders the record as it is then, and writes the access log entry (channel "pdf").

/** The kind of the student export's links in the PDF-link store. */
export const STUDENT_EXPORT_PDF_KIND = "student_export" satisfies TPdfKind;

/**
 * The PDF-link store's renderer of a student export: the record of the link's student as the
 * link's reader may read it when the link is opened (`now`; null, so a 404, when the reader's account is gone or inactive or
 * they may no longer export the student), with one access-log entry for the reader.
 */
export async function renderStudentExportPdf(db: TDbOrTx, link: Pick<TPdfLinkRow, "subjectId" | "userId" | "locale">, now: Date = new Date()): Promise<Buffer | null> {
  if (link.subjectId === null || link.userId === null) return null;
  const [reader] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, link.userId), eq(users.active, true)))
    .limit(1);
  if (!reader) return null;
  let student;
  try {
    student = await studentToManage(db, { user: reader }, link.subjectId, "student.export");
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
  const record = await studentRecord(db, student, now);
  const locale = pdfLocale(link.locale);
  const pdf = await renderStudentPdf(record, await pdfTranslator("privacy.studentPdf", locale), locale);
  logStudentAccess(db, [{ clientId: student.id, ownerId: student.userId, readerId: reader.id, channel: "pdf", detail: "export pdf" }], now);
  return pdf;
}
