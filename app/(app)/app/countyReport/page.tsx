import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.countyReport") };
}

// /app/countyReport (REPORTS.md section 4): how counties compare (admin, state manager, director).
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("countyReport");
  if (denied) return denied;
  return <ReportPage type="countyReport" search={await searchParams} />;
}
