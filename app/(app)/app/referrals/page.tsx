import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.referrals") };
}

// /app/referrals: the spec's own path of report referrals (the same page as /app/report/referrals).
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("referrals");
  if (denied) return denied;
  return <ReportPage type="referrals" search={await searchParams} />;
}
