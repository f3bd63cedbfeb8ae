import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { activeState } from "@/lib/memberships/queries";
import { isStateCode } from "@/lib/reports/geo-codes";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "titles.map");

// /app/map: the US map for the administrator; a state manager goes to the map of the state they hold
// an active membership of (never the profile's state, which no longer entitles anyone).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("map");
  if (denied) return denied;
  const { user } = await requireActor();
  if (scopeOf(user, "report.map.read") === "state") {
    const state = await activeState(await getDb(), user.id);
    if (state !== null && isStateCode(state)) redirect(`/app/map/${state}`);
  }
  return <ReportPage type="map" search={await searchParams} />;
}
