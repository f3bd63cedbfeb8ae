import { sql } from "drizzle-orm";
import { env, dataDir } from "@/lib/env";
import { migrateDatabase, openDatabase } from "@/db/client";
import { rowsOf } from "@/lib/analysis/sql";
import { rebuildReportAggregates } from "@/lib/reports/aggregates";

// npm run reports:rebuild-aggregates: recounts the reports' aggregates (report_event_days, report_event_months,
// the one by group that their triggers recount from them, reportTime's report_time_hours and
// report_time_categories, and the services reports' report_service_months) from the events, in one transaction that
// writers of events wait for. Run it after a change of the aggregates' definition (the triggers keep them
// current otherwise); the migrations are applied first.
const conn = await openDatabase(env().DATABASE_URL ?? dataDir());
try {
  await conn.oneAtATime(() => migrateDatabase(conn));
  const started = performance.now();
  const rows = await conn.db.transaction((tx) => rebuildReportAggregates(tx));
  // Fresh statistics for reportTime's aggregates too, so the planner reads them by their real size.
  await conn.db.execute(sql`analyze report_time_hours, report_time_categories, report_service_months`);
  const [time] = await rowsOf<{ h: number | string; c: number | string; s: number | string }>(
    conn.db,
    sql`select (select count(*) from report_time_hours) as h, (select count(*) from report_time_categories) as c, (select count(*) from report_service_months) as s`,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `report aggregates rebuilt in ${seconds} s: report_event_days ${rows} rows, report_time_hours ${time?.h} rows, report_time_categories ${time?.c} rows, report_service_months ${time?.s} rows.`,
  );
} finally {
  await conn.close();
}
