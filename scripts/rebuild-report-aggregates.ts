import { env, dataDir } from "@/lib/env";
import { migrateDatabase, openDatabase } from "@/db/client";
import { rebuildReportAggregates } from "@/lib/reports/aggregates";

// npm run reports:rebuild-aggregates: recounts the reports' aggregate (report_event_days) from the
// events, in one transaction that writers of events wait for. Run it after a change of the aggregate's
// definition (the triggers keep it current otherwise); the migrations are applied first.
const conn = await openDatabase(env().DATABASE_URL ?? dataDir());
try {
  await conn.oneAtATime(() => migrateDatabase(conn));
  const started = performance.now();
  const rows = await conn.db.transaction((tx) => rebuildReportAggregates(tx));
  console.log(`report_event_days rebuilt: ${rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await conn.close();
}
