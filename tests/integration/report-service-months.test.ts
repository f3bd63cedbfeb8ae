import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { clients, events, lessons, specialDates, users, type TUserRow } from "@/db/schema";
import { rowsOf, type TEventFilter } from "@/lib/analysis/sql";
import type { TAsOf } from "@/lib/analysis/rules";
import { rebuildReportAggregates } from "@/lib/reports/aggregates";
import { firstReferralsCte, serviceCategoryIds, servicesCte, STAGE_JOIN, STAGE_SQL, TIER_SQL, tierKey, type TServicesOptions } from "@/lib/reports/families/services/sql";
import { tierOf } from "@/lib/reports/services-rules";
import type { TReportContext, TReportFilters } from "@/lib/reports/types";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { seededRandom } from "../support/random";

// The services reports' aggregate (report_service_months): after random writes of events (with and
// without a student, group or lesson; tiers, students, domains, referral directions; moved across
// months, cancelled, deleted) and days closed and reopened, it equals a recount of the events; the
// services rows read through it sum to the same figures (by month, tier, domain, stage; and by counselor)
// as the events read one by one, for ranges with whole months and partial ones and either side of the
// recorded/planned boundary; and the tier it holds is the tier rule of an event without a client.

const NOW = new Date("2026-04-08T19:30:00Z");
const ASOF: TAsOf = { date: "2026-04-08", time: "12:30" };

/** Days from 2026-01-20 to 2026-04-30: the writes fall in four months. */
const day = (n: number) => new Date(Date.UTC(2026, 0, 20 + n)).toISOString().slice(0, 10);
const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** The aggregate beside a recount of the events without client and lesson, days closed left out. */
async function cellsAndRecount(conn: TConnection, userIds: number[]): Promise<[unknown[], unknown[]]> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const kept = await rowsOf(
    conn.db,
    sql`select user_id, to_char(month, 'YYYY-MM-DD') as month, category_id, tier::int as tier, domain, referral_direction,
        sessions::int as sessions, minutes::int as minutes, students::int as students
      from report_service_months where user_id in (${ids}) and (sessions <> 0 or minutes <> 0 or students <> 0)
      order by 1, 2, 3 nulls first, 4, 5 nulls first, 6 nulls first`,
  );
  const counted = await rowsOf(
    conn.db,
    sql`select user_id, to_char(date_trunc('month', date), 'YYYY-MM-DD') as month, category_id,
        (case when tier in (1, 2, 3) then tier when students_count = 1 then 3 when students_count between 2 and 12 then 2 when students_count > 12 then 1 else 0 end)::int as tier,
        domain::text as domain, referral_direction::text as referral_direction,
        count(*)::int as sessions, sum(duration_minutes)::int as minutes, sum(students_count)::int as students
      from events e where status <> 'cancelled' and client_id is null and lesson_id is null and user_id in (${ids})
        and not exists (select 1 from special_dates sd where sd.user_id = e.user_id and sd.kind = 'closed' and sd.date = e.date)
      group by 1, 2, 3, 4, 5, 6
      order by 1, 2, 3 nulls first, 4, 5 nulls first, 6 nulls first`,
  );
  return [kept, counted];
}

/** A report context for servicesCte: whose events, over which range, with which filters. */
function contextOf(userIds: number[], from: string, to: string, filters: Partial<TReportFilters> & TEventFilter): TReportContext {
  return { userIds, range: { from, to }, filters: { grade: null, categoryId: null, ncessch: null, doneOnly: false, studyDaysOnly: false, ...filters } } as unknown as TReportContext;
}

/** The services rows summed as the reports sum them: by month, domain, category, tier, group letter, referral direction and stage; or by counselor, category, tier and group letter. */
async function serviceSums(conn: TConnection, ctx: TReportContext, opts: TServicesOptions, by: "byMonth" | "byCounselor", referralIds: number[]): Promise<unknown[]> {
  const byCounselor = by === "byCounselor";
  return rowsOf(
    conn.db,
    sql`with ${servicesCte(ctx, opts)}, ${firstReferralsCte(ctx.userIds, referralIds)},
      staged as (select s.*, ${STAGE_SQL} as stage from svc s ${STAGE_JOIN})
      select ${byCounselor ? sql`user_id, null` : sql`to_char(date_trunc('month', day::timestamp), 'YYYY-MM') as month, domain::text`} as domain, category_id, tier, dins,
        ${byCounselor ? sql`null` : sql`referral_direction::text`} as referral_direction, ${byCounselor ? sql`null` : sql`stage`} as stage,
        sum(sessions)::int as sessions, round(sum(minutes)::numeric, 6)::float8 as minutes, sum(students)::int as students
      from staged group by 1, 2, 3, 4, 5, 6, 7
      order by 1, 2 nulls first, 3 nulls first, 4, 5, 6 nulls first, 7 nulls first`,
  );
}

describe.each(DRIVERS)("report_service_months (%s)", (driver) => {
  let conn: TConnection;
  let me: TUserRow;
  let other: TUserRow;
  let categories: number[] = [];
  let referralIds: number[] = [];
  let clientIds: number[] = [];
  let lessonIds: number[] = [];

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    [me] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    [other] = await conn.db.select().from(users).where(eq(users.username, "expiring"));
    const lists = await serviceCategoryIds(conn.db);
    referralIds = lists.referral;
    // Direct and indirect, crisis and referral categories, and one neither of the services reports counts.
    categories = [...new Set([...lists.directIndirect.slice(0, 4), ...lists.continuum.slice(0, 6), ...lists.referral])];
    clientIds = (await conn.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, me.id))).map((c) => c.id);
    lessonIds = (await conn.db.select({ id: lessons.id }).from(lessons).limit(3)).map((l) => l.id);
  });
  afterAll(async () => conn.close());

  it("holds the tier rule of an event without a client (report_event_tier), and TIER_SQL gives tierOf's tier for every event", async () => {
    const rows = await rowsOf<{ t: number | null; s: number; tier: number }>(
      conn.db,
      sql`select t, s, report_event_tier(t::smallint, s)::int as tier from (values (null::int), (1), (2), (3)) a(t), generate_series(0, 16) s`,
    );
    expect(rows.length).toBe(68);
    for (const r of rows) expect(tierKey(r.tier), `${r.t} ${r.s}`).toBe(tierOf({ tier: r.t, clientType: null, clientCount: null, students: r.s }));
  });

  it("after random writes and days closed it equals a recount, and the services rows through it sum as the events do", async () => {
    expect(categories.length).toBeGreaterThan(3);
    expect(clientIds.length).toBeGreaterThan(1);
    expect(lessonIds.length).toBeGreaterThan(0);
    const rnd = seededRandom(driver === "pglite" ? 40 : 41);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
    const mine: number[] = [];
    const ops: Record<string, number> = {};
    const closed: string[] = [];
    const eventValues = (userId: number, i: number) => ({
      userId,
      title: `Service ${i}`,
      date: day(Math.floor(rnd() * 100)),
      time: hm(pick([8 * 60, 10 * 60 + 15, 14 * 60, 23 * 60])),
      durationMinutes: pick([15, 30, 45, 90, 120]),
      categoryId: pick([...categories, null]),
      clientId: rnd() < 0.2 ? pick(clientIds) : null,
      lessonId: rnd() < 0.1 ? pick(lessonIds) : null,
      studentsCount: pick([0, 1, 2, 5, 12, 13, 30]),
      tier: pick([null, null, 1, 2, 3]),
      domain: pick([null, null, "academic", "career", "social"] as const),
      referralDirection: pick([null, "in", "out"] as const),
      status: pick(["planned", "done", "done", "cancelled"] as const),
    });
    for (let i = 0; i < 140; i++) {
      const op = mine.length < 10 ? "insert" : pick(["insert", "insert", "bulk", "move", "client", "unclient", "lesson", "figures", "status", "delete", "close", "reopen", "retag"] as const);
      ops[op] = (ops[op] ?? 0) + 1;
      if (op === "insert" || op === "bulk") {
        const values = op === "bulk" ? [0, 1, 2, 3].map((k) => eventValues(pick([me.id, other.id]), i * 10 + k)) : [eventValues(me.id, i)];
        // Only the counselor's own clients: the other counselor's events are without one.
        for (const v of values) if (v.userId !== me.id) v.clientId = null;
        const made = await conn.db.insert(events).values(values).returning({ id: events.id });
        mine.push(...made.map((e) => e.id));
      } else if (op === "move") {
        // Moved across a month, and the same statement moves a second event.
        await conn.db
          .update(events)
          .set({ date: day(Math.floor(rnd() * 100)) })
          .where(inArray(events.id, [pick(mine), pick(mine)]));
      } else if (op === "client" || op === "unclient") {
        // A student or group is given (or taken) only on the counselor's own events: they are the client's owner.
        const id = pick(mine);
        const [target] = await conn.db.select({ userId: events.userId }).from(events).where(eq(events.id, id));
        if (target?.userId === me.id)
          await conn.db
            .update(events)
            .set({ clientId: op === "client" ? pick(clientIds) : null })
            .where(eq(events.id, id));
      } else if (op === "lesson") {
        await conn.db
          .update(events)
          .set({ lessonId: rnd() < 0.5 ? pick(lessonIds) : null })
          .where(eq(events.id, pick(mine)));
      } else if (op === "figures") {
        await conn.db
          .update(events)
          .set({
            studentsCount: pick([0, 1, 3, 12, 14]),
            tier: pick([null, 1, 3]),
            domain: pick([null, "career"] as const),
            referralDirection: pick([null, "in", "out"] as const),
            durationMinutes: pick([20, 60]),
          })
          .where(eq(events.id, pick(mine)));
      } else if (op === "status") {
        await conn.db
          .update(events)
          .set({ status: pick(["planned", "done", "cancelled"] as const) })
          .where(eq(events.id, pick(mine)));
      } else if (op === "delete") {
        const id = pick(mine);
        await conn.db.delete(events).where(eq(events.id, id));
        mine.splice(mine.indexOf(id), 1);
      } else if (op === "close") {
        // A day closed leaves its events out of the month; reopened, they count again.
        const [row] = await conn.db
          .select({ date: events.date, userId: events.userId })
          .from(events)
          .where(eq(events.id, pick(mine)));
        if (row) {
          await conn.db.insert(specialDates).values({ userId: row.userId, kind: "closed", date: row.date, label: "Closed" }).onConflictDoNothing();
          closed.push(`${row.userId}|${row.date}`);
        }
      } else if (op === "reopen") {
        const key = closed.pop();
        if (key) {
          const [userId, date] = key.split("|");
          await conn.db.delete(specialDates).where(and(eq(specialDates.userId, Number(userId)), eq(specialDates.kind, "closed"), eq(specialDates.date, date)));
        }
      } else {
        // A study day made a day closed and back: the update moves the day's events out and in again.
        const [row] = await conn.db
          .select({ date: events.date })
          .from(events)
          .where(eq(events.id, pick(mine)));
        const already = row
          ? await conn.db
              .select({ id: specialDates.id })
              .from(specialDates)
              .where(and(eq(specialDates.userId, me.id), eq(specialDates.date, row.date)))
          : [];
        if (row && already.length === 0) {
          const [tag] = await conn.db.insert(specialDates).values({ userId: me.id, kind: "tag", date: row.date, label: "Study" }).onConflictDoNothing().returning({ id: specialDates.id });
          if (tag) {
            await conn.db.update(specialDates).set({ kind: "closed" }).where(eq(specialDates.id, tag.id));
            if (rnd() < 0.5) await conn.db.update(specialDates).set({ kind: "tag" }).where(eq(specialDates.id, tag.id));
          }
        }
      }
    }
    expect(Object.keys(ops).sort()).toEqual(["bulk", "client", "close", "delete", "figures", "insert", "lesson", "move", "reopen", "retag", "status", "unclient"]);
    const ids = [me.id, other.id];
    const [kept, counted] = await cellsAndRecount(conn, ids);
    expect(kept.length).toBeGreaterThan(30);
    expect(kept).toEqual(counted);
    // The rebuild command recounts the same rows.
    await rebuildReportAggregates(conn.db);
    expect((await cellsAndRecount(conn, ids))[0]).toEqual(kept);

    // TIER_SQL over every event and its client is tierOf's tier.
    const tiers = await rowsOf<{ tier: number; own: number | null; client_type: "student" | "group" | null; client_count: number | null; students: number }>(
      conn.db,
      sql`select ${TIER_SQL} as tier, e.tier as own, cl.type as client_type, cl.count as client_count, e.students_count as students
        from events e left join clients cl on cl.id = e.client_id where e.id in ${sql`(${sql.join(
          mine.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
    );
    expect(tiers.length).toBe(mine.length);
    for (const t of tiers) expect(tierKey(t.tier)).toBe(tierOf({ tier: t.own, clientType: t.client_type, clientCount: t.client_count, students: t.students }));

    // The services rows through the aggregate sum as the events do.
    const ranges = [
      { from: "2026-01-01", to: "2026-04-30" },
      { from: "2026-02-01", to: "2026-03-31" },
      { from: "2026-01-25", to: "2026-04-03" },
      { from: "2025-08-01", to: "2026-07-31" },
      { from: "2026-02-14", to: "2026-02-20" },
    ];
    const filterSets: (Partial<TReportFilters> & TEventFilter)[] = [
      {},
      { asOf: ASOF },
      { asOf: ASOF, planned: true },
      { asOf: { date: "2026-03-01", time: "10:00" }, planned: true },
      { asOf: ASOF, categoryId: categories[0] },
      { asOf: ASOF, categoryIds: categories.slice(1, 4) },
      // A school's counselors only: the counselors' school, and a school neither is at (no rows on either side).
      { asOf: ASOF, ncessch: me.ncessch },
      { asOf: ASOF, ncessch: "999999999999" },
    ];
    expect(me.ncessch).toMatch(/^\d{12}$/);
    let compared = 0;
    let fromCells = 0;
    for (const cells of ["byMonth", "byCounselor"] as const)
      for (const r of ranges)
        for (const f of filterSets) {
          const ctx = contextOf(ids, r.from, r.to, f);
          const viaCells = await serviceSums(conn, ctx, { cells }, cells, referralIds);
          expect(viaCells, `${cells} ${r.from}..${r.to} ${JSON.stringify(f)}`).toEqual(await serviceSums(conn, ctx, {}, cells, referralIds));
          compared += viaCells.length;
          const [n] = await rowsOf<{ n: number | string }>(conn.db, sql`with ${servicesCte(ctx, { cells })} select count(*) as n from svc where event_id is null`);
          fromCells += Number(n?.n ?? 0);
        }
    expect(compared).toBeGreaterThan(100);
    // The whole months were read from the aggregate.
    expect(fromCells).toBeGreaterThan(20);
  });
});
