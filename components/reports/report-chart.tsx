"use client";

import { useTranslations } from "next-intl";
import { ChartDataTable } from "@/components/charts/chart-data-table";
import { useConfidential } from "@/components/shell/confidential";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TReportChart } from "@/lib/reports/types";

// A report's chart (Recharts), from the definition's chart and labels translated on the server.
// Its text alternative: the chart's own figures in a table under it (ChartDataTable), one row per
// x value and one column per series, besides the report's table.

type TProps = {
  chart: TReportChart;
  title: string;
  /** The x values as a reader sees them, in data order. */
  xLabels: string[];
  seriesLabels: Record<string, string>;
  targetLabel: string | null;
  /** chart.xNames: the x labels while the eye hides names ("Group 1", …). */
  maskedXLabels?: string[];
};

export function ReportChart({ chart, title, xLabels, seriesLabels, targetLabel, maskedXLabels }: TProps) {
  const { hidden } = useConfidential();
  const t = useTranslations("analysis.dataTable");
  const labels = hidden && chart.xNames && maskedXLabels ? maskedXLabels : xLabels;
  const data = chart.data.map((d, i) => ({ ...d, label: labels[i] ?? String(d.x) }));
  const unit = chart.unit === "percent" ? "%" : chart.unit === "hours" ? " h" : "";
  const yDomain: [number, number | "auto"] = chart.unit === "percent" ? [0, 100] : [0, "auto"];
  const common = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
      <YAxis domain={yDomain} unit={unit} width={48} tick={{ fontSize: 11 }} />
      <Tooltip formatter={(value, name) => [`${value}${unit}`, name]} />
      <Legend verticalAlign="bottom" height={28} />
      {chart.targetLine != null && chart.unit === "percent" && targetLabel ? (
        <ReferenceLine y={chart.targetLine} stroke="#1e293b" strokeDasharray="6 3" label={{ value: targetLabel, position: "insideTopRight", fontSize: 11, fill: "#1e293b" }} />
      ) : null}
    </>
  );
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" data-print="avoid-break">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <div style={{ height: chart.kind === "horizontalBar" ? Math.max(160, 36 + chart.data.length * 28) : 280 }} role="img" aria-label={title}>
        <ResponsiveContainer width="100%" height="100%">
          {chart.kind === "horizontalBar" ? (
            <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" domain={yDomain} unit={unit} tick={{ fontSize: 11 }} />
              <YAxis type="category" dataKey="label" width={140} tick={{ fontSize: 11 }} />
              <Tooltip formatter={(value, name) => [`${value}${unit}`, name]} />
              <Legend verticalAlign="bottom" height={28} />
              {chart.targetLine != null && chart.unit === "percent" && targetLabel ? (
                <ReferenceLine x={chart.targetLine} stroke="#1e293b" strokeDasharray="6 3" label={{ value: targetLabel, position: "top", fontSize: 11, fill: "#1e293b" }} />
              ) : null}
              {chart.series.map((s) => (
                <Bar key={s.key} dataKey={s.key} name={s.label ?? seriesLabels[s.key] ?? s.key} fill={s.color} isAnimationActive={false} />
              ))}
            </BarChart>
          ) : chart.kind === "line" ? (
            <LineChart data={data} margin={{ top: 16, right: 16, bottom: 8, left: 0 }}>
              {common}
              {chart.series.map((s) => (
                <Line key={s.key} type="monotone" dataKey={s.key} name={s.label ?? seriesLabels[s.key] ?? s.key} stroke={s.color} strokeWidth={2} dot={false} isAnimationActive={false} />
              ))}
            </LineChart>
          ) : (
            <BarChart data={data} margin={{ top: 16, right: 16, bottom: 8, left: 0 }}>
              {common}
              {chart.series.map((s) => (
                <Bar key={s.key} dataKey={s.key} name={s.label ?? seriesLabels[s.key] ?? s.key} fill={s.color} stackId={chart.kind === "stackedBar" ? "a" : undefined} isAnimationActive={false} />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <ChartDataTable
        caption={title}
        columns={[t(`x.${chart.xKind}`), ...chart.series.map((s) => s.label ?? seriesLabels[s.key] ?? s.key)]}
        rows={chart.data.map((d, i) => [data[i].label, ...chart.series.map((s) => (typeof d[s.key] === "number" ? `${d[s.key]}${unit}` : "–"))])}
      />
    </figure>
  );
}
