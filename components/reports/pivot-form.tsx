"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { PIVOT_CHARTS, PIVOT_GROUPS, PIVOT_METRICS, type TPivotQuery } from "@/lib/reports/pivot";

// The pivot's three choices (the charts report: metric × grouping, chart type of the user's choice):
// each change rewrites the address, keeping the report's period and filters, and the server redraws.
// The words come from the page (reports.pivot.*), so the browser needs no message namespace of its own.

export type TPivotLabels = Record<string, string>;

export function PivotForm({ value, labels }: { value: TPivotQuery; labels: TPivotLabels }) {
  const t = (key: string) => labels[key] ?? key;
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();

  function set(name: keyof TPivotQuery, v: string) {
    const next = new URLSearchParams(params.toString());
    next.set(name, v);
    router.push(`${pathname}?${next.toString()}`);
  }

  const select = "mt-1 rounded-md border border-slate-300 px-2 py-1.5";
  return (
    <form className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4" data-print="hide" aria-label={t("title")} onSubmit={(e) => e.preventDefault()}>
      <label className="flex flex-col text-sm">
        <span className="font-medium">{t("metric")}</span>
        <select name="metric" className={select} value={value.metric} onChange={(e) => set("metric", e.target.value)}>
          {PIVOT_METRICS.map((m) => (
            <option key={m} value={m}>
              {t(`metrics.${m}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm">
        <span className="font-medium">{t("groupBy")}</span>
        <select name="groupBy" className={select} value={value.groupBy} onChange={(e) => set("groupBy", e.target.value)}>
          {PIVOT_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`groups.${g}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm">
        <span className="font-medium">{t("chart")}</span>
        <select name="chart" className={select} value={value.chart} onChange={(e) => set("chart", e.target.value)}>
          {PIVOT_CHARTS.map((c) => (
            <option key={c} value={c}>
              {t(`charts.${c}`)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
