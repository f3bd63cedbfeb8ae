import type { TReportChart } from "@/lib/reports/types";

// A heat map as a table (reportTime: weekday × hour): each cell's shade grows with its
// minutes; the numbers are in the cells, so the table is its own text alternative.

export function heatShade(value: number, peak: number): string {
  if (value <= 0 || peak <= 0) return "transparent";
  const alpha = 0.12 + 0.78 * Math.min(1, value / peak);
  return `rgba(37, 99, 235, ${alpha.toFixed(2)})`;
}

export function HeatMap({ chart, title, columnLabels }: { chart: TReportChart; title: string; columnLabels: Record<string, string> }) {
  const peak = Math.max(0, ...chart.data.flatMap((d) => chart.series.map((s) => Number(d[s.key] ?? 0))));
  return (
    <figure className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-4" data-print="avoid-break">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <table className="text-xs">
        <thead>
          <tr>
            <td />
            {chart.series.map((s) => (
              <th key={s.key} scope="col" className="px-2 py-1 font-semibold">
                {columnLabels[s.key] ?? s.key}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.data.map((d) => (
            <tr key={String(d.x)}>
              <th scope="row" className="pr-2 text-right font-normal tabular-nums">
                {String(d.x)}
              </th>
              {chart.series.map((s) => {
                const v = Number(d[s.key] ?? 0);
                const dark = peak > 0 && v / peak > 0.55;
                return (
                  <td key={s.key} className={`h-7 w-14 text-center tabular-nums ${dark ? "text-white" : "text-slate-700"}`} style={{ backgroundColor: heatShade(v, peak) }}>
                    {v > 0 ? v : ""}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
