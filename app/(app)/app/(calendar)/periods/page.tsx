import { getTranslations } from "next-intl/server";
import { PeriodList } from "@/components/student-days/period-list";
import { SubjectPicker } from "@/components/student-days/subject-picker";
import { pageSubject, withUser } from "@/lib/student-days/page-subject";
import { listPeriods } from "@/lib/student-days/queries";
import { guardArea } from "@/components/shell/forbidden";
import { PageShell } from "@/components/ui/page/page-shell";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("studentDays.periods");

/** /app/periods: the periods of the school day, which shape the calendar's day view (default 08:00-16:00). */
export default async function PeriodsPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("periods");
  if (denied) return denied;
  const { db, actor, subject, users, query } = await pageSubject((await searchParams).user);
  const t = await getTranslations("studentDays.periods");
  const periods = await listPeriods(db, actor, subject.userId);
  const isDefault = periods.length === 1 && periods[0].id === null;
  return (
    <PageShell width="3xl" title={t("title")} intro={t("explain")} links={[{ href: withUser("/app/periods/new", query), label: t("add") }]}>
      <SubjectPicker users={users} selected={subject.userId} />
      {isDefault ? <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">{t("defaultNote")}</p> : null}
      <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <PeriodList periods={periods} userId={subject.isSelf ? null : subject.userId} />
      </section>
    </PageShell>
  );
}
