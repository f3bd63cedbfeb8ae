import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { reportMetadata } from "../../report-metadata";

type TProps = { params: Promise<{ type: string; counselorID: string }> } & TSearchParamsProps;

export const generateMetadata = reportMetadata;

// /app/report/{type}/{counselorID}: the report for one counselor in the caller's scope
// (resolveAnalysisSubject); outside the scope → 404.
export default async function Page({ params, searchParams }: TProps) {
  const denied = await guardArea("report");
  if (denied) return denied;
  const { type, counselorID } = await params;
  return <ReportPage type={type} counselorId={counselorID} search={await searchParams} />;
}
