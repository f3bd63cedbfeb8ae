import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form";
import { RatingForm } from "@/components/student-days/rating-form";
import { RatingList } from "@/components/student-days/rating-list";
import { RatingStatisticsView } from "@/components/student-days/rating-statistics";
import { SubjectPicker } from "@/components/student-days/subject-picker";
import { pageSubject } from "@/lib/student-days/page-subject";
import { listRateableEvents, listRatings } from "@/lib/student-days/queries";
import { ratingStatisticsFor } from "@/lib/student-days/rating-statistics";
import { isIsoDate } from "@/lib/student-days/rules";
import { schoolYearOf } from "@/lib/users/rules";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageHeader } from "@/components/ui/page/page-header";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("studentDays.rating");

const LATEST = 30;

/** /app/rating: rate today or an event from -3 (very bad) to 3 (great), and the statistics of a date range. */
export default async function RatingPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("rating");
  if (denied) return denied;
  const params = await searchParams;
  const { db, actor, subject, users, today } = await pageSubject(params.user);
  const t = await getTranslations("studentDays.rating");
  const sy = schoolYearOf(today);
  const pick = (v: unknown, fallback: string) => (typeof v === "string" && isIsoDate(v) ? v : fallback);
  let start = pick(params.start, sy.start);
  let end = pick(params.end, sy.end);
  if (end < start) [start, end] = [end, start];
  if (Number(end.slice(0, 4)) - Number(start.slice(0, 4)) > 5) start = `${Number(end.slice(0, 4)) - 5}${end.slice(4)}`;
  const userId = subject.isSelf ? null : subject.userId;
  const [stats, ratings, todaysEvents] = await Promise.all([
    ratingStatisticsFor(db, actor, { start, end, user_id: userId }),
    listRatings(db, actor, { start: start < sy.start ? start : sy.start, end: today > end ? today : end, userId }),
    listRateableEvents(db, actor, { date: today, userId }),
  ]);
  const latest = ratings.filter((r) => r.date >= start && r.date <= end).slice(0, LATEST);

  return (
    <div className="max-w-4xl space-y-8">
      <PageHeader title={t("title")} intro={t("explain")} />
      <SubjectPicker users={users} selected={subject.userId} />

      <PageSection id="rate-heading" title={t("rateHeading")} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <RatingForm today={today} userId={userId} existing={ratings} todaysEvents={todaysEvents} />
      </PageSection>

      <section aria-labelledby="stats-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="stats-heading" className="text-lg font-semibold">
            {t("statistics")}
          </h2>
          <form method="get" className="flex flex-wrap items-end gap-2">
            {userId ? <input type="hidden" name="user" value={userId} /> : null}
            <div className="space-y-1">
              <label htmlFor="stats-start" className="block text-xs text-slate-600">
                {t("from")}
              </label>
              <input id="stats-start" name="start" type="date" defaultValue={start} className={`${inputClass} w-auto`} />
            </div>
            <div className="space-y-1">
              <label htmlFor="stats-end" className="block text-xs text-slate-600">
                {t("to")}
              </label>
              <input id="stats-end" name="end" type="date" defaultValue={end} className={`${inputClass} w-auto`} />
            </div>
            <button type="submit" className={buttonClass("secondary")}>
              {t("show")}
            </button>
          </form>
        </div>
        <RatingStatisticsView stats={stats} />
      </section>

      <PageSection id="latest-heading" title={t("latest")} className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <RatingList ratings={latest} />
      </PageSection>
    </div>
  );
}
