// The services and tiers family (target: every report of a district's school year answers in under
// 500 ms on PostgreSQL). The benchmark district of bench/support/district.ts
// (100 counselors, one school year each, ~156,600 events) plus what these reports read: each counselor's
// caseload (40 students, 4 groups of 8), a lesson with domain flags planned by a curriculum, two
// partners, and events given clients, explicit tiers, domains, lessons and referral fields by
// UPDATE … WHERE id % n. Each report runs for the manager's whole team ("All") and for one counselor.
import { afterAll, bench, describe } from "vitest";
import { eq } from "drizzle-orm";
import { setSharedConnection, type TConnection } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import { SERVICES_REPORTS } from "@/lib/reports/families/services";
import { freshDatabase, type TDriverName } from "../tests/support/db";
import { seedBenchDistrict, YEAR } from "./support/district";
import { seedServices } from "./support/services";
import { benchDrivers, median } from "./support/measure";

const ITERATIONS = 7;
const NOW = new Date("2026-06-15T15:00:00Z");
const yearQuery = ZReportQuery.parse({ period: "custom", from: YEAR.from, to: YEAR.to });

type TSetup = { driver: TDriverName; conn: TConnection; manager: TUserRow; counselor: TUserRow };

async function setUp(driver: TDriverName): Promise<TSetup> {
  const conn = await freshDatabase(driver, { seed: "demo" });
  setSharedConnection(conn);
  const { ids, managerId } = await seedBenchDistrict(conn.db);
  await seedServices(conn, ids);
  const byId = async (id: number) => (await conn.db.select().from(users).where(eq(users.id, id)))[0];
  return { driver, conn, manager: await byId(managerId), counselor: await byId(ids[0]) };
}

const drivers = benchDrivers();
const setups: TSetup[] = [];
for (const d of drivers) setups.push(await setUp(d));

const samples = new Map<string, number[]>();

for (const s of setups) {
  describe(`reports: services (${s.driver})`, () => {
    for (const def of SERVICES_REPORTS) {
      for (const who of ["team", "counselor"] as const) {
        const label = `${def.key} (${who === "team" ? "the team of 100" : "one counselor"})`;
        const reader = who === "team" ? s.manager : s.counselor;
        const query = who === "team" ? ZReportQuery.parse({ period: "custom", from: YEAR.from, to: YEAR.to, scope: "team" }) : yearQuery;
        bench(
          label,
          async () => {
            const t0 = performance.now();
            await runReport(s.conn.db, reader, def.key, query, NOW, "en");
            const list = samples.get(`${s.driver}|${label}`) ?? [];
            list.push(performance.now() - t0);
            samples.set(`${s.driver}|${label}`, list);
          },
          { iterations: ITERATIONS, warmupIterations: 1, time: 0 },
        );
      }
    }
  });
}

afterAll(async () => {
  for (const [key, xs] of samples) console.log(`[reports-services] ${key}: median ${median(xs).toFixed(0)} ms`);
  for (const s of setups) await s.conn.close();
});
