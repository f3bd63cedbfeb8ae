import { canSeeEventDetails, type TViewer } from "@/lib/analysis/visibility";
import { MASKED } from "@/lib/privacy/eye";
import { SMALL_MARK, smallCount } from "@/lib/privacy/small-cells";
import type { TReportResult, TReportRow, TReportSubject, TReportTable } from "./types";

// Student names appear only where a report marks them, for the counselor or for a manager with one
// counselor picked. The eye masks them (CSV, PDF too); never under All or on maps. Demographic cells
// under 5 show as "<5"." The server applies both before any renderer sees the result.

/** What the smallest demographic cells read as once they leave the counselor. */
export const SMALL_CELL = SMALL_MARK;
export const MASKED_NAME = MASKED;

/** "<5": a count of 1 to 4 students is shown as "<5"; 0 and 5 or more are shown as they are. */
export function smallCell(value: number | string | null): number | string | null {
  return typeof value === "number" ? smallCount(value) : value;
}

/** Whether the viewer may read the student names of this subject: one user whose details they may read; never "All". */
export function namesAllowed(viewer: TViewer, subject: TReportSubject): boolean {
  return subject.kind === "user" && canSeeEventDetails(viewer, subject.user.id);
}

/**
 * Whether the figures leave the counselor: anything but the counselor's own screen (another viewer,
 * "All", the API, a CSV or a PDF).
 */
export function leavesCounselor(viewer: TViewer, subject: TReportSubject, onOwnScreen: boolean): boolean {
  return !(onOwnScreen && subject.kind === "user" && subject.user.id === viewer.id);
}

type TPrivacy = { names: boolean; small: boolean };

function rowOf(table: TReportTable, row: TReportRow, p: TPrivacy): TReportRow {
  let out: TReportRow | null = null;
  for (const c of table.columns) {
    const v = row[c.key];
    if (v === undefined || v === null) continue;
    let next = v;
    if (c.kind === "student" && !p.names) next = null as unknown as typeof v;
    else if (c.small && p.small) next = smallCell(v) as typeof v;
    if (next !== v) {
      out ??= { ...row };
      out[c.key] = next;
    }
  }
  return out ?? row;
}

/** The result as the viewer may receive it: names withheld (null) where not allowed, small cells as "<5" when they leave. */
export function applyPrivacy(result: TReportResult, p: TPrivacy): TReportResult {
  const cols = result.table.columns;
  if (!cols.some((c) => c.kind === "student" || c.small)) return result;
  const table: TReportTable = { ...result.table, rows: result.table.rows.map((r) => rowOf(result.table, r, p)) };
  if (table.totals) table.totals = rowOf(result.table, table.totals, p);
  const withheld = table.rows.some((r, i) => r !== result.table.rows[i] && table.columns.some((c) => c.small && r[c.key] === SMALL_MARK));
  return { ...result, table, smallCells: result.smallCells || withheld };
}

/** The eye: student names masked in an export (the page masks them with its Confidential wrapper). */
export function maskNames(result: TReportResult): TReportResult {
  const chart = result.chart?.xNames ? { ...result.chart, data: result.chart.data.map((d, i) => ({ ...d, x: `#${i + 1}` })) } : result.chart;
  if (!result.table.columns.some((c) => c.kind === "student")) return chart === result.chart ? result : { ...result, chart };
  const keys = result.table.columns.filter((c) => c.kind === "student").map((c) => c.key);
  const rows = result.table.rows.map((r) => {
    const o = { ...r };
    for (const k of keys) if (o[k] != null && o[k] !== "") o[k] = MASKED_NAME;
    return o;
  });
  return { ...result, chart, table: { ...result.table, rows } };
}
