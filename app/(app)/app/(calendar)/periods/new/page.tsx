import { getTranslations } from "next-intl/server";
import { NewPeriod } from "@/components/student-days/new-period";
import { pageSubject, withUser } from "@/lib/student-days/page-subject";
import { listPeriods } from "@/lib/student-days/queries";
import { addMinutes, DEFAULT_PERIOD } from "@/lib/student-days/rules";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("studentDays.periods", "newTitle");

/** /app/periods/new: adds a period (default period 0, 08:00-16:00; hour step 1, minute step 5). */
export default async function NewPeriodPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("periods");
  if (denied) return denied;
  const { db, actor, subject, query } = await pageSubject((await searchParams).user);
  const t = await getTranslations("studentDays.periods");
  const periods = (await listPeriods(db, actor, subject.userId)).filter((p) => p.id !== null);
  const nextPeriod = periods.length ? Math.min(20, Math.max(...periods.map((p) => p.period)) + 1) : 0;
  // After the last period of the day, an hour long; the default 08:00-16:00 when there is none.
  const lastEnd = periods.reduce((a, p) => (p.end > a ? p.end : a), "");
  const defaults = lastEnd ? { start: lastEnd, end: addMinutes(lastEnd, 60) } : DEFAULT_PERIOD;
  return (
    <PageShell width="2xl" title={t("newTitle")} intro={t("newExplain")} introClassName="text-slate-700">
      <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <NewPeriod userId={subject.isSelf ? null : subject.userId} nextPeriod={nextPeriod} defaults={defaults} backHref={withUser("/app/periods", query)} />
      </section>
    </PageShell>
  );
}
