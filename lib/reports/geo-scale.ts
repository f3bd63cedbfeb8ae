import type { TReportChart } from "./types";

// The choropleth's colour steps, shared by the page's SVG and the PDF: five
// sequential blues over the value range; percents use fixed steps so maps compare (the D+I bands
// end at the 80 % target), counts and hours nice round steps up to the largest value. An area
// without a value is grey ("no data"), never the lightest blue (which means a low value).

export const NO_DATA_COLOR = "#e2e8f0";
export const STEP_COLORS = ["#dbeafe", "#93c5fd", "#60a5fa", "#2563eb", "#1e3a8a"] as const;

/** A step: values from `min` (inclusive) to `max` (inclusive for the last step), and its colour. */
export type TColorStep = { min: number; max: number; color: string };

function niceCeil(v: number): number {
  if (v <= 5) return 5;
  const p = 10 ** Math.floor(Math.log10(v));
  const m = [1, 2, 2.5, 5, 10].find((f) => f * p >= v) ?? 10;
  return m * p;
}

/** The five steps of a chart's unit and values. */
export function colorSteps(unit: TReportChart["unit"], values: readonly number[]): TColorStep[] {
  if (unit === "percent") {
    const edges = [0, 50, 65, 80, 90, 100];
    return STEP_COLORS.map((color, i) => ({ min: edges[i], max: edges[i + 1], color }));
  }
  const top = niceCeil(Math.max(0, ...values));
  const size = top / STEP_COLORS.length;
  return STEP_COLORS.map((color, i) => ({ min: Math.round(i * size * 10) / 10, max: Math.round((i + 1) * size * 10) / 10, color }));
}

/** The colour of a value: the step it falls in (the upper edge belongs to the next step, except the last). */
export function colorOf(steps: readonly TColorStep[], value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return NO_DATA_COLOR;
  for (let i = 0; i < steps.length; i += 1) if (value < steps[i].max || i === steps.length - 1) return steps[i].color;
  return NO_DATA_COLOR;
}

/** The map's values by area id (USPS code or county FIPS), from the chart's first series. */
export function mapValues(chart: TReportChart): Map<string, number> {
  const key = chart.series[0]?.key;
  const out = new Map<string, number>();
  if (!key) return out;
  for (const d of chart.data) {
    const v = d[key];
    if (typeof v === "number") out.set(String(d.x), v);
  }
  return out;
}

/** "name: value" with the unit (the path's title and the legend). */
export function valueText(unit: TReportChart["unit"], value: number | null | undefined, noData: string): string {
  if (value == null) return noData;
  return unit === "percent" ? `${value}%` : unit === "hours" ? `${value} h` : String(value);
}
