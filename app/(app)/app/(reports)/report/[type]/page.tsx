import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { reportMetadata } from "../report-metadata";

type TProps = { params: Promise<{ type: string }> } & TSearchParamsProps;

export const generateMetadata = reportMetadata;

// /app/report/{type}: any report key the role may open; unknown → 404.
export default async function Page({ params, searchParams }: TProps) {
  const denied = await guardArea("report");
  if (denied) return denied;
  return <ReportPage type={(await params).type} search={await searchParams} />;
}
