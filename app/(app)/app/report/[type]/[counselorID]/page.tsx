import { getTranslations } from "next-intl/server";
import { reportByKey } from "@/lib/reports/registry";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { params: Promise<{ type: string; counselorID: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps) {
  const { type } = await params;
  const t = await getTranslations("reports");
  return { title: reportByKey(type) ? t(`titles.${type}` as never) : t("title") };
}

// /app/report/{type}/{counselorID}: the report for one counselor in the caller's scope (REPORTS.md
// section 7, resolveAnalysisSubject); outside the scope → 404.
export default async function Page({ params, searchParams }: TProps) {
  const denied = await guardArea("report");
  if (denied) return denied;
  const { type, counselorID } = await params;
  return <ReportPage type={type} counselorId={counselorID} search={await searchParams} />;
}
