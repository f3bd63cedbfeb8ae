import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { SpecialDateList } from "@/components/student-days/special-date-list";
import { SubjectPicker } from "@/components/student-days/subject-picker";
import { CopyLink } from "@/components/student-days/copy-link";
import { pageSubject, withUser } from "@/lib/student-days/page-subject";
import { listTags } from "@/lib/student-days/queries";
import type { TSpecialDateJson } from "@/lib/student-days/schemas";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("studentDays.tags");

/**
 * /app/tags: the days picked for a use-of-time study. Dates that share a label
 * make one study, whose public timesheet shows the time on those days (aggregates only).
 */
export default async function TagsPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("tags");
  if (denied) return denied;
  const { db, actor, subject, username, users, query } = await pageSubject((await searchParams).user);
  const t = await getTranslations("studentDays.tags");
  const tags = await listTags(db, actor, { userId: subject.userId });
  const studies = new Map<string, TSpecialDateJson[]>();
  for (const tag of tags) studies.set(tag.label, [...(studies.get(tag.label) ?? []), tag]);

  return (
    <PageShell width="4xl" title={t("title")} intro={t("explain")} links={[{ href: withUser("/app/tags/new", query), label: t("add") }]}>
      <SubjectPicker users={users} selected={subject.userId} />
      {studies.size === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{t("empty")}</p>
      ) : (
        [...studies].map(([label, dates]) => {
          const href = `/timesheet/${encodeURIComponent(username)}/${dates[0].id}`;
          return (
            <section key={label} aria-labelledby={`study-${dates[0].id}`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id={`study-${dates[0].id}`} className="text-lg font-semibold">
                  {label || t("unnamed")} <span className="text-sm font-normal text-slate-500">{t("days", { count: dates.length })}</span>
                </h2>
                <div className="flex flex-wrap items-center gap-2">
                  <Link href={href} className={buttonClass("secondary")} target="_blank" rel="noopener">
                    {t("timesheet")}
                  </Link>
                  <CopyLink path={href} />
                </div>
              </div>
              <SpecialDateList dates={dates} caption={label || t("unnamed")} showLabel={false} />
            </section>
          );
        })
      )}
      <p className="text-sm text-slate-500">{t("publicNote")}</p>
    </PageShell>
  );
}
