import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { ChartDataTable } from "@/components/charts/chart-data-table";
import { geoDrawing } from "@/lib/reports/geo";
import { colorOf, colorSteps, mapValues, NO_DATA_COLOR, valueText } from "@/lib/reports/geo-scale";
import type { TReportChart } from "@/lib/reports/types";

// A report's map (chart kind "map"): a server component, so the geometry stays
// on the server (lib/reports/geo.ts caches it) and the page receives only the path strings of the
// areas it shows. Accessible: one <svg role="img"> (role="group" when its areas are links) with its title, a <title> "name: value" on each
// area, a legend of the colour steps, and the areas' figures as a table under it (ChartDataTable). A states map links
// each state to its county map (/app/map/{state}), as a list of links too (an image's paths are not
// reachable by keyboard or screen reader). Areas only: never a student's name.

type TProps = {
  chart: TReportChart;
  /** The chart's title (reports.charts.{key}); the value's name (reports.series.{key}). */
  title?: string;
  valueLabel?: string;
  /** Where a state's area links to; null: no links. Default: a states map links to /app/map/{state}. */
  stateHref?: ((code: string) => string) | null;
};

export async function ChoroplethChart({ chart, title, valueLabel, stateHref }: TProps) {
  const t = await getTranslations("reports.map");
  const tc = await getTranslations("analysis.dataTable");
  const geo = chart.geo ?? { level: "states" as const };
  const values = mapValues(chart);
  const drawing = geoDrawing(geo, [...values.keys()]);
  const steps = colorSteps(chart.unit, [...values.values()]);
  const heading = title ?? t("title");
  const label = valueLabel ?? chart.series[0]?.key ?? "";
  const href = stateHref === undefined ? (geo.level === "states" ? (code: string) => `/app/map/${code}` : null) : stateHref;
  const linked = href ? (drawing?.areas.filter((a) => values.has(a.id)) ?? []) : [];
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" data-print="avoid-break" data-chart="map">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{heading}</figcaption>
      {drawing ? (
        // With links inside, the drawing is a group (an image's children are presentational: links in
        // it are "nested interactive"); the links are mouse shortcuts, the list below serves the keyboard.
        <svg role={linked.length > 0 ? "group" : "img"} aria-labelledby="choropleth-title" viewBox={`0 0 ${drawing.width} ${drawing.height}`} className="h-auto w-full max-w-3xl">
          <title id="choropleth-title">{`${heading} (${label})`}</title>
          <g stroke="#ffffff" strokeWidth={0.5} strokeLinejoin="round">
            {drawing.areas.map((a) => {
              const v = values.get(a.id);
              const shape = (
                <path d={a.d} fill={colorOf(steps, v)} data-area={a.id}>
                  <title>{`${a.name}: ${valueText(chart.unit, v, t("noData"))}`}</title>
                </path>
              );
              return href && v !== undefined ? (
                <a key={a.id} href={href(a.id)} tabIndex={-1} aria-hidden="true">
                  {shape}
                </a>
              ) : (
                <g key={a.id}>{shape}</g>
              );
            })}
          </g>
          {drawing.outline ? <path d={drawing.outline} fill="none" stroke="#64748b" strokeWidth={0.8} strokeLinejoin="round" /> : null}
        </svg>
      ) : (
        <p className="text-sm text-slate-600">{t("noMap")}</p>
      )}
      <ul className="mt-3 flex flex-wrap gap-3 text-xs text-slate-700" aria-label={t("legend")}>
        {steps.map((s, i) => (
          <li key={s.color} className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-3 w-5 rounded-sm border border-slate-300" style={{ background: s.color }} />
            {i === steps.length - 1
              ? `${valueText(chart.unit, s.min, "")} – ${valueText(chart.unit, s.max, "")}`
              : t("below", { from: valueText(chart.unit, s.min, ""), to: valueText(chart.unit, s.max, "") })}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-3 w-5 rounded-sm border border-slate-300" style={{ background: NO_DATA_COLOR }} />
          {t("noData")}
        </li>
      </ul>
      {href && linked.length > 0 ? (
        <nav aria-label={t("areas")} className="mt-3 text-sm" data-print="hide">
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {linked.map((a) => (
              <li key={a.id}>
                <Link href={href(a.id)} className="text-brand-700 underline">
                  {a.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ChartDataTable
        caption={heading}
        columns={[tc("area"), label]}
        rows={(drawing?.areas ?? []).filter((a) => values.has(a.id)).map((a) => [a.name, valueText(chart.unit, values.get(a.id), t("noData"))])}
      />
    </figure>
  );
}
