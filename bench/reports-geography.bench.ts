// The geography reports (target: each report of a district's school
// year under 500 ms on PostgreSQL). The benchmark district of bench/support/district.ts (100
// counselors, ~156,600 events), placed here in four schools of two WA counties, managed by the
// bench manager and a director of the district; a WA state manager; the demo's admin. Each report
// runs over the school year through runReport, plus the US map's PDF (the map drawn by @react-pdf).
import { afterAll, bench, describe } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { setSharedConnection, type TConnection } from "@/db/client";
import { managedUsers, schools, users, type TUserRow } from "@/db/schema";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import { reportPdf, reportStrings } from "@/lib/reports/export";
import { freshDatabase, type TDriverName } from "../tests/support/db";
import { LEAID, seedBenchDistrict, YEAR } from "./support/district";
import { benchDrivers, median } from "./support/measure";

const ITERATIONS = 7;
const NOW = new Date("2026-06-15T15:00:00Z");
const yearQuery = ZReportQuery.parse({ period: "custom", from: YEAR.from, to: YEAR.to });

type TSetup = { driver: TDriverName; conn: TConnection; readers: Record<"admin" | "manager" | "director" | "state", TUserRow> };

const SCHOOLS = [
  { ncessch: `${LEAID}00001`, schnam: "Bench High", countyFips: "53033" },
  { ncessch: `${LEAID}00002`, schnam: "Bench Middle", countyFips: "53033" },
  { ncessch: `${LEAID}00003`, schnam: "Bench Elementary", countyFips: "53053" },
  { ncessch: `${LEAID}00004`, schnam: "Bench Academy", countyFips: "53053" },
];

async function setUp(driver: TDriverName): Promise<TSetup> {
  const conn = await freshDatabase(driver, { seed: "demo" });
  setSharedConnection(conn);
  const { ids, managerId } = await seedBenchDistrict(conn.db);
  const db = conn.db;
  await db.insert(schools).values(SCHOOLS.map((s) => ({ ...s, leaid: LEAID, zip: "98101", state: "WA" })));
  // A quarter of the counselors in each school; all of them in WA.
  for (let i = 0; i < SCHOOLS.length; i += 1) {
    const mine = ids.filter((_, k) => k % SCHOOLS.length === i);
    await db.update(users).set({ ncessch: SCHOOLS[i].ncessch, schoolName: SCHOOLS[i].schnam, state: "WA" }).where(inArray(users.id, mine));
  }
  const base = { active: true, expires: "2099-07-31", leaid: LEAID, state: "WA" };
  const [director] = await db
    .insert(users)
    .values({ ...base, username: "bench_director", email: "bench_director@bench.test", roleId: 9 })
    .returning();
  const [stateManager] = await db
    .insert(users)
    .values({ ...base, leaid: null, username: "bench_state", email: "bench_state@bench.test", roleId: 12 })
    .returning();
  await db.insert(managedUsers).values(ids.map((userId) => ({ managerId: director.id, userId })));
  await db.execute(sql`analyze`);
  const [admin] = await db.select().from(users).where(eq(users.username, "admin"));
  const [manager] = await db.select().from(users).where(eq(users.id, managerId));
  return { driver, conn, readers: { admin, manager, director, state: stateManager } };
}

const drivers = benchDrivers();
const setups: TSetup[] = [];
for (const d of drivers) setups.push(await setUp(d));

const CASES: { label: string; reader: keyof TSetup["readers"]; key: string; extra?: Record<string, string> }[] = [
  // The baseline: the engine's team report over the same events (one scan of the team's year).
  { label: "teamUseOfTime (baseline, the team of 100)", reader: "manager", key: "teamUseOfTime" },
  { label: "map (admin, every state)", reader: "admin", key: "map" },
  { label: "mapState WA (state manager)", reader: "state", key: "mapState", extra: { state: "WA" } },
  { label: "countyReport (admin, all counties)", reader: "admin", key: "countyReport" },
  { label: "countyReport (state manager)", reader: "state", key: "countyReport" },
  { label: "countyReport (director)", reader: "director", key: "countyReport" },
  { label: "statesSDandSchool states (admin)", reader: "admin", key: "statesSDandSchool" },
  { label: "statesSDandSchool WA districts (state manager)", reader: "state", key: "statesSDandSchool" },
  { label: "statesSDandSchool district schools (director)", reader: "director", key: "statesSDandSchool" },
  { label: "teamMtss (the team of 100)", reader: "manager", key: "teamMtss" },
  { label: "teamGoals (the team of 100)", reader: "manager", key: "teamGoals" },
];

const samples = new Map<string, number[]>();
const record = (key: string, t0: number) => samples.set(key, [...(samples.get(key) ?? []), performance.now() - t0]);

for (const s of setups) {
  describe(`geography reports (${s.driver})`, () => {
    for (const c of CASES) {
      bench(
        c.label,
        async () => {
          const t0 = performance.now();
          await runReport(s.conn.db, s.readers[c.reader], c.key, yearQuery, NOW, "en", { extra: c.extra });
          record(`${s.driver}|${c.label}`, t0);
        },
        { iterations: ITERATIONS, warmupIterations: 1, time: 0 },
      );
    }
    bench(
      "US map: run and PDF",
      async () => {
        const t0 = performance.now();
        const run = await runReport(s.conn.db, s.readers.admin, "map", yearQuery, NOW, "en");
        await reportPdf(run, await reportStrings("en"), "en", NOW);
        record(`${s.driver}|map PDF`, t0);
      },
      { iterations: 5, warmupIterations: 1, time: 0 },
    );
  });
}

afterAll(async () => {
  for (const [key, xs] of samples) console.log(`[reports-geography] ${key}: median ${median(xs).toFixed(0)} ms`);
  for (const s of setups) await s.conn.close();
});
