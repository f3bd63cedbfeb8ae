import { eq, sql } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { categoryColors, managedUsers, schoolDistricts, users } from "@/db/schema";

// The benchmark district (issue 5 "Speed", reused by the reports benchmark): COUNSELORS counselors of
// one district with one school year of weekday events each (~1,566 per counselor), a manager who
// manages them all, eight days closed each, and the district's own colours of two categories.

export const COUNSELORS = 100;
export const YEAR = { from: "2025-08-01", to: "2026-07-31" };
export const LEAID = "9900001";

/** One school year of weekday events for one counselor, in ONE INSERT … SELECT generate_series. */
export function yearOfEvents(userId: number) {
  return sql`
    insert into events (user_id, title, date, time, duration_minutes, category_id, students_count, male_count, female_count, status, source)
    select ${userId}, 'Activity ' || k, d::date,
      make_time(7 + k + (k / 3), ((k * 17 + ${userId}) % 4) * 15, 0),
      20 + ((k * 7 + extract(doy from d)::int + ${userId}) % 5) * 10,
      1 + ((k * 5 + extract(doy from d)::int + ${userId}) % 15),
      case when k in (0, 2) then (k + extract(doy from d)::int) % 25 else k % 2 end, 0, 0,
      case when (extract(doy from d)::int + k + ${userId}) % 40 = 0 then 'cancelled' when d < '2026-03-01' then 'done' else 'planned' end,
      'event'
    from generate_series(${YEAR.from}::date, ${YEAR.to}::date, interval '1 day') as d, generate_series(0, 5) as k
    where extract(isodow from d) < 6`;
}

/** Seeds the district into a demo database; answers the counselors' ids and the manager's id. */
export async function seedBenchDistrict(db: TDb): Promise<{ ids: number[]; managerId: number }> {
  const [demo] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, "counselor"));
  await db.insert(schoolDistricts).values({ leaid: LEAID, name: "Bench Unified School District", state: "WA" }).onConflictDoNothing();
  // The district's own colours of two ASCA categories: every read joins category_colors.
  await db.insert(categoryColors).values([{ leaid: LEAID, categoryId: 3, color: "#0a0b0c" }, { leaid: LEAID, categoryId: 7, color: "#334455" }]).onConflictDoNothing();
  const base = { passwordHash: demo.hash, active: true, expires: "2099-07-31", leaid: LEAID, timezone: "America/Los_Angeles" };
  const inserted = await db
    .insert(users)
    .values(Array.from({ length: COUNSELORS }, (_, i) => ({ ...base, username: `bench_c${i + 1}`, email: `bench_c${i + 1}@bench.test`, firstName: `Counselor${i + 1}`, lastName: "Bench", roleId: 1 })))
    .returning({ id: users.id });
  const ids = inserted.map((r) => r.id);
  const [manager] = await db
    .insert(users)
    .values({ ...base, username: "bench_manager", email: "bench_manager@bench.test", roleId: 2 })
    .returning({ id: users.id });
  await db.insert(managedUsers).values(ids.map((userId) => ({ managerId: manager.id, userId })));
  for (const id of ids) await db.execute(yearOfEvents(id));
  // Eight days closed each (holidays), which the analysis excludes.
  await db.execute(sql`
    insert into special_dates (user_id, kind, date, label)
    select u, 'closed', d::date, 'Holiday' from unnest(${sql.raw(`ARRAY[${ids.join(",")}]`)}::int[]) as u,
      unnest(array['2025-09-01', '2025-11-27', '2025-11-28', '2025-12-22', '2025-12-23', '2026-01-19', '2026-02-16', '2026-05-25']) as d`);
  await db.execute(sql`analyze`);
  return { ids, managerId: manager.id };
}
