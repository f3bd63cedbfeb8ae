import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.snapShot") };
}

// /app/snapShot: the spec's own path of report snapShot (the same page as /app/report/snapShot).
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("snapShot");
  if (denied) return denied;
  return <ReportPage type="snapShot" search={await searchParams} />;
}
