"use client";

import { useLocale, useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { RATING_COLORS, ratingClass } from "@/lib/student-days/rules";
import type { TRatingStatistics } from "@/lib/student-days/schemas";
import { dateFormatter } from "@/lib/i18n/format";
import { TableScroll } from "@/components/ui/table-scroll";
import { TableHead } from "@/components/ui/table-head";

/** Count per rating and average per month, as charts and as tables (the tables are what a screen reader reads). */
export function RatingStatisticsView({ stats }: { stats: TRatingStatistics }) {
  const t = useTranslations("studentDays.rating");
  const classes = useTranslations("studentDays.rating.classes");
  const locale = useLocale();
  const monthName = dateFormatter(locale, { month: "short", year: "2-digit" });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay: "exceptZero" });
  const counts = stats.counts.map((c) => ({ ...c, name: classes(ratingClass(c.value)) }));
  const months = stats.months.map((m) => ({ ...m, name: monthName.format(new Date(`${m.month}-01T12:00:00Z`)) }));

  if (stats.count === 0) return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{t("noRatings")}</p>;

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-500">{t("average")}</dt>
          <dd className="text-2xl font-semibold" data-testid="rating-average">
            {stats.average === null ? "–" : number.format(stats.average)}
          </dd>
          {stats.average !== null ? <dd className="text-sm text-slate-600">{classes(ratingClass(Math.round(stats.average)))}</dd> : null}
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-500">{t("count")}</dt>
          <dd className="text-2xl font-semibold" data-testid="rating-count">
            {stats.count}
          </dd>
        </div>
      </dl>

      <figure className="space-y-2">
        <figcaption className="font-medium">{t("perValue")}</figcaption>
        <div aria-hidden="true" className="h-56 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={counts} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
              <Tooltip />
              <Bar dataKey="count" name={t("count")} isAnimationActive={false}>
                {counts.map((c) => (
                  <Cell key={c.value} fill={RATING_COLORS[c.value]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
        <TableScroll framed={false}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("perValue")}</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {counts.map((c) => (
                  <th key={c.value} scope="col" className="py-1 pr-2 font-medium">
                    {c.value > 0 ? `+${c.value}` : c.value} <span className="sr-only">{c.name}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {counts.map((c) => (
                  <td key={c.value} className="py-1 pr-2">
                    {c.count}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </TableScroll>
      </figure>

      <figure className="space-y-2">
        <figcaption className="font-medium">{t("perMonth")}</figcaption>
        <div aria-hidden="true" className="h-56 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={months} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" tick={{ fontSize: 11 }} />
              <YAxis domain={[-3, 3]} ticks={[-3, -2, -1, 0, 1, 2, 3]} tick={{ fontSize: 11 }} />
              <ReferenceLine y={0} stroke="#64748b" />
              <Tooltip />
              <Bar dataKey="average" name={t("average")} isAnimationActive={false}>
                {months.map((m) => (
                  <Cell key={m.month} fill={m.average === null ? "#e2e8f0" : RATING_COLORS[Math.round(m.average)]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
        <TableScroll framed={false}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("perMonth")}</caption>
            <TableHead
              className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500"
              cellClassName="py-1 pr-4 font-medium"
              columns={[t("month"), t("count"), { label: t("average"), className: "py-1 font-medium" }]}
            />
            <tbody className="divide-y divide-slate-100">
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {m.name}
                  </th>
                  <td className="py-1 pr-4">{m.count}</td>
                  <td className="py-1">{m.average === null ? "–" : number.format(m.average)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </figure>
    </div>
  );
}
