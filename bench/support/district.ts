import { and, eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { migrateDatabase, openDatabase, setSharedConnection, type TConnection, type TDb } from "@/db/client";
import { categoryColors, managedUsers, memberships, schoolDistricts, users } from "@/db/schema";
import { seedReference } from "@/db/seed/run";
import { seedDemo } from "@/db/seed/demo";
import { freshDatabase, type TDriverName } from "../../tests/support/db";

// The benchmark district (reused by the reports benchmarks): COUNSELORS counselors of one district with
// one school year of weekday events each (~1,566 per counselor), a manager who manages them all, eight
// days closed each, and the district's own colours of two categories.

/** The district's size: BENCH_COUNSELORS (default 100; 1,000 is a large urban district). */
export const COUNSELORS = benchCounselors(process.env.BENCH_COUNSELORS);

function benchCounselors(value: string | undefined): number {
  const n = value ? Number(value) : 100;
  if (!Number.isInteger(n) || n < 1) throw new Error(`BENCH_COUNSELORS must be a positive whole number, not ${value}`);
  return n;
}
export const YEAR = { from: "2025-08-01", to: "2026-07-31" };
export const LEAID = "9900001";

/** One school year of weekday events for each of the counselors, in ONE INSERT … SELECT generate_series. */
export function yearOfEvents(userIds: number | readonly number[]) {
  const ids = typeof userIds === "number" ? [userIds] : userIds;
  return sql`
    insert into events (user_id, title, date, time, duration_minutes, category_id, students_count, male_count, female_count, status, source)
    select u, 'Activity ' || k, d::date,
      make_time(7 + k + (k / 3), ((k * 17 + u) % 4) * 15, 0),
      20 + ((k * 7 + extract(doy from d)::int + u) % 5) * 10,
      1 + ((k * 5 + extract(doy from d)::int + u) % 15),
      case when k in (0, 2) then (k + extract(doy from d)::int) % 25 else k % 2 end, 0, 0,
      case when (extract(doy from d)::int + k + u) % 40 = 0 then 'cancelled' when d < '2026-03-01' then 'done' else 'planned' end,
      'event'
    from unnest(${sql.raw(`ARRAY[${ids.join(",")}]`)}::int[]) as u, generate_series(${YEAR.from}::date, ${YEAR.to}::date, interval '1 day') as d, generate_series(0, 5) as k
    where extract(isodow from d) < 6
    order by u, d, k`;
}

/**
 * The manager and the counselors are active members of the district: a manager's team is the counselors
 * assigned to them who are active members of their district (without these rows the team is empty).
 * Idempotent: a kept district seeded before the rows existed gets them on its next run.
 */
async function benchMemberships(db: TDb, ids: readonly number[], managerId: number): Promise<void> {
  const have = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.leaid, LEAID), eq(memberships.status, "active")));
  const present = new Set(have.map((r) => r.userId));
  const rows = [...ids.map((userId) => ({ userId, roleId: 1 })), { userId: managerId, roleId: 2 }]
    .filter((r) => !present.has(r.userId))
    .map((r) => ({ ...r, leaid: LEAID, status: "active" as const, source: "admin" as const, decidedAt: new Date() }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(memberships).values(rows.slice(i, i + 1000));
}

/** Seeds the district into a demo database; answers the counselors' ids and the manager's id. */
export async function seedBenchDistrict(db: TDb): Promise<{ ids: number[]; managerId: number }> {
  const [demo] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, "counselor"));
  await db.insert(schoolDistricts).values({ leaid: LEAID, name: "Bench Unified School District", state: "WA" }).onConflictDoNothing();
  // The district's own colours of two ASCA categories: every read joins category_colors.
  await db
    .insert(categoryColors)
    .values([
      { leaid: LEAID, categoryId: 3, color: "#0a0b0c" },
      { leaid: LEAID, categoryId: 7, color: "#334455" },
    ])
    .onConflictDoNothing();
  const base = { passwordHash: demo.hash, active: true, expires: "2099-07-31", leaid: LEAID, timezone: "America/Los_Angeles" };
  // A thousand counselors per statement: a statement holds at most 65,535 parameters (10,000 counselors hold 90,000).
  const ids: number[] = [];
  for (let from = 0; from < COUNSELORS; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, COUNSELORS - from) }, (_, k) => from + k + 1);
    const inserted = await db
      .insert(users)
      .values(batch.map((n) => ({ ...base, username: `bench_c${n}`, email: `bench_c${n}@bench.test`, firstName: `Counselor${n}`, lastName: "Bench", roleId: 1 })))
      .returning({ id: users.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const [manager] = await db
    .insert(users)
    .values({ ...base, username: "bench_manager", email: "bench_manager@bench.test", roleId: 2 })
    .returning({ id: users.id });
  await db.insert(managedUsers).values(ids.map((userId) => ({ managerId: manager.id, userId })));
  await benchMemberships(db, ids, manager.id);
  // A hundred counselors per statement: set-based, and the same rows in the same order as one per counselor.
  for (let i = 0; i < ids.length; i += 100) await db.execute(yearOfEvents(ids.slice(i, i + 100)));
  // Eight days closed each (holidays), which the analysis excludes.
  await db.execute(sql`
    insert into special_dates (user_id, kind, date, label)
    select u, 'closed', d::date, 'Holiday' from unnest(${sql.raw(`ARRAY[${ids.join(",")}]`)}::int[]) as u,
      unnest(array['2025-09-01', '2025-11-27', '2025-11-28', '2025-12-22', '2025-12-23', '2026-01-19', '2026-02-16', '2026-05-25']) as d`);
  await db.execute(sql`analyze`);
  return { ids, managerId: manager.id };
}

/**
 * The bench district's database. By default a fresh copy of the demo database (dropped at the end).
 * With BENCH_KEEP_DB=1 on PostgreSQL the seeded district is kept between runs in its own database,
 * scuta_bench_c<COUNSELORS> beside DATABASE_URL's: made, migrated and seeded on the first run, only
 * migrated on later ones (drop it by hand to start over: `dropdb scuta_bench_c1000`).
 */
export async function openBenchDistrict(driver: TDriverName): Promise<{ conn: TConnection; ids: number[]; managerId: number }> {
  if (driver !== "postgres" || process.env.BENCH_KEEP_DB !== "1") {
    const conn = await freshDatabase(driver, { seed: "demo" });
    setSharedConnection(conn);
    const started = performance.now();
    const seeded = await seedBenchDistrict(conn.db);
    console.log(`[bench] ${driver}: ${COUNSELORS} counselors seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { conn, ...seeded };
  }
  const name = `scuta_bench_c${COUNSELORS}`;
  const url = new URL(process.env.DATABASE_URL as string);
  const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    const [row] = await admin<{ n: number }[]>`select count(*)::int as n from pg_database where datname = ${name}`;
    if (row.n === 0) await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  const conn = await openDatabase(url.toString());
  setSharedConnection(conn);
  await migrateDatabase(conn);
  // A migration may have (re)built the reports' aggregates since the district was seeded: their statistics
  // are taken now, as the seeding takes everyone's, so the planner reads them by their real size.
  await conn.db.execute(sql`analyze report_event_days, report_event_months, report_group_cells`);
  const [manager] = await conn.db.select({ id: users.id }).from(users).where(eq(users.username, "bench_manager"));
  if (manager) {
    const rows = await conn.db.select({ userId: managedUsers.userId }).from(managedUsers).where(eq(managedUsers.managerId, manager.id));
    const ids = rows.map((r) => r.userId).sort((a, b) => a - b);
    if (ids.length !== COUNSELORS) throw new Error(`${name} holds ${ids.length} bench counselors, not ${COUNSELORS}: drop it to start over`);
    await benchMemberships(conn.db, ids, manager.id);
    console.log(`[bench] postgres: the kept district ${name} (${COUNSELORS} counselors)`);
    return { conn, ids, managerId: manager.id };
  }
  const started = performance.now();
  const now = new Date();
  const [anyUser] = await conn.db.select({ id: users.id }).from(users).limit(1);
  if (!anyUser) {
    await seedReference(conn.db);
    await seedDemo(conn.db, now);
  }
  const seeded = await seedBenchDistrict(conn.db);
  console.log(`[bench] postgres: ${COUNSELORS} counselors seeded into ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s (kept)`);
  return { conn, ...seeded };
}
