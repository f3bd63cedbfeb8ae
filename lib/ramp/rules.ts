import { richTextParagraphs } from "@/lib/pdf/rich-text";
import type { TReportResult, TReportTable } from "@/lib/reports/types";

// RAMP's FERPA rule for what the workspace and the pack show of a report: no student is named.
// Pure, so it is tested without a database.

export const REDACTED_STUDENT = "[student]";

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A matcher of the given student names (whole names of two characters or more, case-insensitive) that
 * replaces each by "[student]": an event title "Check-in with Ana Lopez" reads "Check-in with [student]".
 */
export function nameRedactor(names: readonly string[]): (text: string) => string {
  const list = [...new Set(names.map((n) => n.trim().replace(/\s+/g, " ")).filter((n) => n.length >= 2))].sort((a, b) => b.length - a.length);
  if (list.length === 0) return (t) => t;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "giu");
  return (text) => text.replace(re, REDACTED_STUDENT);
}

/**
 * A text cell as the reader sees it: rich text (a lesson's process or outcome data, "<p>…</p>") becomes its
 * paragraphs on lines of their own, with the markup and entities gone; plain text stays as it is.
 */
export function cellText(value: string): string {
  if (!/<\/?[a-z][^>]*>|&[a-z#0-9]+;/i.test(value)) return value;
  return richTextParagraphs(value)
    .map((runs) =>
      runs
        .map((r) => r.text)
        .join("")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean)
    .join("\n");
}

/** The table without its student columns (kind "student" cells are removed, not masked), its text cells as plain text with student names redacted. */
export function stripStudents(table: TReportTable, redact: (text: string) => string): TReportTable {
  const columns = table.columns.filter((c) => c.kind !== "student");
  const clean = (row: Record<string, string | number | null>) => {
    const out: Record<string, string | number | null> = {};
    for (const c of columns) {
      const v = row[c.key];
      out[c.key] = typeof v === "string" ? redact(cellText(v)) : (v ?? null);
    }
    if (typeof row.kind === "string") out.kind = row.kind;
    return out;
  };
  return { ...table, columns, rows: table.rows.map(clean), totals: table.totals ? clean(table.totals) : undefined };
}

/** A report result fit for RAMP: student columns gone, names redacted in text cells and in the chart's x labels. */
export function rampResult(result: TReportResult, redact: (text: string) => string): TReportResult {
  const chart = result.chart ? { ...result.chart, data: result.chart.data.map((d) => (typeof d.x === "string" ? { ...d, x: redact(d.x) } : d)) } : null;
  return { ...result, chart, table: stripStudents(result.table, redact) };
}

/** The figures of a use-of-time row: the minutes of each group (direct, indirect, system support, non-counseling). */
const DAY_FIGURES = ["D", "I", "S", "N", "total"] as const;

/** A day-by-day use-of-time table keeps only the days with recorded time; its average line stays. */
export function recordedDaysOnly(result: TReportResult): TReportResult {
  const rows = result.table.rows.filter((r) => DAY_FIGURES.some((k) => Number(r[k] ?? 0) > 0));
  return { ...result, table: { ...result.table, rows } };
}
