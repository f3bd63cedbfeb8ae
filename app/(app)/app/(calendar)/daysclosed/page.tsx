import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { SpecialDateList } from "@/components/student-days/special-date-list";
import { SubjectPicker } from "@/components/student-days/subject-picker";
import { pageSubject, withUser } from "@/lib/student-days/page-subject";
import { listClosedDays } from "@/lib/student-days/queries";
import type { TSpecialDateJson } from "@/lib/student-days/schemas";
import { schoolYearOf } from "@/lib/users/rules";
import { guardArea } from "@/components/shell/forbidden";
import { dateFormatter } from "@/lib/i18n/format";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("studentDays.daysClosed");

/** /app/daysclosed: the school days closed of a school year (1 August - 31 July); they are left out of the analysis. */
export default async function DaysClosedPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("daysClosed");
  if (denied) return denied;
  const params = await searchParams;
  const { db, actor, subject, users, query, today } = await pageSubject(params.user);
  const t = await getTranslations("studentDays.daysClosed");
  const locale = await getLocale();
  const yearParam = typeof params.year === "string" && /^\d{4}$/.test(params.year) ? Number(params.year) : null;
  const startYear = yearParam ?? Number(schoolYearOf(today).start.slice(0, 4));
  const range = { start: `${startYear}-08-01`, end: `${startYear + 1}-07-31` };
  const days = await listClosedDays(db, actor, { ...range, userId: subject.userId });
  const months = new Map<string, TSpecialDateJson[]>();
  for (const d of days) months.set(d.date.slice(0, 7), [...(months.get(d.date.slice(0, 7)) ?? []), d]);
  const monthName = dateFormatter(locale, { month: "long", year: "numeric" });
  const yearLink = (y: number) => withUser("/app/daysclosed", query, { year: String(y) });

  return (
    <PageShell width="3xl" title={t("title")} intro={t("explain")} links={[{ href: withUser("/app/daysclosed/new", query), label: t("add") }]}>
      <SubjectPicker users={users} selected={subject.userId} />
      <nav aria-label={t("yearNav")} className="flex items-center gap-3">
        <Link href={yearLink(startYear - 1)} className={buttonClass("ghost")} aria-label={t("previousYear")}>
          ‹
        </Link>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {t("schoolYear", { start: startYear, end: startYear + 1 })}
        </h2>
        <Link href={yearLink(startYear + 1)} className={buttonClass("ghost")} aria-label={t("nextYear")}>
          ›
        </Link>
        <span className="text-sm text-slate-500">{t("count", { count: days.length })}</span>
      </nav>
      {days.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{t("empty")}</p>
      ) : (
        [...months].map(([month, list]) => (
          <section key={month} aria-labelledby={`month-${month}`} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h3 id={`month-${month}`} className="mb-2 font-semibold capitalize">
              {monthName.format(new Date(`${month}-01T12:00:00Z`))}
            </h3>
            <SpecialDateList dates={list} caption={monthName.format(new Date(`${month}-01T12:00:00Z`))} />
          </section>
        ))
      )}
    </PageShell>
  );
}
