import { sql } from "drizzle-orm";
import { countedEvents, jsonValue, rowsOf, rowsWithoutJit, type TEventFilter } from "@/lib/analysis/sql";
import { aggregateAnswers, countedEventsOutside, countedWholeMonths } from "@/lib/analysis/cells";
import { detailReadableOwners, titleFor } from "@/lib/privacy/visibility";
import { bucketsOf, dinsOf } from "../series";
import { DINS_COLORS } from "./use-of-time";
import { ALL_FILTERS } from "../types";
import type { TReportContext, TReportDefinition, TReportResult } from "../types";

// Report family 1, event by event: the daily timesheet (time-and-effort records for Title I
// and grant PARs) and when the time goes (weekday × hour, with the time outside the school day).

type TEventRow = {
  event_id: number;
  user_id: number;
  day: string;
  /** Before `day` for an event of the day before the range that runs into it: it is counted from midnight. */
  crossed: boolean;
  start_time: string;
  minutes: number | string;
  students_count: number | string;
  title: string | null;
  category_id: number | null;
  category_name: string | null;
  shared: boolean | null;
  group_key: string | null;
};

/** The counted events of the report's users, with their title, category and group, in date and time order. */
async function countedRows(ctx: TReportContext): Promise<TEventRow[]> {
  // Titles can name students: selected only for the owners whose details the reader may read (lib/privacy/visibility.ts).
  const readable = await detailReadableOwners(ctx.db, ctx.actor, ctx.userIds);
  return rowsOf<TEventRow>(
    ctx.db,
    sql`
      with ev as (${countedEvents(ctx.userIds, ctx.range.from, ctx.range.to, ctx.filters)})
      select ev.event_id, ev.user_id, to_char(ev.day, 'YYYY-MM-DD') as day, (ev.event_date < ev.day) as crossed, to_char(ev.start_time, 'HH24:MI') as start_time, ev.minutes, ev.students_count,
        ${titleFor(readable, sql`ev.user_id`, sql`e.title`)} as title, c.id as category_id, c.name as category_name, (c.leaid is null and c.ncessch is null and c.parent_id is null) as shared, g.key as group_key
      from ev
      join events e on e.id = ev.event_id
      left join use_of_time_categories c on c.id = ev.category_id
      left join use_of_time_categories p on p.id = c.parent_id
      left join use_of_time_groups g on g.id = coalesce(p.group_id, c.group_id)
      order by ev.day, ev.start_time, ev.event_id`,
  );
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/**
 * report/timesheet: one line per counted activity (date, start, end, activity, category, minutes,
 * students) with daily subtotals; no notes. The activity is the event's title when the reader may
 * read the owner's details (lib/analysis/visibility.ts), else its category.
 */
async function timesheet(ctx: TReportContext): Promise<TReportResult> {
  const rows = await countedRows(ctx);
  const out: TReportResult["table"]["rows"] = [];
  const perDay = new Map<string, number>();
  let total = 0;
  let students = 0;
  for (const r of rows) {
    const minutes = Math.round(Number(r.minutes));
    const category = r.category_id == null ? "—" : ctx.categoryLabel({ id: r.category_id, name: r.category_name ?? "", shared: r.shared === true });
    const start = r.crossed ? "00:00" : r.start_time;
    out.push({
      day: r.day,
      start,
      end: clock(toMinutes(start) + minutes),
      activity: r.title ?? category,
      category,
      minutes,
      students: Number(r.students_count),
    });
    perDay.set(r.day, (perDay.get(r.day) ?? 0) + minutes);
    total += minutes;
    students += Number(r.students_count);
  }
  // The daily subtotal sits on the day's last line.
  for (let i = 0; i < out.length; i++) if (i === out.length - 1 || out[i + 1].day !== out[i].day) out[i].subtotal = perDay.get(String(out[i].day)) ?? 0;
  const days = bucketsOf(ctx.range, "day");
  return {
    kpis: [
      { key: "totalHours", kind: "minutes", value: total },
      { key: "events", kind: "int", value: rows.length },
      { key: "daysRecorded", kind: "int", value: perDay.size },
      { key: "students", kind: "int", value: students },
    ],
    chart: { kind: "bar", xKind: "day", unit: "hours", series: [{ key: "total", color: "#2563eb" }], data: days.map((d) => ({ x: d, total: Math.round((perDay.get(d) ?? 0) / 6) / 10 })) },
    table: {
      columns: [
        { key: "day", kind: "date" },
        { key: "start", kind: "time" },
        { key: "end", kind: "time" },
        { key: "activity", kind: "text" },
        { key: "category", kind: "text" },
        { key: "minutes", kind: "int" },
        { key: "students", kind: "int" },
        { key: "subtotal", kind: "minutes" },
      ],
      rows: out,
      totals: { day: null, start: null, end: null, activity: null, category: null, minutes: total, students, subtotal: total },
    },
  };
}

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export type TGridCell = { wd: number; h: number; m: number | string };
export type TCategoryCell = { category_id: number | null; name: string | null; shared: boolean | null; group_key: string | null; wd: number; m: number | string; outside: number | string };

/** The figures of reportTime: minutes per weekday (0 = Monday) and hour, and per category and weekday with those outside the school day. */
export type TTimeOfDayFigures = { grid: TGridCell[]; cats: TCategoryCell[] };

/**
 * Whether reportTime's aggregates (report_time_hours, report_time_categories) answer the filters: they
 * hold neither a category's sub-categories per hour, nor done/not done, nor study days (aggregateAnswers
 * names the filters no aggregate answers).
 */
function timeCellsAnswer(filters: TEventFilter | undefined): boolean {
  return aggregateAnswers(filters) && filters?.categoryId == null && !filters?.doneOnly && !filters?.studyDaysOnly;
}

/**
 * reportTime's figures for users over a range. "cells" reads the whole months inside the range from the
 * aggregates and the other days (the day before, partial months, the last day) from the events; "events"
 * reads every counted event (the reference the aggregates' figures must equal). Both sum the same
 * per-event terms: an event counts from its start on its own date's weekday for its minutes (the part of
 * an event of the day before the range from midnight of the first day).
 */
export async function timeOfDayFigures(
  db: TReportContext["db"],
  userIds: readonly number[],
  range: { from: string; to: string },
  filters: TEventFilter | undefined,
  read: "cells" | "events" = "cells",
): Promise<TTimeOfDayFigures> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const months = read === "cells" && timeCellsAnswer(filters) ? countedWholeMonths(range.from, range.to, filters) : null;
  const events = months ? countedEventsOutside(userIds, range.from, range.to, filters, months) : countedEvents(userIds, range.from, range.to, filters);
  const inMonths = (table: string) => sql`from ${sql.raw(table)} a where a.user_id in (${ids}) and a.month >= ${months?.start}::date and a.month < ${months?.end}::date and a.events > 0`;
  // At a district's size the statement passes the JIT cost threshold: it is read with JIT off.
  const [row] = await rowsWithoutJit<{ grid: unknown; cats: unknown }>(
    db,
    sql`
      with ev as (${events}),
      school as (
        select user_id, date_part('epoch', min(start)) / 60 as s, date_part('epoch', max("end")) / 60 as e
        from periods where user_id in (${ids}) group by user_id),
      -- Events of the same user, category, weekday, start and length are counted once (times sit on a
      -- few minute marks, so a district's year folds from ~150,000 rows into a few thousand). Beside the
      -- aggregates the few days left are taken event by event: their shapes rarely repeat, and folding
      -- them cost more than it saved (half the statement at 1,000 counselors).
      folded as (
        select ev.user_id, ev.category_id, date_part('isodow', ev.day)::int - 1 as wd,
          case when ev.event_date < ev.day then 0 else date_part('epoch', ev.start_time) / 60 end as st,
          ev.minutes, ${months ? sql`1::bigint` : sql`count(*)`} as n
        from ev${months ? sql`` : sql` group by 1, 2, 3, 4, 5`}),
      x as (select f.category_id, f.wd, f.st, f.minutes, f.n, school.s, school.e from folded f left join school on school.user_id = f.user_id),
      shapes as (select wd, st, minutes, sum(n) as n from x group by 1, 2, 3),
      hours as (
        select wd, h % 24 as h, sum(n * (least(st + minutes, (h + 1) * 60) - greatest(st, h * 60))) as m
        from shapes, generate_series(floor(st / 60)::int, floor((st + minutes - 0.001) / 60)::int) as h
        group by 1, 2${
          months
            ? sql`
        union all
        select a.weekday::int, a.hour::int, sum(a.minutes) ${inMonths("report_time_hours")} group by 1, 2`
            : sql``
        }),
      cats as (
        select category_id, wd, sum(n * minutes) as m,
          sum(n * case when s is null then 0 when wd >= 5 then minutes else minutes - greatest(0, least(st + minutes, e) - greatest(st, s)) end) as outside
        from x group by 1, 2${
          months
            ? sql`
        union all
        select a.category_id, a.weekday::int, sum(a.minutes), sum(a.outside) ${inMonths("report_time_categories")} group by 1, 2`
            : sql``
        })
      select
        (select coalesce(json_agg(json_build_object('wd', wd, 'h', h, 'm', m)), '[]'::json) from (
          select wd, h, sum(m) as m from hours group by 1, 2) g) as grid,
        (select coalesce(json_agg(json_build_object('category_id', c.category_id, 'name', uc.name, 'shared', (uc.leaid is null and uc.ncessch is null and uc.parent_id is null),
            'group_key', g.key, 'wd', c.wd, 'm', c.m, 'outside', c.outside)), '[]'::json) from (
          select category_id, wd, sum(m) as m, sum(outside) as outside from cats group by 1, 2) c
          left join use_of_time_categories uc on uc.id = c.category_id
          left join use_of_time_categories p on p.id = uc.parent_id
          left join use_of_time_groups g on g.id = coalesce(p.group_id, uc.group_id)) as cats`,
  );
  return { grid: jsonValue<TGridCell[]>(row?.grid, []), cats: jsonValue<TCategoryCell[]>(row?.cats, []) };
}

/**
 * reportTime: "When does the time go, after hours included?" — minutes per weekday and hour (a heat
 * map), and per category and weekday with the minutes outside the school day (from the user's first
 * period's start to their last period's end; weekends are outside it; without periods, nothing is).
 * Aggregated in SQL (a district's school year is ~1.5 million events at 1,000 counselors): its whole
 * months are read from the aggregates report_time_hours and report_time_categories.
 */
async function timeOfDay(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return { kpis: [], chart: null, table: { columns: [], rows: [] } };
  const figures = await timeOfDayFigures(ctx.db, ctx.userIds, ctx.range, ctx.filters);
  const grid = Array.from({ length: 24 }, () => [0, 0, 0, 0, 0, 0, 0]);
  for (const c of figures.grid) grid[c.h][c.wd] += Math.round(Number(c.m));
  const byCategory = new Map<string, { category: string; group: string; days: number[]; outside: number; total: number }>();
  let outside = 0;
  let total = 0;
  let weekend = 0;
  for (const c of figures.cats) {
    const key = String(c.category_id);
    const category = c.category_id == null ? "—" : ctx.categoryLabel({ id: c.category_id, name: c.name ?? "", shared: c.shared === true });
    const entry = byCategory.get(key) ?? { category, group: dinsOf(c.group_key), days: [0, 0, 0, 0, 0, 0, 0], outside: 0, total: 0 };
    const m = Math.round(Number(c.m));
    const out = Math.round(Number(c.outside));
    entry.days[c.wd] += m;
    entry.outside += out;
    entry.total += m;
    byCategory.set(key, entry);
    outside += out;
    total += m;
    if (c.wd >= 5) weekend += m;
  }
  const used = grid.map((row, hour) => ({ hour, row })).filter((h) => h.row.some((m) => m > 0));
  const first = used.length ? Math.min(7, used[0].hour) : 7;
  const last = used.length ? Math.max(17, used[used.length - 1].hour) : 17;
  return {
    kpis: [
      { key: "totalHours", kind: "minutes", value: total },
      { key: "outsideSchoolDay", kind: "minutes", value: outside },
      { key: "weekend", kind: "minutes", value: weekend },
    ],
    chart: {
      kind: "heatmap",
      xKind: "text",
      unit: "minutes",
      series: WEEKDAYS.map((d) => ({ key: d, color: DINS_COLORS.I })),
      data: grid.slice(first, last + 1).map((row, i) => ({ x: `${String(first + i).padStart(2, "0")}:00`, ...Object.fromEntries(WEEKDAYS.map((d, w) => [d, row[w]])) })),
    },
    table: {
      columns: [
        { key: "category", kind: "text" },
        { key: "group", kind: "seriesKey" },
        ...WEEKDAYS.map((d) => ({ key: d, kind: "minutes" as const })),
        { key: "outside", kind: "minutes" },
        { key: "total", kind: "minutes" },
      ],
      rows: [...byCategory.values()]
        .sort((a, b) => b.total - a.total)
        .map((c) => ({ category: c.category, group: c.group, ...Object.fromEntries(WEEKDAYS.map((d, w) => [d, c.days[w]])), outside: c.outside, total: c.total })),
      totals: { category: null, group: null, ...Object.fromEntries(WEEKDAYS.map((d, w) => [d, grid.reduce((a, row) => a + row[w], 0)])), outside, total },
    },
  };
}

export const TIME_DETAIL_REPORTS: readonly TReportDefinition[] = [
  {
    key: "timesheet",
    family: "useOfTime",
    filters: ALL_FILTERS,
    access: "report.calendar.read",
    team: false,
    signatures: true,
    periods: { initial: "week", offered: ["week", "month", "custom"] },
    run: timesheet,
  },
  {
    key: "reportTime",
    family: "useOfTime",
    filters: ALL_FILTERS,
    access: "report.useOfTime.read",
    team: true,
    periods: { initial: "month", offered: ["week", "month", "semester", "schoolYear", "custom"] },
    run: timeOfDay,
  },
];
