import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { MANAGER_REPORT_TYPES } from "@/lib/reports/families/team";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { params: Promise<{ type: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps) {
  const key = MANAGER_REPORT_TYPES[(await params).type];
  const t = await getTranslations("reports");
  return { title: key ? t(`titles.${key}` as never) : t("title") };
}

// /app/managerReports/{type}: one team report per type (report family 4, team and geography); an unknown type is a 404.
export default async function Page({ params, searchParams }: TProps) {
  const denied = await guardArea("managerReports");
  if (denied) return denied;
  const key = Object.hasOwn(MANAGER_REPORT_TYPES, (await params).type) ? MANAGER_REPORT_TYPES[(await params).type] : null;
  if (!key) notFound();
  return <ReportPage type={key} search={await searchParams} />;
}
