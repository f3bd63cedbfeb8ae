"use client";

import { useLocale, useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TFrequency } from "@/lib/pbis/rules";
import { usePbisLabel } from "./labels";
import { dateFormatter } from "@/lib/i18n/format";
import { TableHead } from "@/components/ui/table-head";

type TRow = { key: string; label: string; count: number };

/**
 * One chart and, beside it, the same figures as a table (the chart's text alternative for screen
 * readers and for print).
 */
function ChartWithTable({ id, title, rows, keyLabel, vertical = false, color }: { id: string; title: string; rows: TRow[]; keyLabel: string; vertical?: boolean; color: string }) {
  const t = useTranslations("pbis.frequency");
  const height = vertical ? Math.max(160, rows.length * 28 + 40) : 260;
  return (
    <section className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-[2fr_1fr]" aria-labelledby={`${id}-title`} data-testid={`pbis-chart-${id}`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold lg:col-span-2">
        {title}
      </h2>
      <figure>
        <div style={{ height }} role="img" aria-label={t("chartLabel", { title })}>
          <ResponsiveContainer width="100%" height="100%">
            {vertical ? (
              <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" allowDecimals={false} />
                <YAxis type="category" dataKey="label" width={170} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Bar dataKey="count" name={t("count")} fill={color} isAnimationActive={false} />
              </BarChart>
            ) : (
              <BarChart data={rows} margin={{ top: 4, right: 16, bottom: 4, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} angle={rows.length > 8 ? -45 : 0} textAnchor={rows.length > 8 ? "end" : "middle"} height={rows.length > 8 ? 50 : 30} />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Bar dataKey="count" name={t("count")} fill={color} isAnimationActive={false} />
              </BarChart>
            )}
          </ResponsiveContainer>
        </div>
      </figure>
      <div>
        <table className="w-full text-left text-sm" data-testid={`pbis-table-${id}`}>
          <caption className="sr-only">{title}</caption>
          <TableHead
            className="border-b border-slate-200 text-slate-600"
            cellClassName="px-2 py-1 font-medium"
            columns={[keyLabel, { label: t("count"), className: "px-2 py-1 text-right font-medium" }]}
          />
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={2} className="px-2 py-2 text-slate-600">
                  {t("none")}
                </td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className="px-2 py-1 font-normal text-slate-800">
                    {r.label}
                  </th>
                  <td className="px-2 py-1 text-right tabular-nums">{r.count}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The frequency distribution: counts by behaviour, location, hour of day and weekday. */
export function PbisFrequencyCharts({ data }: { data: TFrequency }) {
  const t = useTranslations("pbis.frequency");
  const label = usePbisLabel();
  const locale = useLocale();
  const hourFmt = dateFormatter(locale, { hour: "numeric" });
  const dayFmt = dateFormatter(locale, { weekday: "long" });
  // 5 January 2026 is a Monday: day i of that week names ISO weekday i.
  const weekdayName = (d: number) => dayFmt.format(new Date(Date.UTC(2026, 0, 4 + d)));
  // The school day's hours always show; other hours only when they hold records.
  const hours = data.byHour.filter((h) => (h.hour >= 7 && h.hour <= 17) || h.count > 0);
  const weekdays = data.byWeekday.filter((d) => d.weekday <= 5 || d.count > 0);
  return (
    <div className="space-y-6">
      <ChartWithTable
        id="behavior"
        title={t("byBehavior")}
        keyLabel={t("behavior")}
        vertical
        color="#b45309"
        rows={data.byBehavior.map((r) => ({ key: r.key, label: label("behavior", r.key), count: r.count }))}
      />
      <ChartWithTable
        id="location"
        title={t("byLocation")}
        keyLabel={t("location")}
        vertical
        color="#1d4ed8"
        rows={data.byLocation.map((r) => ({ key: r.key, label: label("location", r.key), count: r.count }))}
      />
      <ChartWithTable
        id="hour"
        title={t("byHour")}
        keyLabel={t("hour")}
        color="#7c3aed"
        rows={hours.map((h) => ({ key: String(h.hour), label: hourFmt.format(new Date(Date.UTC(2026, 0, 5, h.hour))), count: h.count }))}
      />
      <ChartWithTable
        id="weekday"
        title={t("byWeekday")}
        keyLabel={t("weekday")}
        color="#047857"
        rows={weekdays.map((d) => ({ key: String(d.weekday), label: weekdayName(d.weekday), count: d.count }))}
      />
    </div>
  );
}
