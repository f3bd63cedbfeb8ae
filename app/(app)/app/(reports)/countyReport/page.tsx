import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.countyReport");

// /app/countyReport: how counties compare (admin, state manager, director).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("countyReport");
  if (denied) return denied;
  return <ReportPage type="countyReport" search={await searchParams} />;
}
