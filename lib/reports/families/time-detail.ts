import { sql } from "drizzle-orm";
import { countedEvents, rowsOf } from "@/lib/analysis/sql";
import { canSeeEventDetails } from "@/lib/analysis/visibility";
import { bucketsOf, dinsOf } from "../series";
import { DINS_COLORS } from "./use-of-time";
import type { TReportContext, TReportDefinition, TReportResult } from "../types";

// Family 1 of REPORTS.md, event by event: the daily timesheet (time-and-effort records for Title I
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
  title: string;
  category_id: number | null;
  category_name: string | null;
  shared: boolean | null;
  group_key: string | null;
};

/** The counted events of the report's users, with their title, category and group, in date and time order. */
async function countedRows(ctx: TReportContext): Promise<TEventRow[]> {
  return rowsOf<TEventRow>(
    ctx.db,
    sql`
      with ev as (${countedEvents(ctx.userIds, ctx.range.from, ctx.range.to)})
      select ev.event_id, ev.user_id, to_char(ev.day, 'YYYY-MM-DD') as day, (ev.event_date < ev.day) as crossed, to_char(ev.start_time, 'HH24:MI') as start_time, ev.minutes, ev.students_count,
        e.title, c.id as category_id, c.name as category_name, (c.leaid is null and c.ncessch is null and c.parent_id is null) as shared, g.key as group_key
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
  const viewer = { id: ctx.actor.id, roleId: ctx.actor.roleId, specialUser: ctx.actor.specialUser };
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
      activity: canSeeEventDetails(viewer, r.user_id) ? r.title : category,
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
        { key: "start", kind: "text" },
        { key: "end", kind: "text" },
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

/** The school day of a user: from the first period's start to the last period's end (null without periods). */
async function schoolDays(ctx: TReportContext): Promise<Map<number, { start: number; end: number }>> {
  const rows = await rowsOf<{ user_id: number; start: string; end: string }>(
    ctx.db,
    sql`select user_id, to_char(min(start), 'HH24:MI') as start, to_char(max("end"), 'HH24:MI') as "end" from periods
        where user_id in (${sql.join(ctx.userIds.map((id) => sql`${id}`), sql`, `)}) group by user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, { start: toMinutes(r.start), end: toMinutes(r.end) }]));
}

/**
 * reportTime: "When does the time go, after hours included?" — minutes per weekday and hour (a heat
 * map), and per category and weekday with the minutes outside the school day (the user's periods).
 */
async function timeOfDay(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return { kpis: [], chart: null, table: { columns: [], rows: [] } };
  const [rows, days] = await Promise.all([countedRows(ctx), schoolDays(ctx)]);
  const grid = Array.from({ length: 24 }, () => [0, 0, 0, 0, 0, 0, 0]);
  const byCategory = new Map<string, { category: string; group: string; days: number[]; outside: number; total: number }>();
  let outside = 0;
  let total = 0;
  let weekend = 0;
  for (const r of rows) {
    const minutes = Math.round(Number(r.minutes));
    const weekday = (new Date(`${r.day}T12:00:00Z`).getUTCDay() + 6) % 7;
    let at = r.crossed ? 0 : toMinutes(r.start_time);
    const school = days.get(r.user_id);
    let left = minutes;
    let out = 0;
    while (left > 0) {
      const hour = Math.floor(at / 60) % 24;
      const take = Math.min(left, 60 - (at % 60));
      grid[hour][weekday] += take;
      if (school && (weekday >= 5 || at < school.start || at >= school.end)) out += take;
      at += take;
      left -= take;
    }
    const category = r.category_id == null ? "—" : ctx.categoryLabel({ id: r.category_id, name: r.category_name ?? "", shared: r.shared === true });
    const key = String(r.category_id);
    const entry = byCategory.get(key) ?? { category, group: dinsOf(r.group_key), days: [0, 0, 0, 0, 0, 0, 0], outside: 0, total: 0 };
    entry.days[weekday] += minutes;
    entry.outside += out;
    entry.total += minutes;
    byCategory.set(key, entry);
    outside += out;
    total += minutes;
    if (weekday >= 5) weekend += minutes;
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
      columns: [{ key: "category", kind: "text" }, { key: "group", kind: "seriesKey" }, ...WEEKDAYS.map((d) => ({ key: d, kind: "minutes" as const })), { key: "outside", kind: "minutes" }, { key: "total", kind: "minutes" }],
      rows: [...byCategory.values()].sort((a, b) => b.total - a.total).map((c) => ({ category: c.category, group: c.group, ...Object.fromEntries(WEEKDAYS.map((d, w) => [d, c.days[w]])), outside: c.outside, total: c.total })),
      totals: { category: null, group: null, ...Object.fromEntries(WEEKDAYS.map((d, w) => [d, grid.reduce((a, row) => a + row[w], 0)])), outside, total },
    },
  };
}

export const TIME_DETAIL_REPORTS: readonly TReportDefinition[] = [
  { key: "timesheet", family: "useOfTime", roles: ["C", "M", "S", "F"], team: false, signatures: true, periods: { initial: "week", offered: ["week", "month", "custom"] }, run: timesheet },
  { key: "reportTime", family: "useOfTime", roles: ["C", "M", "F"], team: true, periods: { initial: "month", offered: ["week", "month", "semester", "schoolYear", "custom"] }, run: timeOfDay },
];
