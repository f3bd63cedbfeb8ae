import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { CategoryStackedBar, GroupDonut } from "@/components/analysis/charts";
import { formatHoursMinutes, meetsTarget } from "@/lib/analysis/rules";
import { CATEGORY_MESSAGES, categoryName, groupName } from "@/lib/categories/labels";
import { timesheetFor } from "@/lib/student-days/timesheet";
import { dateFormatter } from "@/lib/i18n/format";
import { TableScroll } from "@/components/ui/table-scroll";
import { PageHeader } from "@/components/ui/page/page-header";
import { PageSection } from "@/components/ui/page/page-section";

// /timesheet/{username}/{tagID} (public): the use of time on the days of a use-of-time study.
// Aggregates per group and category only: no student names, notes, event titles or times.

type TParams = Promise<{ username: string; tagID: string }>;

async function load(params: TParams) {
  const { username, tagID } = await params;
  if (!/^\d{1,9}$/.test(tagID)) return null;
  let name = username;
  try {
    name = decodeURIComponent(username);
  } catch {
    return null;
  }
  return timesheetFor(await getDb(), name, Number(tagID));
}

export async function generateMetadata() {
  const t = await getTranslations("studentDays.timesheet");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

export default async function TimesheetPage({ params }: { params: TParams }) {
  const data = await load(params);
  if (!data) notFound();
  const t = await getTranslations("studentDays.timesheet");
  const [tc, ta] = await Promise.all([getTranslations(CATEGORY_MESSAGES), getTranslations("analysis")]);
  const locale = await getLocale();
  const { useOfTime: u, dates, target } = data;
  const day = dateFormatter(locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
  const show = (d: string) => day.format(new Date(`${d}T12:00:00Z`));
  const met = meetsTarget(u.directIndirectPercent, target);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <PageHeader title={t("title")} intro={t("intro", { count: dates.length, first: show(dates[0]), last: show(dates[dates.length - 1]) })} introClassName="text-slate-700" />

      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-500">{t("totalTime")}</dt>
          <dd className="text-2xl font-semibold">{formatHoursMinutes(u.totalMinutes)}</dd>
        </div>
        <div className={`rounded-lg border p-4 ${met ? "border-green-300 bg-green-50" : "border-amber-300 bg-amber-50"}`}>
          <dt className="text-sm text-slate-600">{t("directIndirect")}</dt>
          <dd className="text-2xl font-semibold" data-testid="timesheet-direct">
            {u.directIndirectPercent}%
          </dd>
          <dd className="text-sm">{met ? t("meetsTarget", { target }) : t("belowTarget", { target })}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-500">{t("activities")}</dt>
          <dd className="text-2xl font-semibold">{u.eventsCount}</dd>
        </div>
      </dl>

      {u.totalMinutes === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{t("empty")}</p>
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <GroupDonut analysis={u} />
            <CategoryStackedBar analysis={u} />
          </div>
          <TableScroll>
            <table className="w-full text-sm">
              <caption className="sr-only">{t("tableCaption")}</caption>
              <thead className="bg-slate-50 text-left text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("groupCategory")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("time")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("percent")}
                  </th>
                </tr>
              </thead>
              {u.groups.map((g) => (
                <tbody key={g.key} className="border-t border-slate-200">
                  <tr className="bg-slate-50/60 font-medium">
                    <th scope="row" className="px-3 py-2 text-left">
                      {groupName(tc, g.key, g.name)}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{formatHoursMinutes(g.minutes)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{g.percent}%</td>
                  </tr>
                  {u.categories
                    .filter((c) => c.groupKey === g.key)
                    .map((c) => (
                      <tr key={`${g.key}-${c.id}`}>
                        <th scope="row" className="px-3 py-1.5 pl-8 text-left font-normal">
                          <span aria-hidden="true" className="mr-2 inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: c.color }} />
                          {c.id == null ? ta("uncategorized") : categoryName(tc, c)}
                        </th>
                        <td className="px-3 py-1.5 text-right tabular-nums">{formatHoursMinutes(c.minutes)}</td>
                        <td className="px-3 py-1.5 text-right tabular-nums">{c.percent}%</td>
                      </tr>
                    ))}
                </tbody>
              ))}
            </table>
          </TableScroll>
        </>
      )}

      <PageSection id="timesheet-days" title={t("days")} className="space-y-2" headingClassName="font-semibold">
        <ul className="flex flex-wrap gap-2 text-sm">
          {dates.map((d) => (
            <li key={d} className="rounded-full bg-slate-100 px-3 py-1">
              <time dateTime={d}>{show(d)}</time>
            </li>
          ))}
        </ul>
      </PageSection>
      <p className="text-xs text-slate-500">{t("privacy")}</p>
    </div>
  );
}
