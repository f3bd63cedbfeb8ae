import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { ScheduleItemActions } from "@/components/schedules/schedule-actions";
import { SubjectPicker } from "@/components/student-days/subject-picker";
import { buttonClass } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { dateFormatter, formatClockTime, formatDate, formatDateRange } from "@/lib/i18n/format";
import { listScheduleItems } from "@/lib/schedules/queries";
import type { TScheduleItemJson } from "@/lib/schedules/schemas";
import { pageSubject } from "@/lib/student-days/page-subject";

export async function generateMetadata() {
  return { title: (await getTranslations("schedules.list"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const MONDAY = Date.UTC(2026, 0, 5);

/**
 * /app/schedule: the counselor's master schedule of recurring program activities (spec 3 §2.4), each
 * put on the calendar as a series with "Put on my calendar". A manager reads a managed counselor's
 * schedule (?user=) and changes none.
 */
export default async function SchedulePage({ searchParams }: TProps) {
  const denied = await guardArea("schedule");
  if (denied) return denied;
  const ctx = await pageSubject((await searchParams).user);
  const [t, locale, list] = await Promise.all([getTranslations("schedules"), getLocale(), listScheduleItems(ctx.db, ctx.actor, ctx.subject.userId)]);
  const weekday = dateFormatter(locale, { weekday: "long" });
  const month = dateFormatter(locale, { month: "long" });
  const when = (i: TScheduleItemJson) => {
    if (i.frequency === "weekly") return t("list.everyWeek", { day: weekday.format(new Date(MONDAY + ((i.weekday ?? 1) - 1) * 86_400_000)) });
    if (i.frequency === "monthly") return t("list.everyMonth", { day: i.day_of_month ?? 1 });
    return t("list.everyYear", { day: i.day_of_month ?? 1, month: month.format(new Date(Date.UTC(2026, (i.month ?? 1) - 1, 1))) });
  };
  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{t("list.title")}</h1>
          <p className="max-w-3xl text-slate-700">{t("list.intro")}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SubjectPicker users={ctx.users} selected={ctx.subject.userId} />
          {list.own ? (
            <Link href="/app/schedule/new" className={buttonClass("primary")} data-testid="schedule-new">
              {t("list.add")}
            </Link>
          ) : null}
        </div>
      </header>
      {list.own ? null : <p className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">{t("list.readOnly")}</p>}
      {list.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{t("list.empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm" data-testid="schedule-table">
            <caption className="sr-only">{t("list.caption")}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t("list.colTitle")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("list.colCategory")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("list.colWhen")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("list.colTime")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("list.colDates")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("list.colCalendar")}</th>
                {list.own ? (
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">{t("list.colActions")}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.data.map((i) => (
                <tr key={i.id} data-testid="schedule-row">
                  <td className="px-3 py-2 font-medium text-slate-900">
                    {i.title}
                    {i.notes ? <span className="block text-xs font-normal text-slate-500">{i.notes.length > 80 ? `${i.notes.slice(0, 80)}…` : i.notes}</span> : null}
                  </td>
                  <td className="px-3 py-2 text-slate-700">{i.category ?? "—"}</td>
                  <td className="px-3 py-2 text-slate-700">{when(i)}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                    {formatClockTime(i.start_time, locale)} – {formatClockTime(i.end_time, locale)}
                  </td>
                  <td className="px-3 py-2 text-slate-700">{formatDateRange(i.start_date, i.end_date, locale)}</td>
                  <td className="px-3 py-2 text-slate-700" data-testid="schedule-calendar-status">
                    {i.pushed_at ? t("list.onCalendar", { count: i.events, date: formatDate(i.pushed_at.slice(0, 10), locale) }) : t("list.notOnCalendar")}
                  </td>
                  {list.own ? (
                    <td className="whitespace-nowrap px-3 py-2 text-right">
                      <ScheduleItemActions id={i.id} title={i.title} pushed={!!i.pushed_at} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
