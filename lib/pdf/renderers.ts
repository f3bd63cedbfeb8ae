import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { pdfLinks, TPdfKind } from "@/db/schema";
import { renderFundingPdf, renderInvoicePdf, renderQuotePdf } from "@/lib/billing/pdf/render";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { renderTargetPdf } from "@/lib/goals/pdf/render";
import { renderLessonPdf, renderLessonResultsPdf, renderSurveyPdf } from "@/lib/lessons/pdf/render";
import { renderAnnualConferencePdf } from "@/lib/program/pdf/render";
import { renderStudentExportPdf } from "@/lib/privacy/student-pdf-link";
import { renderSmartGoalPdf } from "@/lib/smart-goals/pdf/render";

// Each document kind of the PDF-link store (lib/pdf/links.ts) registers how its PDF is rendered from
// the stored link. A renderer answers null when the link does not name a record it can render
// (the link's page then answers 404, as for an expired link).

export type TPdfLinkRow = typeof pdfLinks.$inferSelect;
export type TPdfRenderer = (db: TDbOrTx, link: TPdfLinkRow) => Promise<Buffer | null>;

const none: TPdfRenderer = async () => null;

export const PDF_RENDERERS: Record<TPdfKind, TPdfRenderer> = {
  quote: async (db, link) => (link.quoteId === null ? null : renderQuotePdf(db, link.quoteId, pdfLocale(link.locale))),
  funding: async (db, link) => (link.quoteId === null ? null : renderFundingPdf(db, link.quoteId, pdfLocale(link.locale))),
  invoice: async (db, link) => (link.orderId === null ? null : renderInvoicePdf(db, link.orderId, pdfLocale(link.locale))),
  lesson: renderLessonPdf,
  lesson_results: renderLessonResultsPdf,
  survey: renderSurveyPdf,
  // The SMART goal and report PDFs register here when their issues land; until then a link
  // of these kinds renders nothing (404).
  smart_goal: renderSmartGoalPdf,
  target: renderTargetPdf,
  report: none,
  annual_conference: renderAnnualConferencePdf,
  student_export: renderStudentExportPdf,
};
