import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.reportConference");

// /app/reportConference: the spec's own path of report reportConference (the same page as /app/report/reportConference).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("reportConference");
  if (denied) return denied;
  return <ReportPage type="reportConference" search={await searchParams} />;
}
