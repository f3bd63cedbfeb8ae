import { sql, type SQL } from "drizzle-orm";
import { countedEvents, rowsOf } from "@/lib/analysis/sql";
import { formatMonth } from "@/lib/i18n/format";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { pdfTranslator } from "@/lib/pdf/strings";
import { mayReadEventDetails, titleFor, viewerOf } from "@/lib/privacy/visibility";
import { bucketsOf, dinsOf } from "../series";
import { markedKpi, suppressCountColumns } from "@/lib/privacy/report-cells";
import { PIVOT_MAX_SERIES, PIVOT_PARAMS, metricValue, pivotOf, pivotShape, type TPivotMetric } from "../pivot";
import { seriesDates } from "../program-rules";
import { countedCells } from "@/lib/analysis/cells";
import { TIER_COLUMNS, TIER_SQL } from "./services/sql";
import { DINS_COLORS } from "./use-of-time";
import { ALL_FILTERS, type TChartSeries, type TReportColumn, type TReportContext, type TReportDefinition, type TReportKpi, type TReportResult, type TReportRow } from "../types";

// Report family 1, "Use of time", as a calendar and as a pivot: the ASCA annual calendar
// (RAMP: D+I minutes per day as a heat-map calendar, and the year's activities month by month) and the
// ad-hoc pivot of a metric by a grouping. Every figure comes from countedEvents with the report filters.

/** The groups of direct and indirect student services (4th edition D and I, 3rd edition's service groups). */
const DI_GROUP_KEYS = sql`('direct', 'indirect', 'core_curriculum', 'individual_planning', 'responsive_services')`;

const groupJoins = sql`
  left join use_of_time_categories c on c.id = ev.category_id
  left join use_of_time_categories p on p.id = c.parent_id
  left join use_of_time_groups g on g.id = coalesce(p.group_id, c.group_id)`;

const translator = (ctx: TReportContext) => pdfTranslator("reports", isLocale(ctx.locale) ? ctx.locale : DEFAULT_LOCALE);

/**
 * The dates of one calendar line: each date up to four, else "first – last (n)", with ISO dates
 * (a "dates" cell: the page shows them in the reader's format, a PDF as MM/DD/YY, the CSV as they are).
 */
function datesText(dates: readonly string[]): string {
  const s = seriesDates(dates);
  if (s.count <= 4) return [...dates].sort().join(", ");
  return `${s.first} – ${s.last} (${s.count})`;
}

type TCalendarEvent = {
  event_id: number;
  day: string;
  minutes: number | string;
  title: string | null;
  series_id: number | null;
  category_id: number | null;
  category_name: string | null;
  shared: boolean | null;
  grade: string | null;
  grade_sort: number | null;
  standards: string | null;
};

/**
 * report/annualCalendar: the ASCA annual calendar (RAMP), planned and delivered. The heat map has a
 * line per month and a column per day of the month (1–31) holding the D+I minutes of that day; the
 * table lists the direct and indirect activities month by month: one line per activity (same title,
 * category and grade) and month with its dates, and an event series (events.series_id) as ONE line
 * with all its dates (in the month of its first date).
 */
async function annualCalendar(ctx: TReportContext): Promise<TReportResult> {
  const columns: TReportColumn[] = [
    { key: "month", kind: "month" },
    { key: "dates", kind: "dates" },
    { key: "activity", kind: "text" },
    { key: "category", kind: "text" },
    { key: "grade", kind: "text" },
    { key: "standards", kind: "text" },
    { key: "sessions", kind: "int" },
    { key: "minutes", kind: "minutes" },
  ];
  if (ctx.userIds.length === 0) return { kpis: [], chart: null, table: { columns, rows: [] } };
  // Titles can name students: only the owner and who holds them in calendar scope read them; anyone
  // else reads the category as the activity, and the title is never selected for them.
  const readable = ctx.subject.kind === "user" && mayReadEventDetails(viewerOf(ctx.actor), ctx.subject.user) ? new Set(ctx.userIds) : new Set<number>();
  const events = await rowsOf<TCalendarEvent>(
    ctx.db,
    sql`
      -- The annual calendar shows the plan as well as what was delivered: no recorded/planned boundary.
      with ev as (${countedEvents(ctx.userIds, ctx.range.from, ctx.range.to, { ...ctx.filters, asOf: null })})
      select ev.event_id, to_char(ev.day, 'YYYY-MM-DD') as day, ev.minutes, ${titleFor(readable, sql`e.user_id`, sql`e.title`)} as title, e.series_id,
        c.id as category_id, c.name as category_name, (c.leaid is null and c.ncessch is null and c.parent_id is null) as shared,
        gr.name as grade, gr.sort as grade_sort,
        case when e.lesson_id is null then null else (select string_agg(s.abbrev, ', ' order by ls.position, s.id) from lesson_standards ls join standards s on s.id = ls.standard_id where ls.lesson_id = e.lesson_id) end as standards
      from ev
      join events e on e.id = ev.event_id
      ${groupJoins}
      left join grades gr on gr.id = coalesce(e.grade_id, (select cl.grade_id from clients cl where cl.id = e.client_id))
      where g.key in ${DI_GROUP_KEYS}
      order by ev.day, ev.start_time, ev.event_id`,
  );
  // The heat map: minutes per (month, day of month).
  const months = bucketsOf(ctx.range, "month");
  const perDay = new Map<string, number>();
  for (const e of events) perDay.set(e.day, (perDay.get(e.day) ?? 0) + Number(e.minutes));
  const days = Array.from({ length: 31 }, (_, i) => i + 1);
  const series: TChartSeries[] = days.map((d) => ({ key: `d${d}`, label: String(d), color: "#2563eb" }));
  const data = months.map((m) => {
    const point: Record<string, string | number> = { x: formatMonth(m, ctx.locale) };
    for (const d of days) point[`d${d}`] = Math.round(perDay.get(`${m.slice(0, 8)}${String(d).padStart(2, "0")}`) ?? 0);
    return point;
  });
  // The table: one line per series, else per month × activity.
  type TLine = { month: string; dates: string[]; activity: string; category: string; grade: string; gradeSort: number; standards: Set<string>; sessions: number; minutes: number };
  const lines = new Map<string, TLine>();
  for (const e of events) {
    const category = ctx.categoryLabel({ id: e.category_id, name: e.category_name ?? "", shared: e.shared === true });
    const key = e.series_id !== null ? `s${e.series_id}` : `${e.day.slice(0, 7)}|${e.title ?? ""}|${e.category_id}|${e.grade}`;
    const line = lines.get(key) ?? {
      month: `${e.day.slice(0, 7)}-01`,
      dates: [],
      activity: e.title ?? category,
      category,
      grade: e.grade ?? "",
      gradeSort: e.grade_sort ?? 99,
      standards: new Set<string>(),
      sessions: 0,
      minutes: 0,
    };
    if (!line.dates.includes(e.day)) line.dates.push(e.day);
    if (e.standards) for (const s of e.standards.split(", ")) line.standards.add(s);
    line.sessions += 1;
    line.minutes += Number(e.minutes);
    lines.set(key, line);
  }
  const rows: TReportRow[] = [...lines.values()]
    .sort((a, b) => a.month.localeCompare(b.month) || a.dates[0].localeCompare(b.dates[0]) || a.activity.localeCompare(b.activity) || a.gradeSort - b.gradeSort)
    .map((l) => ({
      month: l.month,
      dates: datesText(l.dates),
      activity: l.activity,
      category: l.category,
      grade: l.grade,
      standards: [...l.standards].join(", "),
      sessions: l.sessions,
      minutes: Math.round(l.minutes),
    }));
  const total = Math.round(events.reduce((a, e) => a + Number(e.minutes), 0));
  return {
    kpis: [
      { key: "directIndirectMinutes", kind: "minutes", value: total },
      { key: "daysWithServices", kind: "int", value: perDay.size },
      { key: "activities", kind: "int", value: rows.length },
      { key: "series", kind: "int", value: new Set(events.filter((e) => e.series_id !== null).map((e) => e.series_id)).size },
    ],
    chart: { kind: "heatmap", xKind: "text", unit: "minutes", series, data },
    table: { columns, rows, totals: { month: null, dates: null, activity: null, category: null, grade: null, standards: null, sessions: events.length, minutes: total } },
  };
}

type TPivotCell = { k: string; label: string | null; shared: boolean | null; month: string; minutes: number | string; events: number | string; students: number | string };

const PIVOT_COLORS = ["#2563eb", "#16a34a", "#d97706", "#dc2626", "#7c3aed", "#0891b2", "#db2777", "#65a30d", "#94a3b8"];

/** The grouping's key and label in SQL (`ev` counted events, `e` the event, `c`/`g` its category and group). */
function dimensionOf(groupBy: string): { key: SQL; label: SQL } {
  switch (groupBy) {
    case "category":
      return { key: sql`coalesce(c.id::text, 'none')`, label: sql`c.name` };
    case "month":
      return { key: sql`to_char(date_trunc('month', ev.day::timestamp), 'YYYY-MM-DD')`, label: sql`null::text` };
    case "grade":
      return { key: sql`coalesce(gr.id::text, 'none')`, label: sql`gr.name` };
    case "tier":
      return { key: sql`(${TIER_SQL})::text`, label: sql`null::text` };
    case "counselor":
      return { key: sql`ev.user_id::text`, label: sql`trim(u.first_name || ' ' || u.last_name)` };
    default:
      return { key: sql`coalesce(g.key, 'none')`, label: sql`null::text` };
  }
}

const TIER_KEYS: Record<string, string> = { "0": "system", "1": "T1", "2": "T2", "3": "T3" };

/**
 * charts: the ad-hoc pivot, a chart of the user's choice (metric × group, month, grade, tier or
 * counselor). metric: minutes, hours, events or students; groupBy: ASCA group
 * (D/I/S/N), category, month, grade (the event's, else its client's), tier (docs/use-of-time.md) or
 * counselor; chart: bar or horizontal bar (each group's total) or stacked bar or line (per month, a
 * series per group; the smallest beyond eight summed as "other").
 */
async function charts(ctx: TReportContext): Promise<TReportResult> {
  const q = pivotOf(ctx.extra);
  const shape = pivotShape(q);
  const dim = dimensionOf(q.groupBy);
  const metricKind: "minutes" | "hours" | "int" = q.metric === "minutes" ? "minutes" : q.metric === "hours" ? "hours" : "int";
  if (ctx.userIds.length === 0) return { kpis: [], chart: null, table: { columns: [{ key: "group", kind: "text" }], rows: [] } };
  const needsEvent = q.groupBy === "grade" || q.groupBy === "tier";
  // One pass over the counted events, grouped by (key, month start); the month is formatted after grouping.
  const [cells, t] = await Promise.all([
    rowsOf<TPivotCell>(
      ctx.db,
      sql`
        with ev as (${
          // A tier or grade is read from the event's own row; every other grouping (by month at the finest) sums the aggregates.
          needsEvent
            ? countedEvents(ctx.userIds, ctx.range.from, ctx.range.to, ctx.filters, sql`${TIER_COLUMNS}, 1::bigint as events`)
            : countedCells(ctx.userIds, ctx.range.from, ctx.range.to, ctx.filters, "month")
        })
        select x.k, x.label, x.shared, to_char(x.m, 'YYYY-MM-DD') as month, x.minutes, x.events, x.students from (
          select ${dim.key} as k, min(${dim.label}) as label, bool_and(c.leaid is null and c.ncessch is null and c.parent_id is null) as shared,
            date_trunc('month', ev.day::timestamp) as m,
            sum(ev.minutes) as minutes, sum(ev.events) as events, coalesce(sum(ev.students_count), 0) as students
          from ev
          ${needsEvent ? sql`cross join lateral (select ev.tier, ev.students_count, ev.client_id, ev.grade_id) e` : sql``}
          ${groupJoins}
          ${q.groupBy === "grade" ? sql`left join clients cl2 on cl2.id = e.client_id left join grades gr on gr.id = coalesce(e.grade_id, cl2.grade_id)` : sql``}
          ${q.groupBy === "tier" ? sql`left join clients cl on cl.id = e.client_id` : sql``}
          ${q.groupBy === "counselor" ? sql`join users u on u.id = ev.user_id` : sql``}
          group by 1, 4) x`,
    ),
    translator(ctx),
  ]);
  // Group keys as shown: D/I/S/N and tiers translated, categories in the reader's language, else the data's own label.
  const keyOf = (c: TPivotCell) => (q.groupBy === "group" ? dinsOf(c.k === "none" ? null : c.k) : q.groupBy === "tier" ? (TIER_KEYS[c.k] ?? "system") : c.k);
  const labelOf = (k: string, c: TPivotCell): string => {
    if (q.groupBy === "group" || q.groupBy === "tier") return t(`series.${k}`);
    if (q.groupBy === "month") return formatMonth(k, ctx.locale);
    if (k === "none") return "—";
    if (q.groupBy === "category") return ctx.categoryLabel({ id: Number(k), name: c.label ?? "", shared: c.shared === true });
    return c.label || "—";
  };
  type TAgg = { key: string; label: string; minutes: number; events: number; students: number; byMonth: Map<string, { minutes: number; events: number; students: number }> };
  const groups = new Map<string, TAgg>();
  for (const c of cells) {
    const k = keyOf(c);
    const a = groups.get(k) ?? { key: k, label: labelOf(k, c), minutes: 0, events: 0, students: 0, byMonth: new Map() };
    const m = a.byMonth.get(c.month) ?? { minutes: 0, events: 0, students: 0 };
    for (const target of [a, m]) {
      target.minutes += Number(c.minutes);
      target.events += Number(c.events);
      target.students += Number(c.students);
    }
    a.byMonth.set(c.month, m);
    groups.set(k, a);
  }
  const fixed = q.groupBy === "tier" ? ["T1", "T2", "T3", "system"] : ["D", "I", "S", "N", "U"];
  const order =
    q.groupBy === "month"
      ? (a: TAgg, b: TAgg) => a.key.localeCompare(b.key)
      : q.groupBy === "group" || q.groupBy === "tier"
        ? (a: TAgg, b: TAgg) => fixed.indexOf(a.key) - fixed.indexOf(b.key)
        : (a: TAgg, b: TAgg) => metricValue(q.metric, b) - metricValue(q.metric, a) || a.label.localeCompare(b.label);
  const list = [...groups.values()].sort(order);
  const metricOf = (x: { minutes: number; events: number; students: number }) => metricValue(q.metric, x);
  /** A cell of the table: minutes for minutes and hours (the kinds show them as h:mm or decimal hours), else the count. */
  const tableValue = (x: { minutes: number; events: number; students: number }) => (q.metric === "minutes" || q.metric === "hours" ? Math.round(x.minutes) : metricOf(x));
  const total = list.reduce((a, g) => ({ minutes: a.minutes + g.minutes, events: a.events + g.events, students: a.students + g.students }), { minutes: 0, events: 0, students: 0 });
  const kpis: TReportKpi[] = [
    { key: "totalHours", kind: "minutes" as const, value: Math.round(total.minutes) },
    { key: "events", kind: "int" as const, value: total.events },
    { key: "students", kind: "int" as const, value: total.students },
    { key: "pivotGroups", kind: "int" as const, value: list.length },
  ];
  const months = bucketsOf(ctx.range, "month");
  const share = (x: number, all: number) => (all > 0 ? Math.round((x * 100) / all) : 0);
  if (shape === "totals" || q.groupBy === "month") {
    // Grouped by month: the months are the x axis (a single series) for every chart type.
    const overMonths = q.groupBy === "month";
    const points = overMonths ? months.map((m) => ({ x: m, v: metricOf(groups.get(m) ?? { minutes: 0, events: 0, students: 0 }) })) : list.map((g) => ({ x: g.label, v: metricOf(g) }));
    const colour = q.groupBy === "group" ? undefined : "#2563eb";
    const counted: TReportRow[] = (overMonths ? months.map((m) => groups.get(m) ?? { key: m, label: m, minutes: 0, events: 0, students: 0 }) : list).map((g) => ({
      [overMonths ? "month" : "group"]: overMonths ? g.key : g.label,
      minutes: Math.round(g.minutes),
      hours: Math.round(g.minutes),
      events: g.events,
      students: g.students,
      percent: share(metricOf(g), metricOf(total)),
    }));
    const countedTotals: TReportRow = {
      [overMonths ? "month" : "group"]: null,
      minutes: Math.round(total.minutes),
      hours: Math.round(total.minutes),
      events: total.events,
      students: total.students,
      percent: metricOf(total) > 0 ? 100 : 0,
    };
    // Figures that leave the counselor: the students per group obey the small-cell rule, and so do the
    // shares and bars of a students pivot.
    const cells = ctx.smallCells ? suppressCountColumns(counted, countedTotals, ["students"], { totalShown: true }) : null;
    const rowMark = (i: number) => (q.metric === "students" ? (cells?.mark(i, "students") ?? null) : null);
    const tableRows = (cells?.rows ?? counted).map((r, i) => (rowMark(i) ? { ...r, percent: rowMark(i) } : r));
    return {
      kpis: kpis.map((k) => (k.key === "students" ? markedKpi(k, cells?.mark("total", "students") ?? null) : k)),
      chart: {
        kind: q.chart,
        xKind: overMonths ? "month" : "text",
        unit: unitOf(q.metric),
        series: [{ key: q.metric, color: colour ?? "#2563eb" }],
        // A withheld count has no bar.
        data: points.map((p, i) => ({ x: p.x, ...(rowMark(i) ? {} : { [q.metric]: p.v }) })),
      },
      smallCells: cells?.withheld === true,
      table: {
        columns: [
          { key: overMonths ? "month" : "group", kind: overMonths ? "month" : "text" },
          { key: "minutes", kind: "minutes" },
          { key: "hours", kind: "hours" },
          { key: "events", kind: "int" },
          { key: "students", kind: "int" },
          { key: "percent", kind: "percent" },
        ],
        rows: tableRows,
        totals: cells?.totals ?? countedTotals,
      },
    };
  }
  // Over time: a series per group (the largest eight, the rest as "other"), months on the x axis.
  const ranked = [...list].sort((a, b) => metricOf(b) - metricOf(a));
  const shown = ranked.slice(0, PIVOT_MAX_SERIES);
  const rest = ranked.slice(PIVOT_MAX_SERIES);
  const seriesOf = (g: TAgg, i: number): TChartSeries =>
    q.groupBy === "group" || q.groupBy === "tier"
      ? { key: g.key, color: (DINS_COLORS as Record<string, string>)[g.key] ?? PIVOT_COLORS[i % PIVOT_COLORS.length] }
      : { key: `v${i}`, label: g.label, color: PIVOT_COLORS[i % PIVOT_COLORS.length] };
  const series = shown.map(seriesOf);
  if (rest.length) series.push({ key: "other", color: "#94a3b8" });
  const monthOf = (g: TAgg, m: string) => g.byMonth.get(m) ?? { minutes: 0, events: 0, students: 0 };
  const data = months.map((m) => {
    const point: Record<string, string | number> = { x: m };
    shown.forEach((g, i) => (point[series[i].key] = metricOf(monthOf(g, m))));
    if (rest.length) point.other = Math.round(rest.reduce((a, g) => a + metricOf(monthOf(g, m)), 0) * 10) / 10;
    return point;
  });
  const cellKind: "minutes" | "hours" | "int" = metricKind;
  const gridRows: TReportRow[] = list.map((g) => ({ group: g.label, ...Object.fromEntries(months.map((m) => [`m${m}`, tableValue(monthOf(g, m))])), total: tableValue(g) }));
  const gridTotals: TReportRow = {
    group: null,
    ...Object.fromEntries(
      months.map((m) => [
        `m${m}`,
        tableValue(
          list.reduce(
            (a, g) => {
              const x = monthOf(g, m);
              return { minutes: a.minutes + x.minutes, events: a.events + x.events, students: a.students + x.students };
            },
            { minutes: 0, events: 0, students: 0 },
          ),
        ),
      ]),
    ),
    total: tableValue(total),
  };
  // A students pivot that leaves the counselor: every cell of the grid (group × month, each line's and
  // each month's total) obeys the small-cell rule; a withheld cell has no point, and "other" (the
  // total less the groups drawn) is then not drawn either.
  const monthKeys = months.map((m) => `m${m}`);
  const grid = ctx.smallCells && q.metric === "students" ? suppressCountColumns(gridRows, gridTotals, [...monthKeys, "total"], { rowSum: { parts: monthKeys, total: "total" } }) : null;
  const listIndex = new Map(list.map((g, i) => [g, i]));
  const chartData = grid?.withheld
    ? data.map((point, j) => {
        const out: Record<string, string | number> = { x: point.x };
        shown.forEach((g, i) => {
          if (!grid.mark(listIndex.get(g)!, `m${months[j]}`)) out[series[i].key] = point[series[i].key];
        });
        return out;
      })
    : data;
  return {
    kpis: kpis.map((k) => (k.key === "students" && grid ? markedKpi(k, grid.mark("total", "total")) : k)),
    chart: { kind: q.chart, xKind: "month", unit: unitOf(q.metric), series, data: chartData },
    table: {
      columns: [{ key: "group", kind: "text" }, ...months.map((m) => ({ key: `m${m}`, kind: cellKind, labelMonth: m })), { key: "total", kind: cellKind }],
      rows: grid?.rows ?? gridRows,
      totals: grid?.totals ?? gridTotals,
    },
    smallCells: grid?.withheld === true,
  };
}

function unitOf(metric: TPivotMetric): "minutes" | "hours" | "count" {
  return metric === "minutes" ? "minutes" : metric === "hours" ? "hours" : "count";
}

export const CALENDAR_REPORTS: readonly TReportDefinition[] = [
  {
    key: "annualCalendar",
    family: "useOfTime",
    access: "report.calendar.read",
    team: false,
    filters: ALL_FILTERS,
    periods: { initial: "schoolYear", offered: ["semester", "schoolYear", "custom"] },
    run: annualCalendar,
  },
  {
    key: "charts",
    family: "useOfTime",
    access: "report.counseling.read",
    team: true,
    filters: ALL_FILTERS,
    params: PIVOT_PARAMS,
    periods: { initial: "schoolYear", offered: ["week", "month", "semester", "schoolYear", "custom"] },
    run: charts,
  },
];
