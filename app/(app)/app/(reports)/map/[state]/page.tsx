import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { isStateCode, stateName } from "@/lib/reports/geo-codes";

type TProps = { params: Promise<{ state: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps) {
  const state = (await params).state.toUpperCase();
  const t = await getTranslations("reports");
  return { title: isStateCode(state) ? `${t("titles.mapState")}: ${stateName(state)}` : t("titles.mapState") };
}

// /app/map/{state}: one state's counties and districts; the administrator any
// state, a state manager only their own (another state, like an unknown one, is a 404: the report says so).
export default async function Page({ params, searchParams }: TProps) {
  const denied = await guardArea("map");
  if (denied) return denied;
  const state = (await params).state.toUpperCase();
  if (!isStateCode(state)) notFound();
  return <ReportPage type="mapState" search={{ ...(await searchParams), state }} />;
}
