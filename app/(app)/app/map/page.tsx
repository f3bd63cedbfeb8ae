import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { isStateCode } from "@/lib/reports/geo-codes";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.map") };
}

// /app/map (REPORTS.md section 4): the US map for the administrator; a state manager goes to their own state's map.
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("map");
  if (denied) return denied;
  const { user } = await requireActor();
  if (scopeOf(user, "report.map.read") === "state" && isStateCode(user.state)) redirect(`/app/map/${user.state}`);
  return <ReportPage type="map" search={await searchParams} />;
}
