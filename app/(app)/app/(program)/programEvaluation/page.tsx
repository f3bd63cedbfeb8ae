import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.programEvaluation");

// /app/programEvaluation: the spec's bare path of report programEvaluation (the same page as /app/report/programEvaluation).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("programEvaluation");
  if (denied) return denied;
  return <ReportPage type="programEvaluation" search={await searchParams} />;
}
