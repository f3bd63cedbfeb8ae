import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.reportAdmin") };
}

// /app/reportAdmin: the spec's bare path of report reportAdmin (the same page as /app/report/reportAdmin).
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("reportAdmin");
  if (denied) return denied;
  return <ReportPage type="reportAdmin" search={await searchParams} />;
}
