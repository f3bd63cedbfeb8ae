import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.reportStats");

// /app/reportStats: the spec's own path of report reportStats (the same page as /app/report/reportStats).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("reportStats");
  if (denied) return denied;
  return <ReportPage type="reportStats" search={await searchParams} />;
}
