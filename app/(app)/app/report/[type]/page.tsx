import { getTranslations } from "next-intl/server";
import { reportByKey } from "@/lib/reports/registry";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { params: Promise<{ type: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps) {
  const { type } = await params;
  const t = await getTranslations("reports");
  return { title: reportByKey(type) ? t(`titles.${type}` as never) : t("title") };
}

// /app/report/{type}: any report key the role may open (REPORTS.md section 7); unknown → 404.
export default async function Page({ params, searchParams }: TProps) {
  const denied = await guardArea("report");
  if (denied) return denied;
  return <ReportPage type={(await params).type} search={await searchParams} />;
}
