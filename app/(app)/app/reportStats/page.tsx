import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.reportStats") };
}

// /app/reportStats: the spec's own path of report reportStats (the same page as /app/report/reportStats).
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("reportStats");
  if (denied) return denied;
  return <ReportPage type="reportStats" search={await searchParams} />;
}
