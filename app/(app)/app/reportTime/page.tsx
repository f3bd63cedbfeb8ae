import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.reportTime") };
}

// /app/reportTime: the spec's own path of report reportTime (the same page as /app/report/reportTime).
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("reportTime");
  if (denied) return denied;
  return <ReportPage type="reportTime" search={await searchParams} />;
}
