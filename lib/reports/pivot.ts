import { z } from "zod";

// The ad-hoc pivot of the charts report: a metric × a grouping, drawn as the chart the user picks.
// Its own search parameters (the report definition's `params`), validated here; anything unknown falls
// back to the defaults, so a hand-edited address still shows a chart.

export const PIVOT_METRICS = ["minutes", "hours", "events", "students"] as const;
export const PIVOT_GROUPS = ["group", "category", "month", "grade", "tier", "counselor"] as const;
export const PIVOT_CHARTS = ["bar", "stackedBar", "line", "horizontalBar"] as const;

export type TPivotMetric = (typeof PIVOT_METRICS)[number];
export type TPivotGroup = (typeof PIVOT_GROUPS)[number];
export type TPivotChart = (typeof PIVOT_CHARTS)[number];

export const PIVOT_PARAMS = ["metric", "groupBy", "chart"] as const;

export const ZPivotQuery = z.object({
  metric: z.enum(PIVOT_METRICS).catch("hours").default("hours"),
  groupBy: z.enum(PIVOT_GROUPS).catch("group").default("group"),
  chart: z.enum(PIVOT_CHARTS).catch("bar").default("bar"),
});
export type TPivotQuery = z.infer<typeof ZPivotQuery>;

/** The pivot of raw parameters (strings or missing); unknown values take the defaults (hours by group as bars). */
export function pivotOf(raw: Readonly<Record<string, string | undefined>>): TPivotQuery {
  return ZPivotQuery.parse({ metric: raw.metric, groupBy: raw.groupBy, chart: raw.chart });
}

/**
 * A pivot cell's value in its metric: minutes and hours from the counted minutes (hours to one
 * decimal), events counted, students summed.
 */
export function metricValue(metric: TPivotMetric, cell: { minutes: number; events: number; students: number }): number {
  if (metric === "minutes") return Math.round(cell.minutes);
  if (metric === "hours") return Math.round(cell.minutes / 6) / 10;
  if (metric === "events") return cell.events;
  return cell.students;
}

/**
 * Over time or not: bar and horizontal bar compare the groups' totals (x = group); stacked bar and line
 * draw the months with one series per group. Grouped by month, every chart is the months with one series.
 */
export function pivotShape(q: Pick<TPivotQuery, "groupBy" | "chart">): "totals" | "overTime" {
  if (q.groupBy === "month") return "overTime";
  return q.chart === "stackedBar" || q.chart === "line" ? "overTime" : "totals";
}

/** At most this many series over time: the smallest groups beyond it are summed as "other". */
export const PIVOT_MAX_SERIES = 8;
