// npm run bench: the NCES Common Core of Data import at the size of a real school directory
// (target: importing 100,000 schools takes under 60 s on PostgreSQL).
// A generated school directory file in the published column layout: 100,000 schools in 1,000
// districts (the importer creates each district from the school rows' LEA_NAME), checked and
// upserted in batches as `npm run db:import-nces` and the admin page do; the second round of the
// same file updates every row. On PostgreSQL when DATABASE_URL is set, else on in-memory PGlite.
import { afterAll, bench, describe } from "vitest";
import { sql } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { rowsOf } from "@/lib/analysis/sql";
import { runNcesImport } from "@/lib/institutions/nces-import";
import { freshDatabase, type TDriverName } from "../tests/support/db";

const SCHOOLS = 100_000;
const DISTRICTS = 1_000;
const LIMIT_MS = 60_000;
const HEADER =
  "SCHOOL_YEAR,FIPST,STATENAME,ST,SCH_NAME,LEA_NAME,STATE_AGENCY_NO,UNION,ST_LEAID,LEAID,ST_SCHID,NCESSCH,SCHID,MSTREET1,MSTREET2,MSTREET3,MCITY,MSTATE,MZIP,MZIP4,LSTREET1,LSTREET2,LSTREET3,LCITY,LSTATE,LZIP,LZIP4,PHONE,WEBSITE,SY_STATUS,SY_STATUS_TEXT,UPDATED_STATUS,UPDATED_STATUS_TEXT,EFFECTIVE_DATE,SCH_TYPE_TEXT,SCH_TYPE,RECON_STATUS,OUT_OF_STATE_FLAG,CHARTER_TEXT,LEVEL";
const LEVELS = ["Elementary", "Middle", "High", "Other"];

/** 100,000 schools: district d (LEAID 48 + 5 digits) holds schools 1-100 (NCESSCH LEAID + 5 digits). */
function generatedFile(): string {
  const lines = [HEADER];
  for (let i = 0; i < SCHOOLS; i++) {
    const leaid = `48${String(i % DISTRICTS).padStart(5, "0")}`;
    const ncessch = `${leaid}${String(Math.floor(i / DISTRICTS) + 1).padStart(5, "0")}`;
    const zip = String(75000 + (i % 5000)).padStart(5, "0");
    lines.push(
      `2023-2024,48,TEXAS,TX,"Bench School ${i}, Campus ${i % 7}",Bench ISD ${i % DISTRICTS},1,,TX-${leaid},${leaid},TX-${ncessch},${ncessch},${i},1 Main St,,,Austin,TX,${zip},,1 Main St,,,Austin,TX,${zip},,(512)555-0100,,1,Open,1,Open,07/01/2023,Regular School,1,No,No,No,${LEVELS[i % 4]}`,
    );
  }
  return lines.join("\r\n") + "\r\n";
}

const driver: TDriverName = process.env.DATABASE_URL ? "postgres" : "pglite";
const file = generatedFile();
const conn: TConnection = await freshDatabase(driver, { seed: "none" });
afterAll(async () => conn.close());

describe(`NCES import of ${SCHOOLS.toLocaleString("en-US")} schools (${driver})`, () => {
  let round = 0;
  bench(
    "runNcesImport: check and upsert 100,000 schools in batches of 1,000 (first round inserts, later rounds update)",
    async () => {
      const started = performance.now();
      const result = await runNcesImport(conn.db, file);
      const ms = performance.now() - started;
      round++;
      if (result.accepted !== SCHOOLS || result.rejectedCount !== 0) throw new Error(`expected ${SCHOOLS} accepted rows, got ${result.accepted} (${result.rejectedCount} rejected)`);
      const [{ n }] = await rowsOf<{ n: number }>(conn.db, sql`select count(*)::int as n from schools`);
      if (n !== SCHOOLS) throw new Error(`expected ${SCHOOLS} schools stored, got ${n}`);
      console.log(`${driver} round ${round}: ${result.inserted} new, ${result.updated} updated in ${(ms / 1000).toFixed(1)} s`);
      if (driver === "postgres" && ms > LIMIT_MS) throw new Error(`the import took ${(ms / 1000).toFixed(1)} s (limit 60 s)`);
    },
    { iterations: 2, warmupIterations: 0, time: 0 },
  );
});
