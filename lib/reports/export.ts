import "server-only";
import { toCsv } from "@/lib/logs/csv";
import { pdfTranslator } from "@/lib/pdf/strings";
import { isLocale, DEFAULT_LOCALE, type TLocale } from "@/lib/i18n/locales";
import { columnLabel, csvCellOf, kindOf, type TReportT } from "./format";
import { renderReportPdf } from "./pdf";
import { maskNames } from "./privacy";
import type { TReportRun } from "./run";

// The CSV and the PDF of a report run, in the reader's language.

export function reportLocale(locale: string | null | undefined): TLocale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export function reportStrings(locale: string | null | undefined): Promise<TReportT> {
  return pdfTranslator("reports", reportLocale(locale));
}

/** Whose figures, in words: a counselor's name, or "All counselors (n)". */
export function subjectLabel(run: TReportRun, t: TReportT): string {
  const s = run.context.subject;
  if (run.definition.subjectless) return "";
  if (s.kind === "team") return t("subject.all", { count: s.members.length });
  return `${s.user.firstName} ${s.user.lastName}`.trim() || s.user.username;
}

/** The result as it leaves the app: the eye (users.hide_confidential) masks student names in the CSV and the PDF too. */
function exported(run: TReportRun) {
  return run.context.actor.hideConfidential ? maskNames(run.result) : run.result;
}

/** The table as CSV (UTF-8 with a BOM; minutes and decimal hours; ISO dates), the totals line last. */
export function reportCsv(run: TReportRun, t: TReportT, locale: string): string {
  const { columns, rows, totals, totalsLabel } = exported(run).table;
  const lines = [columns.map((c) => columnLabel(c, t, locale))];
  for (const r of rows) lines.push(columns.map((c) => csvCellOf(kindOf(c, r), r[c.key] ?? null, t) as string) as string[]);
  if (totals) lines.push(columns.map((c, i) => (i === 0 ? t(totalsLabel ?? "total") : (csvCellOf(kindOf(c, totals), totals[c.key] ?? null, t) as string))) as string[]);
  return toCsv(lines);
}

export async function reportPdf(run: TReportRun, t: TReportT, locale: string, now: Date): Promise<Buffer> {
  return renderReportPdf(
    {
      title: t(`titles.${run.definition.key}`),
      subject: subjectLabel(run, t),
      school: run.context.subject.kind === "user" && run.context.subject.user.isSelf ? run.context.actor.schoolName : "",
      from: run.context.range.from,
      to: run.context.range.to,
      printedOn: now.toISOString().slice(0, 10),
      result: exported(run),
      target: run.context.target,
      signatures: run.definition.signatures === true,
    },
    t,
    locale,
  );
}

/** The file name of an export: report key and range, e.g. monthlyUseofTimeAnalysis-2026-11-01-2026-11-30.csv. */
export function reportFilename(run: TReportRun, ext: "csv" | "pdf"): string {
  return `${run.definition.key}-${run.context.range.from}-${run.context.range.to}.${ext}`;
}
