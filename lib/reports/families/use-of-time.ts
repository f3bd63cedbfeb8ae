import { useOfTime, type TUseOfTime } from "@/lib/analysis/use-of-time";
import { percentOf, roundPercents } from "@/lib/analysis/rules";
import { bucketsOf, categoryBucketMinutes, dinsOf, DINS, directIndirectPercent, useOfTimeSeries, type TBucket, type TDins, type TSeriesCell } from "../series";
import { ALL_FILTERS } from "../types";
import type { TChartSeries, TReportChart, TReportContext, TReportDefinition, TReportKpi, TReportResult, TReportTable } from "../types";

// Report family 1, "Use of time": the use-of-time aggregation (lib/analysis) per day, week or
// month and per group or category. Every figure comes from countedEvents' rules, like the dashboard's,
// read through the aggregates (lib/analysis/cells.ts).

/** The group colours of the dashboard (components/analysis/labels.ts): D green, I blue, S amber, N red. */
export const DINS_COLORS: Record<TDins, string> = { D: "#16a34a", I: "#2563eb", S: "#d97706", N: "#dc2626", U: "#94a3b8" };

function dinsSeries(cells: readonly TSeriesCell[]): TChartSeries[] {
  const keys: TDins[] = [...DINS];
  if (cells.some((c) => c.dins === "U" && c.minutes > 0)) keys.push("U");
  return keys.map((k) => ({ key: k, color: DINS_COLORS[k] }));
}

type TBucketTotals = Record<TDins, number> & { students: number; events: number };

function totalsByBucket(cells: readonly TSeriesCell[], buckets: readonly string[]): Map<string, TBucketTotals> {
  const out = new Map<string, TBucketTotals>(buckets.map((b) => [b, { D: 0, I: 0, S: 0, N: 0, U: 0, students: 0, events: 0 }]));
  for (const c of cells) {
    const t = out.get(c.bucket);
    if (!t) continue;
    t[c.dins] += c.minutes;
    t.students += c.students;
    t.events += c.events;
  }
  return out;
}

const hours = (minutes: number) => Math.round(minutes / 6) / 10;

/** Each bucket's D, I, S, N minutes as hours (stacked), for a chart per week, month or day. */
function hoursChart(cells: readonly TSeriesCell[], buckets: readonly string[], xKind: TBucket): TReportChart {
  const totals = totalsByBucket(cells, buckets);
  const series = dinsSeries(cells);
  return {
    kind: "stackedBar",
    xKind,
    unit: "hours",
    series,
    data: buckets.map((b) => ({ x: b, ...Object.fromEntries(series.map((s) => [s.key, hours(totals.get(b)![s.key as TDins])])) })),
  };
}

/** Each bucket's groups as percents of its own minutes (stacked to 100), with the target line for D + I. */
function percentChart(cells: readonly TSeriesCell[], buckets: readonly string[], xKind: TBucket, target: number): TReportChart {
  const totals = totalsByBucket(cells, buckets);
  const series = dinsSeries(cells);
  return {
    kind: "stackedBar",
    xKind,
    unit: "percent",
    series,
    targetLine: target,
    data: buckets.map((b) => {
      const t = totals.get(b)!;
      // Whole percents that add up to exactly 100 (largest remainder), so a stacked bar never reads 101%.
      const shares = roundPercents(series.map((s) => t[s.key as TDins]));
      return { x: b, ...Object.fromEntries(series.map((s, i) => [s.key, shares[i]])) };
    }),
  };
}

function minutesByDins(a: TUseOfTime): Record<TDins, number> {
  const out: Record<TDins, number> = { D: 0, I: 0, S: 0, N: 0, U: 0 };
  for (const g of a.groups) out[dinsOf(g.key)] += g.minutes;
  return out;
}

/** The use-of-time KPIs of a period beside the period before. */
function periodKpis(now: TUseOfTime, before: TUseOfTime, target: number): TReportKpi[] {
  const n = minutesByDins(now);
  const b = minutesByDins(before);
  return [
    { key: "totalHours", kind: "minutes", value: now.totalMinutes, previous: before.totalMinutes },
    { key: "directIndirect", kind: "percent", value: directIndirectPercent(n), previous: directIndirectPercent(b), target },
    { key: "nonCounseling", kind: "minutes", value: n.N, previous: b.N },
    { key: "students", kind: "int", value: now.studentsServed, previous: before.studentsServed },
    { key: "events", kind: "int", value: now.eventsCount, previous: before.eventsCount },
  ];
}

/** One row per category: group, minutes, hours, percent, events, students and the change against the period before. */
function categoryTable(ctx: TReportContext, now: TUseOfTime, before: TUseOfTime): TReportTable {
  const beforeById = new Map(before.categories.map((c) => [c.id, c.minutes]));
  return {
    columns: [
      { key: "category", kind: "text" },
      { key: "group", kind: "seriesKey" },
      { key: "minutes", kind: "int" },
      { key: "hours", kind: "hours" },
      { key: "percent", kind: "percent" },
      { key: "events", kind: "int" },
      { key: "students", kind: "int" },
      { key: "change", kind: "delta" },
    ],
    rows: now.categories.map((c) => ({
      category: ctx.categoryLabel(c),
      group: dinsOf(c.groupKey),
      minutes: c.minutes,
      hours: c.minutes,
      percent: c.percent,
      events: c.events,
      students: c.students,
      change: c.minutes - (beforeById.get(c.id) ?? 0),
    })),
    totals: {
      category: null,
      group: null,
      minutes: now.totalMinutes,
      hours: now.totalMinutes,
      percent: now.totalMinutes > 0 ? 100 : 0,
      events: now.eventsCount,
      students: now.studentsServed,
      change: now.totalMinutes - before.totalMinutes,
    },
  };
}

async function periodPair(ctx: TReportContext): Promise<[TUseOfTime, TUseOfTime]> {
  const q = { userIds: ctx.userIds, colorLeaid: ctx.colorLeaid, filters: ctx.filters };
  return Promise.all([useOfTime(ctx.db, { ...q, ...ctx.range }), useOfTime(ctx.db, { ...q, ...ctx.previous })]);
}

/** report/monthlyUseofTimeAnalysis: "How did this month go against 80/20?" */
async function monthly(ctx: TReportContext): Promise<TReportResult> {
  const [[now, before], cells] = await Promise.all([periodPair(ctx), useOfTimeSeries(ctx.db, ctx.userIds, ctx.range, "week", ctx.filters)]);
  return { kpis: periodKpis(now, before, ctx.target), chart: percentChart(cells, bucketsOf(ctx.range, "week"), "week", ctx.target), table: categoryTable(ctx, now, before) };
}

/** report/semesterSummaryReport: the semester report to the principal, category × month in hours. */
async function semester(ctx: TReportContext): Promise<TReportResult> {
  const [[now, before], cells, perCategory] = await Promise.all([periodPair(ctx), useOfTimeSeries(ctx.db, ctx.userIds, ctx.range, "month", ctx.filters), categoryMonths(ctx)]);
  const months = bucketsOf(ctx.range, "month");
  const table: TReportTable = {
    columns: [{ key: "category", kind: "text" }, ...months.map((m) => ({ key: `m${m}`, kind: "hours" as const, labelMonth: m })), { key: "total", kind: "hours" }, { key: "percent", kind: "percent" }],
    rows: now.categories.map((c) => ({
      category: ctx.categoryLabel(c),
      ...Object.fromEntries(months.map((m) => [`m${m}`, perCategory.get(`${c.id}|${m}`) ?? 0])),
      total: c.minutes,
      percent: c.percent,
    })),
    totals: {
      category: null,
      ...Object.fromEntries(months.map((m) => [`m${m}`, cells.filter((x) => x.bucket === m).reduce((a, x) => a + x.minutes, 0)])),
      total: now.totalMinutes,
      percent: now.totalMinutes > 0 ? 100 : 0,
    },
  };
  return { kpis: periodKpis(now, before, ctx.target), chart: hoursChart(cells, months, "month"), table };
}

/** Minutes per (category, month) of the range: one useOfTime per month would scan the events once per month. */
function categoryMonths(ctx: TReportContext): Promise<Map<string, number>> {
  return categoryBucketMinutes(ctx.db, ctx.userIds, ctx.range, "month", ctx.filters);
}

/** report/annualMonthlySummaryReport: each group's share by month over the school year, for the annual report. */
async function annual(ctx: TReportContext): Promise<TReportResult> {
  const [[now, before], cells] = await Promise.all([periodPair(ctx), useOfTimeSeries(ctx.db, ctx.userIds, ctx.range, "month", ctx.filters)]);
  const months = bucketsOf(ctx.range, "month");
  const totals = totalsByBucket(cells, months);
  const chart: TReportChart = {
    kind: "line",
    xKind: "month",
    unit: "percent",
    targetLine: ctx.target,
    series: [
      { key: "DI", color: "#15803d" },
      { key: "S", color: DINS_COLORS.S },
      { key: "N", color: DINS_COLORS.N },
    ],
    data: months.map((m) => {
      const t = totals.get(m)!;
      const all = t.D + t.I + t.S + t.N + t.U;
      return { x: m, DI: percentOf(t.D + t.I, all), S: percentOf(t.S, all), N: percentOf(t.N, all) };
    }),
  };
  const rowOf = (t: TBucketTotals) => ({ D: t.D, I: t.I, S: t.S, N: t.N, directIndirect: directIndirectPercent(t), students: t.students });
  const sum = [...totals.values()].reduce((a, t) => ({ D: a.D + t.D, I: a.I + t.I, S: a.S + t.S, N: a.N + t.N, U: a.U + t.U, students: a.students + t.students, events: a.events + t.events }), {
    D: 0,
    I: 0,
    S: 0,
    N: 0,
    U: 0,
    students: 0,
    events: 0,
  });
  return {
    kpis: periodKpis(now, before, ctx.target),
    chart,
    table: {
      columns: [
        { key: "month", kind: "month" },
        { key: "D", kind: "hours" },
        { key: "I", kind: "hours" },
        { key: "S", kind: "hours" },
        { key: "N", kind: "hours" },
        { key: "directIndirect", kind: "percent" },
        { key: "students", kind: "int" },
      ],
      rows: months.map((m) => ({ month: m, ...rowOf(totals.get(m)!) })),
      totals: { month: null, ...rowOf(sum) },
    },
  };
}

/** report/timesheetSummaryView: the day-by-day totals by group, and the average recorded day. */
async function timesheetSummary(ctx: TReportContext): Promise<TReportResult> {
  const [[now, before], cells] = await Promise.all([periodPair(ctx), useOfTimeSeries(ctx.db, ctx.userIds, ctx.range, "day", ctx.filters)]);
  const days = bucketsOf(ctx.range, "day");
  const totals = totalsByBucket(cells, days);
  const rowOf = (t: Record<TDins, number>) => {
    const total = t.D + t.I + t.S + t.N + t.U;
    return { D: t.D, I: t.I, S: t.S, N: t.N, total, directIndirect: directIndirectPercent(t) };
  };
  const recorded = days.filter((d) => {
    const t = totals.get(d)!;
    return t.D + t.I + t.S + t.N + t.U > 0;
  });
  const avg = (k: TDins) => (recorded.length ? Math.round(recorded.reduce((a, d) => a + totals.get(d)![k], 0) / recorded.length) : 0);
  const average = { D: avg("D"), I: avg("I"), S: avg("S"), N: avg("N"), U: avg("U") };
  return {
    kpis: [...periodKpis(now, before, ctx.target), { key: "averageDay", kind: "minutes", value: rowOf(average).total }, { key: "daysRecorded", kind: "int", value: recorded.length }],
    chart: hoursChart(cells, days, "day"),
    table: {
      columns: [
        { key: "day", kind: "date" },
        { key: "D", kind: "int" },
        { key: "I", kind: "int" },
        { key: "S", kind: "int" },
        { key: "N", kind: "int" },
        { key: "total", kind: "int" },
        { key: "directIndirect", kind: "percent" },
      ],
      rows: days.map((d) => ({ day: d, ...rowOf(totals.get(d)!) })),
      totals: { day: null, ...rowOf(average) },
      totalsLabel: "average",
    },
  };
}

/** snapShot: the one-screen check, a 100 % bar and each KPI now, in the period before, and the change. */
async function snapshot(ctx: TReportContext): Promise<TReportResult> {
  const [now, before] = await periodPair(ctx);
  const kpis = periodKpis(now, before, ctx.target);
  const n = minutesByDins(now);
  const series = ([...DINS, ...(n.U > 0 ? (["U"] as const) : [])] as TDins[]).map((k) => ({ key: k, color: DINS_COLORS[k] }));
  const shares = roundPercents(series.map((s) => n[s.key as TDins]));
  return {
    kpis,
    chart: { kind: "stackedBar", xKind: "text", unit: "percent", series, targetLine: ctx.target, data: [{ x: "period", ...Object.fromEntries(series.map((s, i) => [s.key, shares[i]])) }] },
    table: {
      columns: [
        { key: "kpi", kind: "kpiKey" },
        { key: "now", kind: "byRow" },
        { key: "before", kind: "byRow" },
        { key: "change", kind: "byRow" },
      ],
      rows: kpis.map((k) => ({ kpi: k.key, now: k.value, before: k.previous ?? null, change: k.previous == null ? null : k.value - k.previous, kind: k.kind })),
    },
  };
}

export const USE_OF_TIME_REPORTS: readonly TReportDefinition[] = [
  { key: "monthlyUseofTimeAnalysis", family: "useOfTime", filters: ALL_FILTERS, access: "report.useOfTime.read", team: true, periods: { initial: "month", offered: ["month"] }, run: monthly },
  { key: "semesterSummaryReport", family: "useOfTime", filters: ALL_FILTERS, access: "report.useOfTime.read", team: true, periods: { initial: "semester", offered: ["semester"] }, run: semester },
  {
    key: "annualMonthlySummaryReport",
    family: "useOfTime",
    filters: ALL_FILTERS,
    access: "report.useOfTime.read",
    team: true,
    periods: { initial: "schoolYear", offered: ["schoolYear"] },
    run: annual,
  },
  {
    key: "timesheetSummaryView",
    family: "useOfTime",
    filters: ALL_FILTERS,
    access: "report.calendar.read",
    team: false,
    periods: { initial: "week", offered: ["week", "month", "custom"] },
    run: timesheetSummary,
  },
  {
    key: "snapShot",
    family: "useOfTime",
    filters: ALL_FILTERS,
    access: "report.counseling.read",
    team: true,
    periods: { initial: "month", offered: ["week", "month", "semester", "schoolYear"] },
    run: snapshot,
  },
];
