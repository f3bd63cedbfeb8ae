"use client";

import { useLocale, useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDate } from "@/lib/i18n/format";
import type { TWeekRow } from "@/lib/pbis/rules";
import { TableHead } from "@/components/ui/table-head";

/** Incidents against recognitions per week: a grouped bar chart and the same figures as a table. */
export function PbisTimelineChart({ weeks }: { weeks: TWeekRow[] }) {
  const t = useTranslations("pbis.timeline");
  const locale = useLocale();
  const rows = weeks.map((w) => ({ ...w, label: formatDate(w.week, locale) }));
  const shown = weeks.filter((w) => w.incidents + w.recognitions > 0);
  return (
    <section className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-[2fr_1fr]" aria-labelledby="pbis-timeline-title" data-testid="pbis-timeline">
      <h2 id="pbis-timeline-title" className="text-lg font-semibold lg:col-span-2">
        {t("chartTitle")}
      </h2>
      <figure>
        <div style={{ height: 300 }} role="img" aria-label={t("chartTitle")}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 4, right: 16, bottom: 4, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={16} />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar dataKey="incidents" name={t("incidents")} fill="#b45309" isAnimationActive={false} />
              <Bar dataKey="recognitions" name={t("recognitions")} fill="#047857" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <div>
        <table className="w-full text-left text-sm" data-testid="pbis-timeline-table">
          <caption className="sr-only">{t("tableCaption")}</caption>
          <TableHead
            className="border-b border-slate-200 text-slate-600"
            cellClassName="px-2 py-1 text-right font-medium"
            columns={[{ label: t("week"), className: "px-2 py-1 font-medium" }, t("incidents"), t("recognitions")]}
          />
          <tbody className="divide-y divide-slate-100">
            {shown.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-2 py-2 text-slate-600">
                  {t("none")}
                </td>
              </tr>
            ) : (
              shown.map((w) => (
                <tr key={w.week}>
                  <th scope="row" className="px-2 py-1 font-normal">
                    {t("weekOf", { date: formatDate(w.week, locale) })}
                  </th>
                  <td className="px-2 py-1 text-right tabular-nums">{w.incidents}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{w.recognitions}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
