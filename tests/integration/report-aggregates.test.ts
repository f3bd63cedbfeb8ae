import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { periods, specialDates, useOfTimeCategories, useOfTimeGroups, users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { createEvent } from "@/lib/calendar/create-event";
import { updateEvent } from "@/lib/calendar/update-event";
import { deleteEvent } from "@/lib/calendar/delete-event";
import { importCandidates } from "@/lib/calendar/ics-import";
import { listCategoriesFor } from "@/lib/categories/queries";
import { countedEvents, rowsOf, type TEventFilter } from "@/lib/analysis/sql";
import { countedCells, countedGroupCells, eventRows, type TCellGrain } from "@/lib/analysis/cells";
import { periodFigures } from "@/lib/analysis/dashboard";
import { counselorsWithTime } from "@/lib/analysis/public-district";
import { teamUseOfTime } from "@/lib/analysis/team";
// Aliased: these are queries, not React hooks.
import { useOfTimeByCounselor as counselorTable } from "@/lib/analysis/by-counselor";
import { readUseOfTime, useOfTime as analysisUseOfTime, useOfTimeSql, type TUseOfTime, type TUseOfTimeQuery } from "@/lib/analysis/use-of-time";
import { PERIOD_KINDS, periodRange, previousRange, type TAsOf } from "@/lib/analysis/rules";
import { rebuildReportAggregates } from "@/lib/reports/aggregates";
import { timeOfDayFigures, type TTimeOfDayFigures } from "@/lib/reports/families/time-detail";
import { dinsOf } from "@/lib/reports/series";
import { DINS_SQL } from "@/lib/reports/families/services/sql";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { seededRandom } from "../support/random";

// The reports' aggregate (report_event_days) after random writes through the app's own use-cases
// (create, recurring create, move, re-categorise, mark done, cancel, delete, import): it equals a full
// recount of the events, and the counted time read through it equals the counted time read event by
// event, for ranges with arbitrary edges, the recorded/planned boundary and every filter it answers; so
// do the figures of the readers that sum it (use of time, the dashboard's periods, the team analysis and
// the published district page's counts).

const NOW = new Date("2026-03-18T19:30:00Z");
const ASOF: TAsOf = { date: "2026-03-18", time: "12:30" };

/** useOfTime counted event by event: the reference the aggregates' figures must equal. */
const eventUseOfTime = (conn: TConnection, q: TUseOfTimeQuery): Promise<TUseOfTime> => readUseOfTime(conn.db, q, (query) => useOfTimeSql(query, eventRows(query)));

const day = (n: number) => new Date(Date.UTC(2026, 2, 1 + n)).toISOString().slice(0, 10);
const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

type TCell = { user_id: number; date: string; category_id: number | null; done: boolean; minutes: number; students: number; events: number };

async function aggregateRows(conn: TConnection, userIds: number[]): Promise<TCell[]> {
  const rows = await rowsOf<TCell>(
    conn.db,
    sql`select user_id, to_char(date, 'YYYY-MM-DD') as date, category_id, done, minutes::int as minutes, students::int as students, events
      from report_event_days where user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by 1, 2, 3 nulls first, 4`,
  );
  return rows.map((r) => ({ ...r, minutes: Number(r.minutes), students: Number(r.students), events: Number(r.events) }));
}

async function recount(conn: TConnection, userIds: number[]): Promise<TCell[]> {
  const rows = await rowsOf<TCell>(
    conn.db,
    sql`select user_id, to_char(date, 'YYYY-MM-DD') as date, category_id, status = 'done' as done, sum(duration_minutes)::int as minutes, sum(students_count)::int as students, count(*)::int as events
      from events where status <> 'cancelled' and user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )}) group by 1, 2, 3, 4 order by 1, 2, 3 nulls first, 4`,
  );
  return rows.map((r) => ({ ...r, minutes: Number(r.minutes), students: Number(r.students), events: Number(r.events) }));
}

/** The monthly aggregate beside a recount of the events per month, days closed left out. */
async function monthsAndRecount(conn: TConnection, userIds: number[]): Promise<[unknown[], unknown[]]> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const kept = await rowsOf(
    conn.db,
    sql`select user_id, to_char(month, 'YYYY-MM-DD') as month, category_id, done, minutes::int as minutes, students::int as students, events
      from report_event_months where user_id in (${ids}) order by 1, 2, 3 nulls first, 4`,
  );
  const counted = await rowsOf(
    conn.db,
    sql`select user_id, to_char(date_trunc('month', date), 'YYYY-MM-DD') as month, category_id, status = 'done' as done, sum(duration_minutes)::int as minutes, sum(students_count)::int as students, count(*)::int as events
      from events e where status <> 'cancelled' and user_id in (${ids})
        and not exists (select 1 from special_dates sd where sd.user_id = e.user_id and sd.kind = 'closed' and sd.date = e.date)
      group by 1, 2, 3, 4 order by 1, 2, 3 nulls first, 4`,
  );
  return [kept, counted];
}

/** The minutes of a category's ASCA group (D, I, S, N, U) as SQL columns over rows `x` with `minutes` and the group key `g.key`. */
const GROUP_COLUMNS = sql.join(
  ["D", "I", "S", "N", "U"].map((k) => sql`sum(case when ${DINS_SQL} = ${k} then x.minutes else 0 end)::int as ${sql.raw(k.toLowerCase())}`),
  sql`, `,
);
const GROUP_OF = sql`left join use_of_time_categories c on c.id = x.category_id
      left join use_of_time_categories p on p.id = c.parent_id
      left join use_of_time_groups g on g.id = coalesce(p.group_id, c.group_id)`;

/** The aggregate by group (days; months, days closed left out) beside a recount of the events by their categories' groups now. */
async function groupsAndRecount(conn: TConnection, userIds: number[]): Promise<[unknown[], unknown[]]> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const figures = sql`d_minutes::int as d, i_minutes::int as i, s_minutes::int as s, n_minutes::int as n, u_minutes::int as u, students::int as students, events::int as events`;
  const kept = await rowsOf(conn.db, sql`select grain, user_id, to_char(at, 'YYYY-MM-DD') as at, ${figures} from report_group_cells where user_id in (${ids}) order by 1, 2, 3`);
  const counted = await rowsOf(
    conn.db,
    sql`select 'day' as grain, x.user_id, to_char(x.date, 'YYYY-MM-DD') as at, ${GROUP_COLUMNS}, sum(x.students_count)::int as students, count(*)::int as events
      from (select e.*, e.duration_minutes as minutes from events e where e.status <> 'cancelled' and e.user_id in (${ids})) x ${GROUP_OF}
      group by 1, 2, 3
      union all
      select 'month', x.user_id, to_char(date_trunc('month', x.date), 'YYYY-MM-DD'), ${GROUP_COLUMNS}, sum(x.students_count)::int, count(*)::int
      from (select e.*, e.duration_minutes as minutes from events e where e.status <> 'cancelled' and e.user_id in (${ids})
        and not exists (select 1 from special_dates sd where sd.user_id = e.user_id and sd.kind = 'closed' and sd.date = e.date)) x ${GROUP_OF}
      group by 1, 2, 3
      order by 1, 2, 3`,
  );
  return [kept, counted];
}

/** reportTime's aggregates beside a recount of the events (days closed left out, "outside" by the counselors' periods now). */
async function timeCellsAndRecount(conn: TConnection, userIds: number[]): Promise<[unknown[], unknown[]]> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const kept = await rowsOf(
    conn.db,
    sql`select 'h' as t, user_id, to_char(month, 'YYYY-MM-DD') as month, null::int as category_id, weekday::int as wd, hour::int as h, round(minutes::numeric, 6)::float8 as m, null::float8 as outside, events
      from report_time_hours where user_id in (${ids}) and events > 0
      union all
      select 'c', user_id, to_char(month, 'YYYY-MM-DD'), category_id, weekday::int, null::int, round(minutes::numeric, 6)::float8, round(outside::numeric, 6)::float8, events
      from report_time_categories where user_id in (${ids}) and events > 0
      order by 1, 2, 3, 4 nulls first, 5, 6`,
  );
  const counted = await rowsOf(
    conn.db,
    sql`with ev as (
        select e.user_id, to_char(date_trunc('month', e.date), 'YYYY-MM-DD') as month, e.category_id, extract(isodow from e.date)::int - 1 as wd,
          date_part('epoch', e.time) / 60 as st, e.duration_minutes::float8 as m
        from events e where e.status <> 'cancelled' and e.user_id in (${ids})
          and not exists (select 1 from special_dates sd where sd.user_id = e.user_id and sd.kind = 'closed' and sd.date = e.date)),
      school as (select user_id, date_part('epoch', min(start)) / 60 as s, date_part('epoch', max("end")) / 60 as e from periods group by user_id)
      select 'h' as t, ev.user_id, ev.month, null::int as category_id, ev.wd, h % 24 as h,
        round(sum(least(ev.st + ev.m, (h + 1) * 60) - greatest(ev.st, h * 60))::numeric, 6)::float8 as m, null::float8 as outside, count(*)::int as events
      from ev, generate_series(floor(ev.st / 60)::int, floor((ev.st + ev.m - 0.001) / 60)::int) as h group by 2, 3, 5, 6
      union all
      select 'c', ev.user_id, ev.month, ev.category_id, ev.wd, null::int, round(sum(ev.m)::numeric, 6)::float8,
        round(sum(case when school.s is null then 0 when ev.wd >= 5 then ev.m else ev.m - greatest(0, least(ev.st + ev.m, school.e) - greatest(ev.st, school.s)) end)::numeric, 6)::float8,
        count(*)::int
      from ev left join school on school.user_id = ev.user_id group by 2, 3, 4, 5
      order by 1, 2, 3, 4 nulls first, 5, 6`,
  );
  return [kept, counted];
}

/** reportTime's figures in a stable order, rounded past float noise: what the report shows is rounded to minutes. */
function sortedFigures(f: TTimeOfDayFigures): unknown {
  const r = (v: number | string) => Math.round(Number(v) * 1e6) / 1e6;
  return {
    grid: f.grid.map((c) => ({ wd: c.wd, h: c.h, m: r(c.m) })).sort((a, b) => a.wd - b.wd || a.h - b.h),
    cats: f.cats.map((c) => ({ ...c, m: r(c.m), outside: r(c.outside) })).sort((a, b) => (a.category_id ?? -1) - (b.category_id ?? -1) || a.wd - b.wd),
  };
}

type TSum = { key: string; minutes: number; students: number; events: number };

/** Counted time per counselor, category and day: through the aggregate, or event by event. */
async function sums(conn: TConnection, source: "cells" | "events", userIds: number[], from: string, to: string, filters: TEventFilter | undefined, grain: TCellGrain): Promise<TSum[]> {
  const ev = source === "cells" ? countedCells(userIds, from, to, filters, grain) : sql`select *, 1 as events from (${countedEvents(userIds, from, to, filters)}) raw`;
  const rows = await rowsOf<{ user_id: number; category_id: number | null; day: string; minutes: number | string; students: number | string; events: number | string }>(
    conn.db,
    sql`select ev.user_id, ev.category_id, to_char(${grain === "month" ? sql`date_trunc('month', ev.day)` : sql`ev.day`}, 'YYYY-MM-DD') as day, sum(ev.minutes) as minutes, sum(ev.students_count) as students, sum(ev.events) as events
      from (${ev}) ev group by 1, 2, 3 order by 1, 2 nulls first, 3`,
  );
  return rows.map((r) => ({ key: `${r.user_id}|${r.category_id}|${r.day}`, minutes: Number(r.minutes), students: Number(r.students), events: Number(r.events) }));
}

describe.each(DRIVERS)("report aggregates (%s)", (driver) => {
  let conn: TConnection;
  let me: TUserRow;
  let other: TUserRow;
  let categories: number[] = [];

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    [me] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    [other] = await conn.db.select().from(users).where(eq(users.username, "expiring"));
    const options = await listCategoriesFor(conn.db, { user: me });
    categories = options.map((o) => o.id).slice(0, 6);
    // A day closed and a study day inside the ranges read below.
    await conn.db.insert(specialDates).values([
      { userId: me.id, kind: "closed", date: day(9), label: "Closed" },
      { userId: me.id, kind: "tag", date: day(11), label: "Study" },
      { userId: me.id, kind: "tag", date: day(12), label: "Study" },
    ]);
  });
  afterAll(async () => conn.close());

  it("after random writes, moves, marks done, deletes and imports the aggregate equals a full recount", async () => {
    expect(categories.length).toBeGreaterThan(2);
    const actor: TActor = { user: me, sessionId: "test", via: "bearer" };
    const rnd = seededRandom(driver === "pglite" ? 30 : 31);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
    const mine: number[] = [];
    const ops: Record<string, number> = {};
    const closed: string[] = [];
    for (let i = 0; i < 90; i++) {
      // The school day is set, changed and cut down between the writes: reportTime's "outside" follows the periods as they are.
      if (i === 20) {
        await conn.db.delete(periods).where(eq(periods.userId, me.id));
        await conn.db.insert(periods).values([
          { userId: me.id, period: 1, start: "08:00", end: "10:30" },
          { userId: me.id, period: 2, start: "11:00", end: "15:15" },
        ]);
      } else if (i === 50)
        await conn.db
          .update(periods)
          .set({ end: "16:45" })
          .where(and(eq(periods.userId, me.id), eq(periods.period, 2)));
      else if (i === 75) await conn.db.delete(periods).where(and(eq(periods.userId, me.id), eq(periods.period, 1)));
      const op = mine.length < 6 ? "create" : pick(["create", "create", "recurring", "move", "done", "cancel", "delete", "import", "edit", "close", "reopen"] as const);
      ops[op] = (ops[op] ?? 0) + 1;
      if (op === "create" || op === "recurring") {
        // Some run past midnight, so the day after a range's edge is read from the events.
        const start = pick([8 * 60, 9 * 60 + 15, 13 * 60 + 30, 22 * 60, 23 * 60 + 30]);
        const made = await createEvent(
          conn.db,
          actor,
          {
            title: `Random ${i}`,
            date: day(Math.floor(rnd() * (op === "recurring" ? 14 : 28))),
            time: hm(start),
            duration: pick([15, 30, 45, 90, 120, 240]),
            category_id: pick(categories),
            students: Math.floor(rnd() * 4),
            grade_id: pick([null, 9, 10]),
            status: pick(["planned", "done", "cancelled"] as const),
            ...(op === "recurring" ? { recurrence: { freq: "weekly", interval: 1, weekdays: [1, 2, 3, 4, 5], until: day(27) } } : {}),
          },
          NOW,
        );
        mine.push(...made.map((e) => e.id));
      } else if (op === "move") {
        const id = pick(mine);
        await updateEvent(conn.db, actor, id, { date: day(Math.floor(rnd() * 28)), category_id: pick(categories), duration: pick([20, 60, 180]) }, "this", NOW);
      } else if (op === "done" || op === "cancel") {
        await updateEvent(conn.db, actor, pick(mine), { status: op === "done" ? "done" : "cancelled" }, "this", NOW);
      } else if (op === "edit") {
        await updateEvent(conn.db, actor, pick(mine), { title: `Renamed ${i}`, students: Math.floor(rnd() * 5) }, "this", NOW);
      } else if (op === "close") {
        // A day closed leaves its events out of the month; reopened, they count again.
        const date = day(Math.floor(rnd() * 28));
        await conn.db.insert(specialDates).values({ userId: me.id, kind: "closed", date, label: "Closed" }).onConflictDoNothing();
        closed.push(date);
      } else if (op === "reopen") {
        await conn.db.delete(specialDates).where(and(eq(specialDates.userId, me.id), eq(specialDates.kind, "closed"), eq(specialDates.date, closed.pop() ?? day(9))));
      } else if (op === "delete") {
        // Deleting a whole series removes its other events too: they leave the list of ones to pick.
        const { deleted } = await deleteEvent(conn.db, actor, pick(mine), pick(["this", "all"] as const), NOW);
        for (const id of deleted) mine.splice(mine.indexOf(id), 1);
      } else {
        const list = [0, 1, 2].map((k) => ({
          uid: `agg-${i}-${k}@test`,
          title: `Imported ${i}.${k}`,
          date: day(Math.floor(rnd() * 28)),
          time: hm(7 * 60 + k * 90),
          duration: 50,
          location: "",
          notes: "",
        }));
        await importCandidates(conn.db, actor, list, pick(categories));
      }
    }
    // The writes reached every kind of change.
    expect(Object.keys(ops).sort()).toEqual(["cancel", "close", "create", "delete", "done", "edit", "import", "move", "recurring", "reopen"]);
    const ids = [me.id, other.id];
    const kept = await aggregateRows(conn, ids);
    expect(kept.length).toBeGreaterThan(20);
    expect(kept).toEqual(await recount(conn, ids));
    const [months, monthsCounted] = await monthsAndRecount(conn, ids);
    expect(months.length).toBeGreaterThan(2);
    expect(months).toEqual(monthsCounted);
    const [time, timeCounted] = await timeCellsAndRecount(conn, ids);
    expect(time.length).toBeGreaterThan(20);
    expect(time).toEqual(timeCounted);
    // Cells whose events all left hold nothing.
    const [emptied] = await rowsOf<{ n: number | string }>(
      conn.db,
      sql`select (select count(*) from report_time_hours where events = 0 and minutes <> 0) + (select count(*) from report_time_categories where events = 0 and (minutes <> 0 or outside <> 0)) as n`,
    );
    expect(Number(emptied?.n)).toBe(0);
    const [groups, groupsCounted] = await groupsAndRecount(conn, ids);
    expect(groups.length).toBeGreaterThan(20);
    expect(groups).toEqual(groupsCounted);
    // The rebuild command recounts the same rows.
    await rebuildReportAggregates(conn.db);
    expect((await groupsAndRecount(conn, ids))[0]).toEqual(groups);
    expect(await aggregateRows(conn, ids)).toEqual(kept);
    expect((await monthsAndRecount(conn, ids))[0]).toEqual(months);
    expect((await timeCellsAndRecount(conn, ids))[0]).toEqual(time);
  });

  it("counted time through the aggregate equals counted time event by event, for any range, boundary and filter", async () => {
    const ids = [me.id, other.id];
    const ranges = [
      { from: day(0), to: day(30) },
      { from: day(3), to: day(17) },
      { from: day(10), to: day(10) },
      { from: day(9), to: day(12) },
      { from: day(17), to: day(25) },
      { from: "2025-08-01", to: "2026-07-31" },
      // Whole months inside, read from the monthly aggregate less the days closed in them.
      { from: "2026-03-01", to: "2026-04-01" },
      { from: "2026-02-10", to: "2026-04-30" },
    ];
    const filterSets: (TEventFilter | undefined)[] = [
      undefined,
      { asOf: ASOF },
      { asOf: ASOF, doneOnly: true },
      { asOf: ASOF, studyDaysOnly: true },
      { asOf: ASOF, categoryId: categories[0] },
      { asOf: ASOF, grade: 9 },
      // Planned time: after the boundary, its day read from the events.
      { asOf: ASOF, planned: true },
      { asOf: ASOF, planned: true, doneOnly: true },
      { asOf: { date: day(9), time: "00:00" }, planned: true },
      { asOf: { date: "2026-03-01", time: "10:00" }, planned: true },
    ];
    let compared = 0;
    for (const grain of ["day", "month"] as const)
      for (const r of ranges)
        for (const f of filterSets) {
          const viaCells = await sums(conn, "cells", ids, r.from, r.to, f, grain);
          expect(viaCells, `${grain} ${r.from}..${r.to} ${JSON.stringify(f)}`).toEqual(await sums(conn, "events", ids, r.from, r.to, f, grain));
          compared += viaCells.length;
        }
    expect(compared).toBeGreaterThan(50);
  });

  it("the aggregates by group follow a category moved to another group, and count each group key as the reports' SQL and dinsOf do", async () => {
    const ids = [me.id, other.id];
    const groups = await conn.db.select({ id: useOfTimeGroups.id, key: useOfTimeGroups.key }).from(useOfTimeGroups);
    const letters = await rowsOf<{ key: string | null; dins: string }>(
      conn.db,
      sql`select g.key, ${DINS_SQL} as dins from (select key from use_of_time_groups union all select null union all select 'no_such_group') g`,
    );
    expect(letters.length).toBe(groups.length + 2);
    for (const r of letters) expect(r.dins, String(r.key)).toBe(dinsOf(r.key));
    // A counted category moves to a group of another letter, then back: the rows that hold it are recounted.
    const [cat] = await conn.db.select().from(useOfTimeCategories).where(eq(useOfTimeCategories.id, categories[0]));
    const before = (await groupsAndRecount(conn, ids))[0];
    const target = groups.find((g) => cat.groupId != null && dinsOf(g.key) !== dinsOf(groups.find((x) => x.id === cat.groupId)?.key));
    expect(target).toBeDefined();
    await conn.db.update(useOfTimeCategories).set({ groupId: target!.id }).where(eq(useOfTimeCategories.id, cat.id));
    const [moved, movedCounted] = await groupsAndRecount(conn, ids);
    expect(moved).toEqual(movedCounted);
    expect(moved).not.toEqual(before);
    await conn.db.update(useOfTimeCategories).set({ groupId: cat.groupId }).where(eq(useOfTimeCategories.id, cat.id));
    expect((await groupsAndRecount(conn, ids))[0]).toEqual(before);
  });

  it("counted minutes by group through the aggregates by group equal counted time by category summed by group, for any range and boundary", async () => {
    const ids = [me.id, other.id];
    const ranges = [
      { from: day(0), to: day(30) },
      { from: day(3), to: day(17) },
      { from: day(10), to: day(10) },
      { from: "2025-08-01", to: "2026-07-31" },
      { from: "2026-03-01", to: "2026-04-01" },
      { from: "2026-02-10", to: "2026-04-30" },
    ];
    const filterSets: ({ asOf: TAsOf; planned?: boolean } | undefined)[] = [
      undefined,
      { asOf: ASOF },
      { asOf: ASOF, planned: true },
      { asOf: { date: day(9), time: "00:00" } },
      { asOf: { date: "2026-03-01", time: "10:00" }, planned: true },
    ];
    let compared = 0;
    for (const r of ranges)
      for (const f of filterSets) {
        const viaGroups = await rowsOf(
          conn.db,
          sql`select x.user_id, round(sum(x.d)::numeric, 6) as d, round(sum(x.i)::numeric, 6) as i, round(sum(x.s)::numeric, 6) as s,
              round(sum(x.n)::numeric, 6) as n, round(sum(x.u)::numeric, 6) as u, sum(x.students_count)::int as students, sum(x.events)::int as events
            from (${countedGroupCells(ids, r.from, r.to, f)}) x group by 1 order by 1`,
        );
        const viaEvents = await rowsOf(
          conn.db,
          sql`select x.user_id, ${sql.join(
            ["D", "I", "S", "N", "U"].map((k) => sql`round(sum(case when ${DINS_SQL} = ${k} then x.minutes else 0 end)::numeric, 6) as ${sql.raw(k.toLowerCase())}`),
            sql`, `,
          )}, sum(x.students_count)::int as students, count(*)::int as events
            from (${countedEvents(ids, r.from, r.to, f)}) x ${GROUP_OF} group by 1 order by 1`,
        );
        expect(viaGroups, `${r.from}..${r.to} ${JSON.stringify(f)}`).toEqual(viaEvents);
        compared += viaGroups.length;
      }
    expect(compared).toBeGreaterThan(10);
  });

  it("reportTime's figures through its aggregates equal them counted event by event, for any range, boundary and filter", async () => {
    const ids = [me.id, other.id];
    let compared = 0;
    let outside = 0;
    for (const r of [
      { from: day(0), to: day(30) },
      { from: day(3), to: day(17) },
      { from: day(9), to: day(12) },
      { from: "2026-03-01", to: "2026-04-01" },
      { from: "2026-02-10", to: "2026-04-30" },
      { from: "2025-08-01", to: "2026-07-31" },
    ])
      for (const f of [
        undefined,
        { asOf: ASOF },
        { asOf: { date: "2026-04-01", time: "00:00" } },
        { asOf: ASOF, doneOnly: true },
        { asOf: ASOF, studyDaysOnly: true },
        { asOf: ASOF, categoryId: categories[0] },
        { asOf: ASOF, grade: 9 },
        { asOf: ASOF, planned: true },
        { asOf: { date: "2026-03-01", time: "10:00" }, planned: true },
      ] as (TEventFilter | undefined)[]) {
        const viaCells = await timeOfDayFigures(conn.db, ids, r, f, "cells");
        expect(sortedFigures(viaCells), `${r.from}..${r.to} ${JSON.stringify(f)}`).toEqual(sortedFigures(await timeOfDayFigures(conn.db, ids, r, f, "events")));
        compared += viaCells.grid.length + viaCells.cats.length;
        outside += viaCells.cats.reduce((a, c) => a + Number(c.outside), 0);
      }
    expect(compared).toBeGreaterThan(100);
    // The counselor's periods made some time fall outside the school day.
    expect(outside).toBeGreaterThan(0);
  });

  it("use of time computed through the aggregate equals the one computed from the raw events", async () => {
    for (const r of [
      { from: day(0), to: day(30) },
      { from: day(4), to: day(18) },
      { from: "2026-02-10", to: "2026-04-30" },
      { from: "2025-08-01", to: "2026-07-31" },
    ]) {
      for (const filters of [{ asOf: ASOF }, { asOf: ASOF, doneOnly: true }, undefined]) {
        const q = { userIds: [me.id, other.id], colorLeaid: me.leaid, filters, ...r };
        const viaAggregate = await analysisUseOfTime(conn.db, q);
        expect(viaAggregate.totalMinutes).toBeGreaterThan(0);
        expect(viaAggregate).toEqual(await eventUseOfTime(conn, q));
      }
    }
  });

  // Boundaries before, inside and after the writes' month, at the start, middle and end of a day.
  const BOUNDARIES: TAsOf[] = [ASOF, { date: day(6), time: "09:00" }, { date: day(27), time: "23:59" }, { date: "2026-04-01", time: "00:00" }];

  it("the dashboard's period figures through the aggregate equal the periods counted event by event", async () => {
    const ids = [me.id, other.id];
    let periods = 0;
    let plannedPeriods = 0;
    for (const asOf of BOUNDARIES)
      for (const userIds of [[me.id], ids]) {
        const figures = await periodFigures(conn.db, userIds, asOf, me, me.leaid);
        for (const p of figures) {
          const q = { userIds, colorLeaid: me.leaid, filters: { asOf } };
          expect(p.current, `${asOf.date} ${p.kind}`).toEqual(await eventUseOfTime(conn, { ...q, ...p.range }));
          expect(p.previous, `${asOf.date} ${p.kind} before`).toEqual(await eventUseOfTime(conn, { ...q, ...p.previousRange }));
          const [planned] = await rowsOf<{ m: number | string }>(
            conn.db,
            sql`select coalesce(sum(ev.minutes), 0) as m from (${countedEvents(userIds, p.range.from, p.range.to, { asOf, planned: true })}) ev`,
          );
          expect(p.plannedMinutes, `${asOf.date} ${p.kind} planned`).toBe(Math.round(Number(planned?.m ?? 0)));
          if (p.current.eventsCount > 0) periods++;
          if ((p.plannedMinutes ?? 0) > 0) plannedPeriods++;
        }
      }
    expect(periods).toBeGreaterThan(8);
    expect(plannedPeriods).toBeGreaterThan(4);
  });

  it("the team analysis and the counselor table through the aggregate equal them counted event by event", async () => {
    const ids = [me.id, other.id];
    for (const asOf of BOUNDARIES)
      for (const r of [
        { from: day(0), to: day(30) },
        { from: day(4), to: day(18) },
        { from: "2025-08-01", to: "2026-07-31" },
      ]) {
        const q = { userIds: ids, colorLeaid: me.leaid, filters: { asOf }, ...r };
        const team = await teamUseOfTime(conn.db, q);
        expect(team, `${asOf.date} ${r.from}..${r.to}`).toEqual(await teamUseOfTime(conn.db, q, eventRows(q)));
        expect(team.counselors).toEqual(await counselorTable(conn.db, q, eventRows(q)));
        expect(await counselorTable(conn.db, q)).toEqual(team.counselors);
      }
  });

  it("the published district page's counts of counselors with recorded time equal those counted event by event", async () => {
    const ids = [me.id, other.id];
    const distinctUsers = async (from: string, to: string, asOf: TAsOf) => {
      const [row] = await rowsOf<{ n: number | string }>(conn.db, sql`select count(distinct ev.user_id) as n from (${countedEvents(ids, from, to, { asOf })}) ev`);
      return Number(row?.n ?? 0);
    };
    const seen = new Set<number>();
    for (const asOf of BOUNDARIES)
      for (const kind of PERIOD_KINDS) {
        const range = periodRange(kind, asOf.date);
        for (const r of [range, previousRange(kind, range), { from: day(9), to: day(9) }, { from: day(10), to: day(12) }]) {
          const n = await counselorsWithTime(conn.db, ids, r, asOf);
          expect(n, `${asOf.date} ${kind} ${r.from}..${r.to}`).toBe(await distinctUsers(r.from, r.to, asOf));
          seen.add(n);
        }
      }
    // Ranges with no one, one and both counselors were compared.
    expect(seen.size).toBeGreaterThan(1);
  });
});
