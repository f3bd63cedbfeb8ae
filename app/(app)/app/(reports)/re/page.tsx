import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { orNotFound, ProgramPageFrame, userIdParam } from "@/components/program/page-frame";
import { StarsText } from "@/components/program/stars-text";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { programSubject } from "@/lib/program/access";
import { ownHubStatuses, type THubStatus } from "@/lib/program/hub";
import { areaStatus } from "@/lib/program/hub-status";
import { currentSchoolYear } from "@/lib/program/page-data";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("program.hub");

// The other helpers' pages: a manager reading a counselor opens them as they are (they take no user_id).
const AREA_LINKS: { key: string; href: string; perUser: boolean }[] = [
  { key: "mission", href: "/app/mission", perUser: true },
  { key: "vision", href: "/app/vision", perUser: true },
  { key: "beliefs", href: "/app/beliefs", perUser: true },
  { key: "schoolData", href: "/app/schooldata", perUser: true },
  { key: "advisoryCouncil", href: "/app/advisoryCouncil", perUser: true },
  { key: "annualConference", href: "/app/annualconference", perUser: true },
  { key: "curriculum", href: "/app/curriculum", perUser: false },
  { key: "oldGoal", href: "/app/goal/edit-old", perUser: false },
  { key: "schedule", href: "/app/schedule", perUser: false },
  { key: "companies", href: "/app/companies", perUser: false },
  { key: "groups", href: "/app/groups", perUser: false },
  { key: "pbis", href: "/app/pbis", perUser: false },
];

/** /app/re[?user_id=]: the program-planning hub, each planning page with a one-line description and its status. */
export default async function ProgramPlanningPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("programPlanning");
  if (denied) return denied;
  const { user } = await requireActor();
  const db = await getDb();
  const subject = await orNotFound(programSubject(db, await requireActor(), userIdParam((await searchParams).user_id)));
  const own = await ownHubStatuses(db, subject.id, currentSchoolYear(subject, new Date()));
  const statuses: Record<string, THubStatus> = { ...own };
  await Promise.all(
    AREA_LINKS.filter((a) => !(a.key in own)).map(async (a) => {
      statuses[a.key] = await areaStatus(db, a.key, subject.id);
    }),
  );
  const t = await getTranslations("program.hub");
  const statusText = (s: THubStatus) => {
    if (!s) return null;
    if (s.kind === "written") return <span className="text-green-800">{t("status.written")}</span>;
    if (s.kind === "notYet") return <span className="text-amber-800">{t("status.notYet")}</span>;
    if (s.kind === "stars")
      return (
        <span>
          <StarsText stars={s.stars} /> {t("status.stars", { stars: s.stars })}
        </span>
      );
    return s.kind === "count" ? <span className="text-slate-700">{t("status.count", { count: s.count })}</span> : null;
  };
  return (
    <ProgramPageFrame db={db} actor={user} subject={subject} title={t("title")} basePath="/app/re" intro={t("intro")}>
      <ul className="grid gap-3 md:grid-cols-2" data-testid="program-hub">
        {AREA_LINKS.map((a) => (
          <li key={a.key} className="rounded-md border border-slate-200 p-4" data-testid={`hub-${a.key}`}>
            <Link href={a.perUser && !subject.isSelf ? `${a.href}?user_id=${subject.id}` : a.href} className="font-semibold text-brand-700 underline">
              {t(`items.${a.key}.title`)}
            </Link>
            <p className="mt-1 text-sm text-slate-700">{t(`items.${a.key}.description`)}</p>
            {statuses[a.key] ? (
              <p className="mt-2 text-sm" data-testid={`hub-${a.key}-status`}>
                {statusText(statuses[a.key])}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">
        <Link href={subject.isSelf ? "/app/report/re" : `/app/report/re?user_id=${subject.id}`} className="font-semibold text-brand-700 underline" data-testid="hub-report-re">
          {t("reportLink")}
        </Link>
      </p>
    </ProgramPageFrame>
  );
}
