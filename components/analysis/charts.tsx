"use client";

import { useTranslations } from "next-intl";
import { ChartDataTable } from "@/components/charts/chart-data-table";
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TPeriodFigures } from "@/lib/analysis/dashboard";
import type { TUseOfTime } from "@/lib/analysis/use-of-time";
import { groupColor, hoursMinutes, useCategoryLabel, useGroupLabel } from "./labels";

// The three charts of the analysis (Recharts). Each has a text alternative: its own figures in a
// table under it (ChartDataTable), and each chart's figure caption says what it shows.

type TTable = { columns: string[]; rows: (string | number)[][] };

function ChartFrame({ title, children, table, height = 260 }: { title: string; children: React.ReactElement; table: TTable; height?: number }) {
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" data-print="avoid-break">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <div style={{ height }} role="img" aria-label={title}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <ChartDataTable caption={title} columns={table.columns} rows={table.rows} />
    </figure>
  );
}

/** Donut: the share of time of each ASCA group, with the direct+indirect share in the middle and an HTML legend. */
export function GroupDonut({ analysis }: { analysis: TUseOfTime }) {
  const t = useTranslations("analysis");
  const label = useGroupLabel();
  const data = analysis.groups.filter((g) => g.minutes > 0).map((g) => ({ key: g.key, name: label(g.key, g.name), value: g.minutes, percent: g.percent }));
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" data-print="avoid-break">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{t("charts.donut")}</figcaption>
      <div className="flex flex-wrap items-center gap-4">
        <div className="relative h-[200px] w-[200px] shrink-0" role="img" aria-label={t("charts.donut")}>
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie data={data} dataKey="value" nameKey="name" innerRadius="62%" outerRadius="98%" paddingAngle={1} isAnimationActive={false}>
                {data.map((d) => (
                  <Cell key={d.key} fill={groupColor(d.key)} />
                ))}
              </Pie>
              <Tooltip formatter={(value, _name, item) => [`${hoursMinutes(Number(value))} h · ${(item.payload as { percent: number }).percent}%`, (item.payload as { name: string }).name]} />
            </PieChart>
          </ResponsiveContainer>
          <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-2xl font-bold text-slate-900">{analysis.directIndirectPercent}%</span>
            <span className="text-[11px] text-slate-500">{t("charts.donutCenter")}</span>
          </div>
        </div>
        <ul className="min-w-0 flex-1 space-y-1 text-sm">
          {analysis.groups.map((g) => (
            <li key={g.key} className="flex items-center gap-2">
              <span className="inline-block h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: groupColor(g.key) }} aria-hidden="true" />
              <span className="min-w-0 flex-1">{label(g.key, g.name)}</span>
              <span className="tabular-nums font-semibold">{g.percent}%</span>
            </li>
          ))}
        </ul>
      </div>
      <ChartDataTable caption={t("charts.donut")} columns={[t("dataTable.group"), t("dataTable.time"), "%"]} rows={data.map((d) => [d.name, `${hoursMinutes(d.value)} h`, `${d.percent}%`])} />
    </figure>
  );
}

const seriesKey = (id: number | null): string => `c${id ?? "none"}`;

/** Stacked bars: one bar per group, stacked by its categories (percent of all time). */
export function CategoryStackedBar({ analysis }: { analysis: TUseOfTime }) {
  const t = useTranslations("analysis");
  const label = useGroupLabel();
  const categoryLabel = useCategoryLabel();
  const groups = analysis.groups.filter((g) => g.minutes > 0);
  const total = analysis.totalMinutes || 1;
  const data: Record<string, string | number>[] = groups.map((g) => {
    const row: Record<string, string | number> = { group: label(g.key, g.name) };
    for (const c of analysis.categories) if (c.groupKey === g.key) row[seriesKey(c.id)] = Math.round((c.minutes * 1000) / total) / 10;
    return row;
  });
  return (
    <ChartFrame
      title={t("charts.stacked")}
      table={{
        columns: [t("dataTable.group"), ...analysis.categories.map((c) => categoryLabel(c))],
        rows: data.map((row) => [row.group, ...analysis.categories.map((c) => (typeof row[seriesKey(c.id)] === "number" ? `${row[seriesKey(c.id)]}%` : "–"))]),
      }}
    >
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" unit="%" tick={{ fontSize: 11 }} />
        <YAxis type="category" dataKey="group" width={160} tick={{ fontSize: 11 }} tickFormatter={(v: string) => (v.length > 26 ? `${v.slice(0, 25)}…` : v)} />
        <Tooltip formatter={(value, name) => [`${value}%`, name]} />
        {analysis.categories.map((c) => (
          <Bar key={String(c.id)} dataKey={seriesKey(c.id)} name={categoryLabel(c)} stackId="groups" fill={c.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartFrame>
  );
}

/** Bars: direct+indirect share of each period and the period before, against the target line. */
export function TargetBars({ periods, target }: { periods: TPeriodFigures[]; target: number }) {
  const t = useTranslations("analysis");
  const data = periods.map((p) => ({ period: t(`periods.${p.kind}`), current: p.current.directIndirectPercent, previous: p.previous.directIndirectPercent }));
  return (
    <ChartFrame
      title={t("charts.target", { target })}
      table={{ columns: [t("dataTable.period"), t("charts.previousBar"), t("charts.currentBar")], rows: data.map((d) => [d.period, `${d.previous}%`, `${d.current}%`]) }}
    >
      <BarChart data={data} margin={{ top: 16, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="period" tick={{ fontSize: 12 }} />
        <YAxis domain={[0, 100]} unit="%" width={44} tick={{ fontSize: 11 }} />
        <Tooltip formatter={(value, name) => [`${value}%`, name]} />
        <Legend verticalAlign="bottom" height={28} />
        <Bar dataKey="previous" name={t("charts.previousBar")} fill="#94a3b8" isAnimationActive={false} />
        <Bar dataKey="current" name={t("charts.currentBar")} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.period} fill={d.current >= target ? "#16a34a" : "#d97706"} />
          ))}
        </Bar>
        <ReferenceLine y={target} stroke="#1e293b" strokeDasharray="6 3" label={{ value: t("target.line", { target }), position: "insideTopRight", fontSize: 11, fill: "#1e293b" }} />
      </BarChart>
    </ChartFrame>
  );
}
