import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.reportTime");

// /app/reportTime: the spec's own path of report reportTime (the same page as /app/report/reportTime).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("reportTime");
  if (denied) return denied;
  return <ReportPage type="reportTime" search={await searchParams} />;
}
