import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.reportConference") };
}

// /app/reportConference: the spec's own path of report reportConference (the same page as /app/report/reportConference).
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("reportConference");
  if (denied) return denied;
  return <ReportPage type="reportConference" search={await searchParams} />;
}
