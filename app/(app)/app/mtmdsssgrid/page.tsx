import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.mtmdsssgrid") };
}

// /app/mtmdsssgrid: the spec's own path of report mtmdsssgrid (the same page as /app/report/mtmdsssgrid).
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("mtmdsssgrid");
  if (denied) return denied;
  return <ReportPage type="mtmdsssgrid" search={await searchParams} />;
}
