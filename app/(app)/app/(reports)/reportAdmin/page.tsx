import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.reportAdmin");

// /app/reportAdmin: the spec's bare path of report reportAdmin (the same page as /app/report/reportAdmin).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("reportAdmin");
  if (denied) return denied;
  return <ReportPage type="reportAdmin" search={await searchParams} />;
}
