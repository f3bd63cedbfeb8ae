import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.snapShot");

// /app/snapShot: the spec's own path of report snapShot (the same page as /app/report/snapShot).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("snapShot");
  if (denied) return denied;
  return <ReportPage type="snapShot" search={await searchParams} />;
}
