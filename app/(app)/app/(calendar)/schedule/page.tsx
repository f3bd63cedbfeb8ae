import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { ScheduleItemActions } from "@/components/schedules/schedule-actions";
import { SubjectPicker } from "@/components/student-days/subject-picker";
import { buttonClass } from "@/components/ui/button";
import { dateFormatter, formatClockTime, formatDate, formatDateRange } from "@/lib/i18n/format";
import { listScheduleItems } from "@/lib/schedules/queries";
import type { TScheduleItemJson } from "@/lib/schedules/schemas";
import { pageSubject } from "@/lib/student-days/page-subject";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageHeader } from "@/components/ui/page/page-header";

export const generateMetadata = titleMetadata("schedules.list");

const MONDAY = Date.UTC(2026, 0, 5);

/**
 * /app/schedule: the counselor's master schedule of recurring program activities, each
 * put on the calendar as a series with "Put on my calendar". A manager reads a managed counselor's
 * schedule (?user=) and changes none.
 */
export default async function SchedulePage({ searchParams }: TSearchParamsProps) {
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
  const columns: TColumn<(typeof list.data)[number]>[] = [
    {
      id: "title",
      header: t("list.colTitle"),
      className: "font-medium text-slate-900",
      cell: (i) => (
        <>
          {i.title}
          {i.notes ? <span className="block text-xs font-normal text-slate-500">{i.notes.length > 80 ? `${i.notes.slice(0, 80)}…` : i.notes}</span> : null}
        </>
      ),
    },
    { id: "category", header: t("list.colCategory"), className: "text-slate-700", cell: (i) => i.category ?? "—" },
    { id: "when", header: t("list.colWhen"), className: "text-slate-700", cell: (i) => when(i) },
    { id: "time", header: t("list.colTime"), className: "whitespace-nowrap text-slate-700", cell: (i) => `${formatClockTime(i.start_time, locale)} – ${formatClockTime(i.end_time, locale)}` },
    { id: "dates", header: t("list.colDates"), className: "text-slate-700", cell: (i) => formatDateRange(i.start_date, i.end_date, locale) },
    {
      id: "calendar",
      header: t("list.colCalendar"),
      className: "text-slate-700",
      cell: (i) => (
        <span data-testid="schedule-calendar-status">{i.pushed_at ? t("list.onCalendar", { count: i.events, date: formatDate(i.pushed_at.slice(0, 10), locale) }) : t("list.notOnCalendar")}</span>
      ),
    },
  ];
  return (
    <div className="max-w-6xl space-y-6">
      <PageHeader
        title={t("list.title")}
        intro={t("list.intro")}
        introClassName="max-w-3xl text-slate-700"
        actions={
          <div className="flex flex-wrap items-end gap-3">
            <SubjectPicker users={ctx.users} selected={ctx.subject.userId} />
            {list.own ? (
              <Link href="/app/schedule/new" className={buttonClass("primary")} data-testid="schedule-new">
                {t("list.add")}
              </Link>
            ) : null}
          </div>
        }
      />
      {list.own ? null : <p className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">{t("list.readOnly")}</p>}
      <DataTable
        columns={columns}
        rows={list.data}
        rowKey={(i) => i.id}
        rowProps={() => ({ "data-testid": "schedule-row" })}
        tableProps={{ "data-testid": "schedule-table" }}
        caption={t("list.caption")}
        empty={t("list.empty")}
        actions={list.own ? { header: t("list.colActions"), cell: (i) => <ScheduleItemActions id={i.id} title={i.title} pushed={!!i.pushed_at} /> } : undefined}
      />
    </div>
  );
}
