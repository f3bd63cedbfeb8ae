import { sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { rowsOf } from "@/lib/analysis/sql";

// The upkeep of the reports' aggregates report_event_days and report_event_months, and of the one by
// group (report_group_cells), which their triggers recount from them; their readers take counted time
// from them through lib/analysis/cells.ts. The rebuild recounts reportTime's and the services reports'
// aggregates (report_time_*, report_service_months) as well.

/** Recounts report_event_days and report_event_months from the events, and so the one by group (after a change of a definition): one transaction, writers wait. */
export async function rebuildReportAggregates(db: TDbOrTx): Promise<number> {
  await db.execute(sql`select report_event_days_rebuild()`);
  // Fresh statistics, so the planner reads the recounted tables by their real size.
  await db.execute(sql`analyze report_event_days, report_event_months, report_group_cells`);
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from report_event_days`);
  return Number(row?.n ?? 0);
}
