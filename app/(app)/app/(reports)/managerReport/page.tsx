import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.managerReport");

// /app/managerReport: the spec's own path of report managerReport (the same page as /app/report/managerReport).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("managerReport");
  if (denied) return denied;
  return <ReportPage type="managerReport" search={await searchParams} />;
}
