import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { PeriodList } from "@/components/student-days/period-list";
import { SubjectPicker } from "@/components/student-days/subject-picker";
import { pageSubject, withUser } from "@/lib/student-days/page-subject";
import { listPeriods } from "@/lib/student-days/queries";
import { guardArea } from "@/components/shell/forbidden";

export async function generateMetadata() {
  return { title: (await getTranslations("studentDays.periods"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/periods: the periods of the school day, which shape the calendar's day view (default 08:00-16:00). */
export default async function PeriodsPage({ searchParams }: TProps) {
  const denied = await guardArea("periods");
  if (denied) return denied;
  const { db, actor, subject, users, query } = await pageSubject((await searchParams).user);
  const t = await getTranslations("studentDays.periods");
  const periods = await listPeriods(db, actor, subject.userId);
  const isDefault = periods.length === 1 && periods[0].id === null;
  return (
    <div className="max-w-3xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="max-w-2xl text-slate-700">{t("explain")}</p>
        </div>
        <Link href={withUser("/app/periods/new", query)} className={buttonClass("primary")}>
          {t("add")}
        </Link>
      </header>
      <SubjectPicker users={users} selected={subject.userId} />
      {isDefault ? <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">{t("defaultNote")}</p> : null}
      <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <PeriodList periods={periods} userId={subject.isSelf ? null : subject.userId} />
      </section>
    </div>
  );
}
