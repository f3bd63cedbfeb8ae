import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { AppError } from "@/lib/http/errors";
import { drillChildren } from "@/lib/reports/families/geography";
import { stateName } from "@/lib/reports/geo-codes";
import { todayIn } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";
import { firstParam } from "@/lib/ui/search-params";

type TSearch = Record<string, string | string[] | undefined>;
type TProps = { searchParams: Promise<TSearch> };

export const generateMetadata = titleMetadata("reports", "titles.statesSDandSchool");

// /app/statesSDandSchool: the drill-down state → district → school, by search
// parameters (?state=WA, ?state=WA&leaid=5307710). The links to the next level sit above the report;
// a unit outside the reader's (another state, another district) is a 404.
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("statesSDandSchool");
  if (denied) return denied;
  const { user } = await requireActor();
  const search = await searchParams;
  const extra: Record<string, string> = {};
  for (const k of ["state", "leaid"]) {
    const v = firstParam(search[k]);
    if (v) extra[k] = v;
  }
  const day = todayIn(user.timezone, new Date());
  let links: Awaited<ReturnType<typeof drillChildren>>;
  try {
    links = await drillChildren({ db: await getDb(), actor: user, extra, range: { from: day, to: day } });
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
  const t = await getTranslations("reports.drill");
  const { drill, children } = links;
  return (
    <div className="space-y-4">
      <nav aria-label={t("path")} className="text-sm" data-print="hide">
        <ol className="flex flex-wrap gap-2">
          {scopeOf(user, "report.geo.read") === "all" ? (
            <li>
              <Link href="/app/statesSDandSchool" className="text-brand-700 underline">
                {t("allStates")}
              </Link>
            </li>
          ) : null}
          {drill.state ? (
            <li>
              <span aria-hidden="true">› </span>
              <Link href={`/app/statesSDandSchool?state=${drill.state}`} className="text-brand-700 underline" aria-current={drill.level === "districts" ? "page" : undefined}>
                {stateName(drill.state)}
              </Link>
            </li>
          ) : null}
          {drill.leaid ? (
            <li aria-current="page">
              <span aria-hidden="true">› </span>
              {t("district", { id: drill.leaid })}
            </li>
          ) : null}
        </ol>
      </nav>
      {children.length > 0 ? (
        <nav aria-label={drill.level === "states" ? t("openState") : t("openDistrict")} className="rounded-lg border border-slate-200 bg-white p-3 text-sm" data-print="hide">
          <p className="mb-1 font-medium">{drill.level === "states" ? t("openState") : t("openDistrict")}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {children.map((c) => (
              <li key={c.leaid ?? c.state}>
                <Link href={c.leaid ? `/app/statesSDandSchool?state=${c.state}&leaid=${c.leaid}` : `/app/statesSDandSchool?state=${c.state}`} className="text-brand-700 underline">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ReportPage type="statesSDandSchool" search={{ ...search, ...extra }} />
    </div>
  );
}
