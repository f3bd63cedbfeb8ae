import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.adminReport") };
}

// /app/adminReport: the spec's own path of report adminReport (the same page as /app/report/adminReport).
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("adminReport");
  if (denied) return denied;
  return <ReportPage type="adminReport" search={await searchParams} />;
}
