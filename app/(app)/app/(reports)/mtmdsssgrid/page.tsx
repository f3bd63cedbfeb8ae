import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.mtmdsssgrid");

// /app/mtmdsssgrid: the spec's own path of report mtmdsssgrid (the same page as /app/report/mtmdsssgrid).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("mtmdsssgrid");
  if (denied) return denied;
  return <ReportPage type="mtmdsssgrid" search={await searchParams} />;
}
