// npm run bench: the reports (target: every report of a district's school year answers in
// under 500 ms on PostgreSQL). The benchmark district of bench/support/district.ts (100 counselors,
// one school year of events each, ~156,600 events); every registered report that reads a team runs for
// the manager's whole team over the school year, the others for one counselor, through runReport
// (the registry's query, the role matrix and the subject's resolution), plus the CSV and PDF of the
// monthly analysis. Prints each median.
import { afterAll, bench, describe } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { REPORTS, mayOpenReport } from "@/lib/reports/registry";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import { reportCsv, reportPdf, reportStrings } from "@/lib/reports/export";
import type { TDriverName } from "../tests/support/db";
import { COUNSELORS, openBenchDistrict, YEAR } from "./support/district";
import { benchDrivers, median } from "./support/measure";

const ITERATIONS = 7;
const NOW = new Date("2026-06-15T15:00:00Z");
const yearQuery = ZReportQuery.parse({ period: "custom", from: YEAR.from, to: YEAR.to });
const monthQuery = ZReportQuery.parse({ date: "2026-03-15" });

type TSetup = { driver: TDriverName; conn: TConnection; manager: TUserRow; counselor: TUserRow; admin: TUserRow };

async function setUp(driver: TDriverName): Promise<TSetup> {
  const { conn, ids, managerId } = await openBenchDistrict(driver);
  const byId = async (id: number) => (await conn.db.select().from(users).where(eq(users.id, id)))[0];
  const [admin] = await conn.db.select().from(users).where(eq(users.username, "admin"));
  return { driver, conn, manager: await byId(managerId), counselor: await byId(ids[0]), admin };
}

const drivers = benchDrivers();
const setups: TSetup[] = [];
for (const d of drivers) setups.push(await setUp(d));

const samples = new Map<string, number[]>();

for (const s of setups) {
  describe(`reports (${s.driver})`, () => {
    // BENCH_REPORTS=mtss,referrals: only these reports (comparing runs of a few).
    const only = process.env.BENCH_REPORTS?.split(",");
    for (const def of REPORTS.filter((d) => !only || only.includes(d.key))) {
      const reader = mayOpenReport(s.manager, def) ? s.manager : mayOpenReport(s.counselor, def) ? s.counselor : s.admin;
      const query = def.subjectless
        ? ZReportQuery.parse({})
        : def.periods.offered.includes("custom") || def.periods.offered.includes("schoolYear")
          ? def.periods.offered.includes("custom")
            ? yearQuery
            : ZReportQuery.parse({ date: "2026-03-15", period: "schoolYear" })
          : monthQuery;
      const label = `${def.key} (${def.subjectless ? "admin" : def.team || def.teamOnly ? `the team of ${COUNSELORS}` : "one counselor"})`;
      bench(
        label,
        async () => {
          const t0 = performance.now();
          // The district's state for the reports that take one (mapState); the others' own parameters leave it out.
          await runReport(s.conn.db, reader, def.key, query, NOW, "en", { extra: { state: "WA" } });
          const list = samples.get(`${s.driver}|${label}`) ?? [];
          list.push(performance.now() - t0);
          samples.set(`${s.driver}|${label}`, list);
        },
        { iterations: ITERATIONS, warmupIterations: 1, time: 0 },
      );
    }
    if (!only)
      bench(
        "monthly analysis of the team: CSV and PDF",
        async () => {
          const t0 = performance.now();
          const run = await runReport(s.conn.db, s.manager, "monthlyUseofTimeAnalysis", monthQuery, NOW, "en");
          const t = await reportStrings("en");
          reportCsv(run, t, "en");
          await reportPdf(run, t, "en", NOW);
          const list = samples.get(`${s.driver}|exports`) ?? [];
          list.push(performance.now() - t0);
          samples.set(`${s.driver}|exports`, list);
        },
        { iterations: 5, warmupIterations: 1, time: 0 },
      );
  });
}

afterAll(async () => {
  for (const [key, xs] of samples) console.log(`[reports] ${key}: median ${median(xs).toFixed(0)} ms`);
  for (const s of setups) await s.conn.close();
});
