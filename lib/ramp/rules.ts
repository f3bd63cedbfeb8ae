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

/** The table without its student columns (kind "student" cells are removed, not masked) and with student names redacted from the text cells. */
export function stripStudents(table: TReportTable, redact: (text: string) => string): TReportTable {
  const columns = table.columns.filter((c) => c.kind !== "student");
  const clean = (row: Record<string, string | number | null>) => {
    const out: Record<string, string | number | null> = {};
    for (const c of columns) {
      const v = row[c.key];
      out[c.key] = typeof v === "string" ? redact(v) : (v ?? null);
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
