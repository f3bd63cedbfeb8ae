import { getTranslations } from "next-intl/server";
import { PivotForm } from "@/components/reports/pivot-form";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { PIVOT_CHARTS, PIVOT_GROUPS, PIVOT_METRICS, pivotOf } from "@/lib/reports/pivot";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.charts") };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

// /app/charts: the ad-hoc pivot (REPORTS.md charts). The form sets metric, groupBy and chart in the
// address; the report page passes them to the report (its definition's params) and to the exports.
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("charts");
  if (denied) return denied;
  const search = await searchParams;
  const pivot = pivotOf({ metric: first(search.metric), groupBy: first(search.groupBy), chart: first(search.chart) });
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
