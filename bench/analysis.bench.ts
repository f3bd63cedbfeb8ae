// npm run bench: the use-of-time analysis at district size (target: the analysis of a district's year stays fast). A district of 100
// counselors with one school year of events each (~1,566 per counselor, ~156,600 in all), then, on
// every available driver (in-memory PGlite always; the PostgreSQL of DATABASE_URL when set):
//   - the district analysis: useOfTimeByCounselor + useOfTime over the 100 counselors for the school year,
//   - one counselor's school year (useOfTime),
//   - a month of calendar events through GET /api/v1/calendar,
// each as bare SQL and through its HTTP route handler (withApi, bearer token) for the ratio API / SQL.
// Prints medians, the ratios, and the EXPLAIN ANALYZE of the analysis queries with whether an index is used.
// Target: each median under 200 ms on PostgreSQL.
import { cpus, loadavg } from "node:os";
import { afterAll, bench, describe } from "vitest";
import { and, asc, between, eq, gte, or, sql } from "drizzle-orm";
import { setSharedConnection, type TConnection, type TDb } from "@/db/client";
import { events } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as analysisRoute } from "@/app/api/v1/analysis/route";
import { byCounselorSql, useOfTimeByCounselor } from "@/lib/analysis/by-counselor";
import { rowsOf } from "@/lib/analysis/sql";
import { teamUseOfTime, teamUseOfTimeSql } from "@/lib/analysis/team";
import { useOfTime, useOfTimeSql } from "@/lib/analysis/use-of-time";
import { freshDatabase, type TDriverName } from "../tests/support/db";
import { COUNSELORS, LEAID, seedBenchDistrict, YEAR } from "./support/district";
import { call } from "../tests/support/api";
import { benchDrivers, median } from "./support/measure";

const MONTH = { start: "2026-03-01", end: "2026-03-31" };
const PASSWORD = "demo-pass-2026";
const ITERATIONS = 15;
const WARMUP = 2;

type TSetup = { driver: TDriverName; conn: TConnection; ids: number[]; counselorId: number; counselorToken: string; managerToken: string; calendarRoute: typeof analysisRoute | null };

async function setUp(driver: TDriverName): Promise<TSetup> {
  const started = performance.now();
  const conn = await freshDatabase(driver, { seed: "demo" });
  setSharedConnection(conn);
  const db = conn.db;
  const { ids } = await seedBenchDistrict(db);
  const [{ n }] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from events`);
  console.log(`[${driver}] ${COUNSELORS} counselors, ${Number(n).toLocaleString("en-US")} events, set up in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const login = async (username: string) => (await call(loginRoute, { body: { username, password: PASSWORD } })).json.token as string;
  // The calendar route is helper F's; measured when present.
  const calendar = (await import("@/app/api/v1/calendar/route").catch(() => null)) as { GET: typeof analysisRoute } | null;
  return { driver, conn, ids, counselorId: ids[0], counselorToken: await login("bench_c1"), managerToken: await login("bench_manager"), calendarRoute: calendar?.GET ?? null };
}

const drivers = benchDrivers();
const setups: TSetup[] = [];
for (const d of drivers) setups.push(await setUp(d));

const samples = new Map<string, number[]>();
async function timed(key: string, fn: () => Promise<void>): Promise<void> {
  const t0 = performance.now();
  await fn();
  const list = samples.get(key) ?? [];
  list.push(performance.now() - t0);
  samples.set(key, list);
}

/** The query listEvents runs (F's lib/calendar/queries.ts), without access checks or JSON shaping. */
async function bareCalendarMonth(db: TDb, userId: number) {
  const { selectEventRows } = await import("@/lib/calendar/to-json");
  return selectEventRows(db)
    .where(
      and(eq(events.userId, userId), between(events.date, "2026-02-28", MONTH.end), or(gte(events.date, MONTH.start), sql`extract(epoch from ${events.time}) / 60 + ${events.durationMinutes} > 1440`)),
    )
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
}

async function explain(db: TDb, label: string, query: ReturnType<typeof sql>): Promise<string> {
  const rows = await rowsOf<Record<string, string>>(db, sql`explain (analyze, costs off) ${query}`);
  const plan = rows.map((r) => Object.values(r)[0]).join("\n");
  const indexes = [...new Set([...plan.matchAll(/(?:Index|Index Only|Bitmap Index) Scan (?:using |on )(\w+)/g)].map((m) => m[1]))];
  return `--- EXPLAIN ${label}: ${/Index/.test(plan) ? `uses an index (${indexes.join(", ")})` : "NO index"} ---\n${plan}`;
}

const pass = (status: number, what: string) => {
  if (status !== 200) throw new Error(`${what} answered ${status}`);
};

for (const s of setups) {
  const db = s.conn.db;
  const opts = { iterations: ITERATIONS, warmupIterations: WARMUP, time: 0, warmupTime: 0 };
  describe(`use-of-time analysis, ${COUNSELORS} counselors × 1 school year (${s.driver})`, () => {
    bench(
      "district: useOfTimeByCounselor + useOfTime (SQL)",
      async () => {
        await timed(`${s.driver}|district|sql`, async () => {
          await useOfTimeByCounselor(db, { userIds: s.ids, ...YEAR });
          await useOfTime(db, { userIds: s.ids, colorLeaid: LEAID, ...YEAR });
        });
      },
      opts,
    );
    bench(
      "district: teamUseOfTime, the same figures from one scan (SQL)",
      async () => {
        await timed(`${s.driver}|district1|sql`, async () => {
          await teamUseOfTime(db, { userIds: s.ids, colorLeaid: LEAID, ...YEAR });
        });
      },
      opts,
    );
    bench(
      "district: GET /api/v1/analysis?scope=team (API)",
      async () => {
        setSharedConnection(s.conn);
        await timed(`${s.driver}|district|api`, async () => {
          const res = await call(analysisRoute, { token: s.managerToken, path: `/api/v1/analysis?scope=team&from=${YEAR.from}&to=${YEAR.to}` });
          pass(res.status, "team analysis");
        });
      },
      opts,
    );
    bench(
      "one counselor's school year: useOfTime (SQL)",
      async () => {
        await timed(`${s.driver}|counselor|sql`, async () => {
          await useOfTime(db, { userIds: [s.counselorId], colorLeaid: LEAID, ...YEAR });
        });
      },
      opts,
    );
    bench(
      "one counselor's school year: GET /api/v1/analysis (API)",
      async () => {
        setSharedConnection(s.conn);
        await timed(`${s.driver}|counselor|api`, async () => {
          const res = await call(analysisRoute, { token: s.counselorToken, path: `/api/v1/analysis?from=${YEAR.from}&to=${YEAR.to}` });
          pass(res.status, "analysis");
        });
      },
      opts,
    );
    if (s.calendarRoute) {
      const route = s.calendarRoute;
      bench(
        "a month of calendar events (SQL)",
        async () => {
          await timed(`${s.driver}|calendar|sql`, async () => {
            await bareCalendarMonth(db, s.counselorId);
          });
        },
        opts,
      );
      bench(
        "a month of calendar events: GET /api/v1/calendar (API)",
        async () => {
          setSharedConnection(s.conn);
          await timed(`${s.driver}|calendar|api`, async () => {
            const res = await call(route, { token: s.counselorToken, path: `/api/v1/calendar?start=${MONTH.start}&end=${MONTH.end}` });
            pass(res.status, "calendar");
          });
        },
        opts,
      );
    }
  });
}

afterAll(async () => {
  const lines: string[] = [];
  for (const s of setups) {
    lines.push(`\n=== ${s.driver}: medians of ${ITERATIONS} runs (target < 200 ms on PostgreSQL) ===`);
    lines.push(
      `machine: ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")} (1/5/15 min): other work on the machine slows every figure`,
    );
    for (const [what, label] of [
      ["district", "district analysis (100 counselors, school year): useOfTimeByCounselor + useOfTime"],
      ["district1", "district analysis (100 counselors, school year): teamUseOfTime (one scan; what the API runs)"],
      ["counselor", "one counselor's school year"],
      ["calendar", "a month of calendar events"],
    ] as const) {
      const bare = median(samples.get(`${s.driver}|${what}|sql`) ?? []);
      // The team API runs teamUseOfTime: its ratio is against that.
      const api = median(samples.get(`${s.driver}|${what === "district1" ? "district" : what}|api`) ?? []);
      if (what === "district") {
        lines.push(`${label}: SQL ${bare.toFixed(1)} ms${bare < 200 ? "" : "  ← over 200 ms"}`);
        continue;
      }
      if (Number.isNaN(api)) {
        lines.push(`${label}: not measured (route missing)`);
        continue;
      }
      lines.push(`${label}: SQL ${bare.toFixed(1)} ms, API ${api.toFixed(1)} ms, ratio API/SQL ${(api / bare).toFixed(2)}${api < 200 ? "" : "  ← over 200 ms"}`);
    }
    lines.push(await explain(s.conn.db, "useOfTimeByCounselor (district, school year)", byCounselorSql({ userIds: s.ids, ...YEAR })));
    lines.push(await explain(s.conn.db, "useOfTime (district, school year)", useOfTimeSql({ userIds: s.ids, colorLeaid: LEAID, ...YEAR })));
    lines.push(await explain(s.conn.db, "teamUseOfTime (district, school year)", teamUseOfTimeSql({ userIds: s.ids, colorLeaid: LEAID, ...YEAR })));
    lines.push(await explain(s.conn.db, "useOfTime (one counselor, school year)", useOfTimeSql({ userIds: [s.counselorId], colorLeaid: LEAID, ...YEAR })));
    // This district is ~97% of the table, so a sequential scan is the right plan for it; with the scan
    // disabled, the plan shows the index path a district in a larger database takes.
    lines.push(
      await s.conn.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return explain(tx as unknown as TDb, "useOfTime (district, school year) with enable_seqscan off", useOfTimeSql({ userIds: s.ids, colorLeaid: LEAID, ...YEAR }));
      }),
    );
  }
  console.log(lines.join("\n"));
  for (const s of setups) await s.conn.close();
});
