// npm run bench: the dashboard's and the published district page's counted time at district size. The
// benchmark district of bench/support/district.ts (BENCH_COUNSELORS counselors, one school year of events
// each; BENCH_KEEP_DB=1 reuses scuta_bench_c<N>), at a fixed moment inside its school year:
//   - one counselor's dashboard periods (this week, month and school year, each with the period before),
//   - the manager's team dashboard (the same periods for the whole team, with its counselor tables),
//   - the team analysis of the school year (teamUseOfTime, what the team API runs),
//   - the published district page's figures: how many counselors recorded time in each period and
//     period before (the privacy floor), then each one's use of time over every counselor,
//   - a control that reads the events and did not change (the reportTime report of the team's year), so
//     runs on a busy machine compare by ratio to it.
// Prints each median.
import { afterAll, bench, describe } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { periodFigures, teamDashboard } from "@/lib/analysis/dashboard";
import { counselorsWithTime } from "@/lib/analysis/public-district";
import { asOfIn, PERIOD_KINDS, periodRange, previousRange } from "@/lib/analysis/rules";
import { teamUseOfTime } from "@/lib/analysis/team";
import { useOfTime } from "@/lib/analysis/use-of-time";
import { ZReportQuery } from "@/lib/reports/period";
import { runReport } from "@/lib/reports/run";
import type { TDriverName } from "../tests/support/db";
import { COUNSELORS, LEAID, openBenchDistrict, YEAR } from "./support/district";
import { benchDrivers, median } from "./support/measure";

const ITERATIONS = 7;
const NOW = new Date("2026-03-18T15:00:00Z");
const yearQuery = ZReportQuery.parse({ period: "custom", from: YEAR.from, to: YEAR.to });

type TSetup = { driver: TDriverName; conn: TConnection; ids: number[]; manager: TUserRow; counselor: TUserRow };

async function setUp(driver: TDriverName): Promise<TSetup> {
  const { conn, ids, managerId } = await openBenchDistrict(driver);
  const byId = async (id: number) => (await conn.db.select().from(users).where(eq(users.id, id)))[0];
  return { driver, conn, ids, manager: await byId(managerId), counselor: await byId(ids[0]) };
}

const drivers = benchDrivers();
const setups: TSetup[] = [];
for (const d of drivers) setups.push(await setUp(d));

const samples = new Map<string, number[]>();

for (const s of setups) {
  const db = s.conn.db;
  const asOf = asOfIn(s.manager.timezone, NOW);
  const runs: [string, () => Promise<unknown>][] = [
    ["one counselor's dashboard periods (periodFigures)", () => periodFigures(db, [s.counselor.id], asOfIn(s.counselor.timezone, NOW), s.counselor, LEAID)],
    [`the team dashboard of ${COUNSELORS} (teamDashboard)`, () => teamDashboard(db, s.manager, NOW)],
    [`the team analysis of ${COUNSELORS}, school year (teamUseOfTime)`, () => teamUseOfTime(db, { userIds: s.ids, ...YEAR, colorLeaid: LEAID, filters: { asOf } })],
    [
      `the published district page of ${COUNSELORS} (counselorsWithTime × 6, then useOfTime × 6)`,
      async () => {
        // What publicDistrictAnalysis computes once it has read the district and its counselors.
        const ranges = PERIOD_KINDS.map((kind) => {
          const range = periodRange(kind, asOf.date);
          return [range, previousRange(kind, range)];
        }).flat();
        await Promise.all(ranges.map((range) => counselorsWithTime(db, s.ids, range, asOf)));
        await Promise.all(ranges.map((range) => useOfTime(db, { userIds: s.ids, colorLeaid: LEAID, filters: { asOf }, ...range })));
      },
    ],
    [`control, unchanged: reportTime of the team of ${COUNSELORS}, school year`, () => runReport(db, s.manager, "reportTime", yearQuery, NOW, "en")],
  ];
  describe(`dashboard and published district figures, ${COUNSELORS} counselors (${s.driver})`, () => {
    for (const [label, run] of runs) {
      bench(
        label,
        async () => {
          const t0 = performance.now();
          await run();
          const list = samples.get(`${s.driver}|${label}`) ?? [];
          list.push(performance.now() - t0);
          samples.set(`${s.driver}|${label}`, list);
        },
        { iterations: ITERATIONS, warmupIterations: 1, time: 0, warmupTime: 0 },
      );
    }
  });
}

afterAll(async () => {
  const lines = [`\n=== dashboard and published district figures: medians of ${ITERATIONS} runs, ${COUNSELORS} counselors ===`];
  for (const [key, list] of samples) lines.push(`${key}: ${median(list).toFixed(1)} ms`);
  console.log(lines.join("\n"));
  for (const s of setups) await s.conn.close();
});
