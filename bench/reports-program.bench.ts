// The program family, the annual calendar and the charts pivot (target: each report of a
// district's school year < 500 ms on PostgreSQL). The benchmark district (bench/support/district.ts:
// 100 counselors, ~156,600 events) plus, per counselor: 4 lessons and a curriculum of them with planned
// dates, every Monday's first activity a delivery of one of them, 3 SMART goals with results and a data
// analysis, an annual conference agreeing on two of them, 60 student clients, a weekly schedule item
// linked to its Wednesday duty events, and a weekly event series. Team reports run for the manager's
// 100 counselors over the school year; reportAdmin and annualCalendar for one counselor. Prints each median.
import { afterAll, bench, describe } from "vitest";
import { eq, sql } from "drizzle-orm";
import { setSharedConnection, type TConnection } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import { freshDatabase, type TDriverName } from "../tests/support/db";
import { seedBenchDistrict, YEAR } from "./support/district";
import { benchDrivers, median } from "./support/measure";

const ITERATIONS = 7;
const NOW = new Date("2026-06-15T15:00:00Z");
const yearQuery = ZReportQuery.parse({ period: "custom", from: YEAR.from, to: YEAR.to });

type TSetup = { driver: TDriverName; conn: TConnection; manager: TUserRow; counselor: TUserRow };

/** The program data of every bench counselor, in a few INSERT … SELECT statements. */
async function seedProgram(conn: TConnection, ids: number[]) {
  const db = conn.db;
  const arr = sql.raw(`ARRAY[${ids.join(",")}]::int[]`);
  await db.execute(sql`insert into lessons (user_id, name, academic) select u, 'Lesson ' || n, true from unnest(${arr}) u, generate_series(1, 4) n`);
  await db.execute(sql`insert into curricula (user_id, name, outcome_data) select u, 'Unit', 'Outcome' from unnest(${arr}) u`);
  await db.execute(sql`
    insert into curriculum_lessons (curriculum_id, lesson_id, planned_date, position)
    select c.id, l.id, (date '2025-09-01' + (row_number() over (partition by c.id order by l.id))::int * 60), (row_number() over (partition by c.id order by l.id))::int
    from curricula c join lessons l on l.user_id = c.user_id where c.user_id = any(${arr})`);
  // Every Monday's first activity delivers one of the counselor's lessons to grade 9 or 10.
  await db.execute(sql`
    update events e set lesson_id = (select l.id from lessons l where l.user_id = e.user_id order by l.id offset (extract(week from e.date)::int % 4) limit 1),
      grade_id = 9 + (extract(week from e.date)::int % 2)
    where e.user_id = any(${arr}) and extract(isodow from e.date) = 1 and e.title = 'Activity 0'`);
  await db.execute(sql`
    insert into data_analysis_items (user_id, name, type, type_name, closing_the_gap) select u, 'Attendance', 'attendance', 'Attendance', true from unnest(${arr}) u`);
  await db.execute(sql`
    insert into smart_goals (user_id, data_analysis_id, target, baseline_value, target_value, result_value, date_baseline, date_target, result_date)
    select d.user_id, d.id, 'goal ' || n, 80 + n, 90 - n, 85 + n, '2025-09-15', date '2026-03-01' + n * 30, date '2026-03-05' + n * 30
    from data_analysis_items d, generate_series(1, 3) n where d.user_id = any(${arr})`);
  await db.execute(sql`
    insert into annual_conferences (user_id, school_year, caseload, direct_indirect_pct, non_counseling_duties, smart_goal_ids, goals)
    select u, 2025, 250, 80, 'Lunch duty', (select jsonb_agg(g.id) from (select id from smart_goals where user_id = u order by id limit 2) g), 'Attendance' from unnest(${arr}) u`);
  await db.execute(sql`
    insert into clients (user_id, type, name, grade_id, counts, count)
    select u, 'student', 'Student ' || n, 9 + n % 4, '{}'::jsonb, 1 from unnest(${arr}) u, generate_series(1, 60) n`);
  await db.execute(sql`
    insert into schedule_items (user_id, title, frequency, weekday, start_time, end_time, start_date, end_date)
    select u, 'Lunch duty', 'weekly', 3, '12:00', '13:00', ${YEAR.from}, ${YEAR.to} from unnest(${arr}) u`);
  await db.execute(sql`
    insert into schedule_item_events (schedule_item_id, event_id)
    select si.id, e.id from schedule_items si join events e on e.user_id = si.user_id
    where si.user_id = any(${arr}) and extract(isodow from e.date) = 3 and e.title = 'Activity 5'`);
  await db.execute(sql`insert into event_series (user_id, rule) select u, '{"freq":"weekly"}'::jsonb from unnest(${arr}) u`);
  await db.execute(sql`
    update events e set series_id = (select s.id from event_series s where s.user_id = e.user_id limit 1)
    where e.user_id = any(${arr}) and extract(isodow from e.date) = 2 and e.title = 'Activity 1'`);
  await db.execute(sql`analyze`);
}

async function setUp(driver: TDriverName): Promise<TSetup> {
  const conn = await freshDatabase(driver, { seed: "demo" });
  setSharedConnection(conn);
  const { ids, managerId } = await seedBenchDistrict(conn.db);
  await seedProgram(conn, ids);
  const byId = async (id: number) => (await conn.db.select().from(users).where(eq(users.id, id)))[0];
  return { driver, conn, manager: await byId(managerId), counselor: await byId(ids[0]) };
}

const drivers = benchDrivers();
const setups: TSetup[] = [];
for (const d of drivers) setups.push(await setUp(d));

const samples = new Map<string, number[]>();

type TCase = { key: string; who: "manager" | "counselor"; extra?: Record<string, string>; label: string };
const CASES: TCase[] = [
  // The machine's yardstick: an existing team report over the same events.
  { key: "teamUseOfTime", who: "manager", label: "baseline: teamUseOfTime (the team of 100)" },
  { key: "mbActionPlan", who: "manager", label: "mbActionPlan (the team of 100)" },
  { key: "programEvaluation", who: "manager", label: "programEvaluation (the team of 100)" },
  { key: "re", who: "manager", label: "re (the team of 100)" },
  { key: "reportAdmin", who: "counselor", label: "reportAdmin (one counselor)" },
  { key: "annualCalendar", who: "counselor", label: "annualCalendar (one counselor)" },
  { key: "charts", who: "manager", extra: { metric: "hours", groupBy: "group", chart: "bar" }, label: "charts hours × group (the team of 100)" },
  { key: "charts", who: "manager", extra: { metric: "minutes", groupBy: "category", chart: "stackedBar" }, label: "charts minutes × category stacked by month (the team of 100)" },
  { key: "charts", who: "manager", extra: { metric: "events", groupBy: "tier", chart: "horizontalBar" }, label: "charts events × tier (the team of 100)" },
  { key: "charts", who: "manager", extra: { metric: "students", groupBy: "grade", chart: "line" }, label: "charts students × grade by month (the team of 100)" },
  { key: "charts", who: "manager", extra: { metric: "hours", groupBy: "counselor", chart: "bar" }, label: "charts hours × counselor (the team of 100)" },
];

for (const s of setups) {
  describe(`reports: program, calendar, charts (${s.driver})`, () => {
    for (const c of CASES) {
      bench(
        c.label,
        async () => {
          const t0 = performance.now();
          await runReport(s.conn.db, c.who === "manager" ? s.manager : s.counselor, c.key, yearQuery, NOW, "en", { extra: c.extra });
          const list = samples.get(`${s.driver}|${c.label}`) ?? [];
          list.push(performance.now() - t0);
          samples.set(`${s.driver}|${c.label}`, list);
        },
        { iterations: ITERATIONS, warmupIterations: 1, time: 0 },
      );
    }
  });
}

afterAll(async () => {
  for (const [key, xs] of samples) console.log(`[reports-program] ${key}: median ${median(xs).toFixed(0)} ms`);
  for (const s of setups) await s.conn.close();
});
