import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type TConnection } from "@/db/client";
import { events, users } from "@/db/schema";
import { rowsOf } from "@/lib/analysis/sql";
import { DINS_SQL } from "@/lib/reports/families/services/sql";
import { DRIVERS, freshDatabase } from "../support/db";

// Two writers of one counselor's day in different categories at the same time: the second waits for the
// first to commit and then recounts the day's row by group with both events, so the aggregate by group
// equals a recount of the events (instead of failing on the day's row, or keeping only one writer's sum).

const DAY = "2026-03-10";

/** The counselor's day and month by group, beside the same figures counted from their events. */
async function dayAndMonth(conn: TConnection, userId: number) {
  const kept = await rowsOf<Record<string, unknown>>(
    conn.db,
    sql`select grain, d_minutes::int as d, i_minutes::int as i, s_minutes::int as s, n_minutes::int as n, u_minutes::int as u, students::int as students, events::int as events
      from report_group_cells where user_id = ${userId} and ((grain = 'day' and at = ${DAY}::date) or (grain = 'month' and at = date_trunc('month', ${DAY}::date)::date)) order by 1`,
  );
  const counted = await rowsOf<Record<string, unknown>>(
    conn.db,
    sql`select grain, ${sql.join(
      ["D", "I", "S", "N", "U"].map((k) => sql`sum(case when ${DINS_SQL} = ${k} then e.duration_minutes else 0 end)::int as ${sql.raw(k.toLowerCase())}`),
      sql`, `,
    )}, sum(e.students_count)::int as students, count(*)::int as events
      from (values ('day'), ('month')) grains(grain)
      join events e on e.user_id = ${userId} and e.status <> 'cancelled'
        and (case when grain = 'day' then e.date = ${DAY}::date else date_trunc('month', e.date) = date_trunc('month', ${DAY}::date) end)
        and not exists (select 1 from special_dates sd where grain = 'month' and sd.user_id = e.user_id and sd.kind = 'closed' and sd.date = e.date)
      left join use_of_time_categories c on c.id = e.category_id
      left join use_of_time_categories p on p.id = c.parent_id
      left join use_of_time_groups g on g.id = coalesce(p.group_id, c.group_id)
      group by 1 order by 1`,
  );
  return { kept, counted };
}

describe.each(DRIVERS)("the aggregate by group under concurrent writers (%s)", (driver) => {
  let a: TConnection & { url?: string };
  let b: TConnection;
  beforeAll(async () => {
    a = await freshDatabase(driver, { seed: "demo", now: new Date("2026-03-18T12:00:00Z") });
    // PostgreSQL: a second pool on the same database; PGlite has one handle, whose transactions take turns.
    b = a.url ? await openDatabase(a.url) : a;
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
  });

  it("a writer of the same counselor's day waits for the first to commit, and the day and month by group hold both events", async () => {
    const [me] = await a.db.select().from(users).where(eq(users.username, "counselor"));
    const categories = await rowsOf<{ id: number; dins: string }>(
      a.db,
      sql`select c.id, ${DINS_SQL} as dins from use_of_time_categories c left join use_of_time_categories p on p.id = c.parent_id
        left join use_of_time_groups g on g.id = coalesce(p.group_id, c.group_id) where c.parent_id is null and c.leaid is null order by c.id`,
    );
    const direct = categories.find((c) => c.dins === "D");
    const support = categories.find((c) => c.dins === "S");
    expect(direct && support).toBeTruthy();
    const event = (categoryId: number, time: string, minutes: number) => ({
      userId: me.id,
      title: "Concurrent",
      date: DAY,
      time,
      durationMinutes: minutes,
      categoryId,
      studentsCount: 2,
      status: "done" as const,
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = a.db.transaction(async (tx) => {
      await tx.insert(events).values(event(direct!.id, "09:00", 40));
      firstWrote();
      await held;
    });
    await wrote;
    const second = b.db.transaction(async (tx) => {
      await tx.insert(events).values(event(support!.id, "14:00", 25));
    });
    if (b !== a) {
      // The second writer is waiting on the day's row, not done: it waits until the first commits.
      let waiting = 0;
      const deadline = Date.now() + 20_000;
      while (waiting === 0 && Date.now() < deadline) {
        const [row] = await rowsOf<{ n: number | string }>(
          b.db,
          sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%insert into "events"%'`,
        );
        waiting = Number(row?.n ?? 0);
      }
      expect(waiting).toBe(1);
    }
    release();
    await Promise.all([first, second]);
    const { kept, counted } = await dayAndMonth(a, me.id);
    expect(kept).toEqual(counted);
    const day = kept.find((r) => r.grain === "day");
    expect(day).toMatchObject({ d: expect.any(Number), s: expect.any(Number) });
    expect(Number(day?.d)).toBeGreaterThanOrEqual(40);
    expect(Number(day?.s)).toBeGreaterThanOrEqual(25);
  });
});
