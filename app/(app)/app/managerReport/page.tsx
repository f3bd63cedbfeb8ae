import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.managerReport") };
}

// /app/managerReport: the spec's own path of report managerReport (the same page as /app/report/managerReport).
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("managerReport");
  if (denied) return denied;
  return <ReportPage type="managerReport" search={await searchParams} />;
}
