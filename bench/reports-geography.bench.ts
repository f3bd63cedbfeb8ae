// The geography reports (target: each report of a district's school year under 500 ms on PostgreSQL,
// a state manager's over 10,000 counselors under 1 s). The benchmark district of
// bench/support/district.ts (BENCH_COUNSELORS counselors, default 100, ~1,566 events each; BENCH_KEEP_DB=1
// keeps it), placed here in four schools of two WA counties, managed by the bench manager and a director
// of the district; a WA state manager; the demo's admin. The director and the state manager hold granted
// memberships of the district and of WA, as an administrator grants them (without them they read nothing).
// Each report runs over the school year through runReport, plus the US map's PDF (the map drawn by @react-pdf).
import { afterAll, bench, describe } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { managedUsers, schools, users, type TUserRow } from "@/db/schema";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import { reportPdf, reportStrings } from "@/lib/reports/export";
import type { TDriverName } from "../tests/support/db";
import { grantForTest } from "../tests/support/memberships";
import { COUNSELORS, LEAID, openBenchDistrict, YEAR } from "./support/district";
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

/** A reader of the bench, made once (a kept district already holds it). */
async function benchReader(db: TConnection["db"], values: typeof users.$inferInsert): Promise<TUserRow> {
  const [found] = await db.select().from(users).where(eq(users.username, values.username));
  return found ?? (await db.insert(users).values(values).returning())[0];
}

async function setUp(driver: TDriverName): Promise<TSetup> {
  const { conn, ids, managerId } = await openBenchDistrict(driver);
  const db = conn.db;
  await db
    .insert(schools)
    .values(SCHOOLS.map((s) => ({ ...s, leaid: LEAID, zip: "98101", state: "WA" })))
    .onConflictDoNothing();
  // A quarter of the counselors in each school; all of them in WA.
  for (let i = 0; i < SCHOOLS.length; i += 1) {
    const mine = ids.filter((_, k) => k % SCHOOLS.length === i);
    for (let from = 0; from < mine.length; from += 1000) {
      await db
        .update(users)
        .set({ ncessch: SCHOOLS[i].ncessch, schoolName: SCHOOLS[i].schnam, state: "WA" })
        .where(inArray(users.id, mine.slice(from, from + 1000)));
    }
  }
  const base = { active: true, expires: "2099-07-31", leaid: LEAID, state: "WA" };
  const director = await benchReader(db, { ...base, username: "bench_director", email: "bench_director@bench.test", roleId: 9 });
  const stateManager = await benchReader(db, { ...base, leaid: null, username: "bench_state", email: "bench_state@bench.test", roleId: 12 });
  // Their places are granted, as an administrator grants them: a director reads their district, a state manager their state.
  await grantForTest(db, director.id, 9, { leaid: LEAID });
  await grantForTest(db, stateManager.id, 12, { state: "WA" });
  for (let from = 0; from < ids.length; from += 1000) {
    await db
      .insert(managedUsers)
      .values(ids.slice(from, from + 1000).map((userId) => ({ managerId: director.id, userId })))
      .onConflictDoNothing();
  }
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
  { label: `teamUseOfTime (baseline, the team of ${COUNSELORS})`, reader: "manager", key: "teamUseOfTime" },
  { label: "map (admin, every state)", reader: "admin", key: "map" },
  { label: "mapState WA (state manager)", reader: "state", key: "mapState", extra: { state: "WA" } },
  { label: "countyReport (admin, all counties)", reader: "admin", key: "countyReport" },
  { label: "countyReport (state manager)", reader: "state", key: "countyReport" },
  { label: "countyReport (director)", reader: "director", key: "countyReport" },
  { label: "statesSDandSchool states (admin)", reader: "admin", key: "statesSDandSchool" },
  { label: "statesSDandSchool WA districts (state manager)", reader: "state", key: "statesSDandSchool" },
  { label: "statesSDandSchool district schools (director)", reader: "director", key: "statesSDandSchool" },
  { label: `teamMtss (the team of ${COUNSELORS})`, reader: "manager", key: "teamMtss" },
  { label: `teamGoals (the team of ${COUNSELORS})`, reader: "manager", key: "teamGoals" },
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
  // A case that threw has no sample: the run says so instead of leaving it out.
  const missing = setups.flatMap((s) => CASES.map((c) => `${s.driver}|${c.label}`)).filter((key) => !samples.has(key));
  if (missing.length) console.error(`[reports-geography] no sample (the report failed): ${missing.join("; ")}`);
  for (const s of setups) await s.conn.close();
});
