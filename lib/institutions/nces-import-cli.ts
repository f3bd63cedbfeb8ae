import { readFile } from "node:fs/promises";
import { dataDir, env } from "@/lib/env";
import { openDatabase } from "@/db/client";
import { runNcesImport } from "./nces-import";

// npm run db:import-nces -- FILE [FILE…]: imports NCES Common Core of Data directory files (the
// district file first when both are given), upserting by LEAID / NCESSCH in batches, and prints
// the counts and the rejected rows. With the embedded database, stop the app first.
const files = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!files.length) {
  console.error("Usage: npm run db:import-nces -- FILE.csv [FILE.csv …]");
  process.exit(2);
}
const conn = await openDatabase(env().DATABASE_URL ?? dataDir());
let failed = false;
try {
  for (const file of files) {
    const started = Date.now();
    try {
      const result = await runNcesImport(conn.db, await readFile(file, "utf8"), (done, total) => {
        process.stdout.write(`\r${file}: ${done}/${total} rows`);
      });
      process.stdout.write("\n");
      console.log(
        `${file}: ${result.kind}, ${result.total} rows, ${result.accepted} accepted (${result.inserted} new, ${result.updated} updated), ${result.rejectedCount} rejected, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      for (const r of result.rejected) console.log(`  line ${r.line}: ${r.id || "(empty)"} ${r.reason}`);
      if (result.rejectedCount > result.rejected.length) console.log(`  … and ${result.rejectedCount - result.rejected.length} more`);
    } catch (error) {
      failed = true;
      console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await conn.close();
}
process.exit(failed ? 1 : 0);
