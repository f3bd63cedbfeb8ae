// The principal's one-page report and the OSCAR brochure on the benchmark district (target:
// the principal report's PDFs render in under 1 s; every report of a school year under 500 ms on
// PostgreSQL). One counselor of bench/support/district.ts (~1,566 events in the school year) with a
// school day, a caseload and SMART goals with results; read by the counselor and by the manager of
// the 100. Prints each median.
import { afterAll, bench, describe } from "vitest";
import { eq } from "drizzle-orm";
import { setSharedConnection, type TConnection } from "@/db/client";
import { periods, schoolProfiles, smartGoals, users, type TUserRow } from "@/db/schema";
import { reportStrings } from "@/lib/reports/export";
import { principalReport } from "@/lib/reports/principal/data";
import { oscarContent } from "@/lib/reports/principal/oscar";
import { renderOscarPdf } from "@/lib/reports/principal/oscar-pdf";
import { renderPrincipalPdf } from "@/lib/reports/principal/pdf";
import { ZPrincipalQuery } from "@/lib/reports/principal/schemas";
import { principalWords } from "@/lib/reports/principal/sentences";
import { freshDatabase, type TDriverName } from "../tests/support/db";
import { seedBenchDistrict } from "./support/district";
import { benchDrivers, median } from "./support/measure";

const ITERATIONS = 7;
const NOW = new Date("2026-06-15T15:00:00Z");

type TSetup = { driver: TDriverName; conn: TConnection; manager: TUserRow; counselor: TUserRow };

async function setUp(driver: TDriverName): Promise<TSetup> {
  const conn = await freshDatabase(driver, { seed: "demo" });
  setSharedConnection(conn);
  const { ids, managerId } = await seedBenchDistrict(conn.db);
  // What the principal report reads besides the events: the school day, the caseload, goals with results.
  await conn.db.insert(periods).values([
    { userId: ids[0], period: 1, start: "07:30:00", end: "11:30:00" },
    { userId: ids[0], period: 2, start: "12:00:00", end: "15:30:00" },
  ]);
  await conn.db.insert(schoolProfiles).values({ userId: ids[0], caseload: 420 });
  await conn.db
    .insert(smartGoals)
    .values(Array.from({ length: 6 }, (_, i) => ({ userId: ids[0], target: `Goal ${i + 1}`, baselineValue: "10", targetValue: "20", resultValue: String(12 + i * 2), resultDate: "2026-05-15" })));
  const byId = async (id: number) => (await conn.db.select().from(users).where(eq(users.id, id)))[0];
  return { driver, conn, manager: await byId(managerId), counselor: await byId(ids[0]) };
}

const drivers = benchDrivers();
const setups: TSetup[] = [];
for (const d of drivers) setups.push(await setUp(d));

const samples = new Map<string, number[]>();
const timed = (key: string, fn: () => Promise<unknown>) => async () => {
  const t0 = performance.now();
  await fn();
  const list = samples.get(key) ?? [];
  list.push(performance.now() - t0);
  samples.set(key, list);
};
const opts = { iterations: ITERATIONS, warmupIterations: 1, time: 0 };

for (const s of setups) {
  describe(`principal report (${s.driver})`, () => {
    const year = ZPrincipalQuery.parse({ period: "schoolYear", date: "2026-03-15" });
    const semester = ZPrincipalQuery.parse({ date: "2026-03-15" });
    const forManager = ZPrincipalQuery.parse({ period: "schoolYear", date: "2026-03-15", user_id: String(s.counselor.id) });
    bench(
      "figures, semester (counselor)",
      timed(`${s.driver}|figures semester`, () => principalReport(s.conn.db, s.counselor, semester, NOW, "en")),
      opts,
    );
    bench(
      "figures, school year (counselor)",
      timed(`${s.driver}|figures school year`, () => principalReport(s.conn.db, s.counselor, year, NOW, "en")),
      opts,
    );
    bench(
      "figures, school year (manager of 100, one counselor)",
      timed(`${s.driver}|figures school year, manager`, () => principalReport(s.conn.db, s.manager, forManager, NOW, "en")),
      opts,
    );
    bench(
      "principal PDF, school year (figures + one page)",
      timed(`${s.driver}|principal PDF school year`, async () => {
        const report = await principalReport(s.conn.db, s.counselor, year, NOW, "en");
        const t = await reportStrings("en");
        await renderPrincipalPdf(report, principalWords(report, t, "en"), t, "en", "2026-06-15");
      }),
      opts,
    );
    bench(
      "OSCAR brochure PDF, school year",
      timed(`${s.driver}|OSCAR PDF school year`, async () => {
        const report = await principalReport(s.conn.db, s.counselor, year, NOW, "en");
        const t = await reportStrings("en");
        await renderOscarPdf(report, oscarContent(report, t, "en"), t, "en", "2026-06-15");
      }),
      opts,
    );
  });
}

afterAll(async () => {
  for (const [key, xs] of samples) console.log(`[principal] ${key}: median ${median(xs).toFixed(0)} ms`);
  for (const s of setups) await s.conn.close();
});
