import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.adminReport");

// /app/adminReport: the spec's own path of report adminReport (the same page as /app/report/adminReport).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("adminReport");
  if (denied) return denied;
  return <ReportPage type="adminReport" search={await searchParams} />;
}
