import { getTranslations } from "next-intl/server";
import { PivotForm } from "@/components/reports/pivot-form";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { PIVOT_CHARTS, PIVOT_GROUPS, PIVOT_METRICS, pivotOf } from "@/lib/reports/pivot";
import { titleMetadata } from "@/components/ui/page/metadata";
import { type TSearchParamsProps, firstParam } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.charts");

// /app/charts: the ad-hoc pivot. The form sets metric, groupBy and chart in the
// address; the report page passes them to the report (its definition's params) and to the exports.
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("charts");
  if (denied) return denied;
  const search = await searchParams;
  const pivot = pivotOf({ metric: firstParam(search.metric), groupBy: firstParam(search.groupBy), chart: firstParam(search.chart) });
  const t = await getTranslations("reports.pivot");
  const keys = ["title", "metric", "groupBy", "chart", ...PIVOT_METRICS.map((m) => `metrics.${m}`), ...PIVOT_GROUPS.map((g) => `groups.${g}`), ...PIVOT_CHARTS.map((c) => `charts.${c}`)];
  const labels = Object.fromEntries(keys.map((k) => [k, t(k as never)]));
  return (
    <div className="space-y-4">
      <PivotForm value={pivot} labels={labels} />
      <ReportPage type="charts" search={search} />
    </div>
  );
}
