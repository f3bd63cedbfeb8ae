import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.referrals");

// /app/referrals: the spec's own path of report referrals (the same page as /app/report/referrals).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("referrals");
  if (denied) return denied;
  return <ReportPage type="referrals" search={await searchParams} />;
}
