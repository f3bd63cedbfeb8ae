import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { conferenceOptions, feedbackSummary, listFeedback } from "@/lib/conference-feedback/queries";
import { ZFeedbackFilter } from "@/lib/conference-feedback/schemas";
import { formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("conferenceFeedback.admin"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const hrefOf = (conference: number | undefined, page: number) => {
  const p = new URLSearchParams();
  if (conference) p.set("conference", String(conference));
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `/app/conference_feedback?${s}` : "/app/conference_feedback";
};

/** /app/conference_feedback: what visitors said after each conference, the average rating per conference, CSV export. Admins. */
export default async function ConferenceFeedbackPage({ searchParams }: TProps) {
  const denied = await guardArea("conferenceFeedback");
  if (denied) return denied;
  const { user } = await requireActor();
  const raw = await searchParams;
  const filter = ZFeedbackFilter.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
  const db = await getDb();
  const [t, locale, page, summary, conferences] = await Promise.all([getTranslations("conferenceFeedback.admin"), getLocale(), listFeedback(db, filter), feedbackSummary(db), conferenceOptions(db)]);
  const zone = safeTimeZone(user.timezone);
  const csv = `/api/v1/conferenceFeedback/csv${filter.conference ? `?conference=${filter.conference}` : ""}`;
  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="max-w-2xl text-slate-700">{t("intro")}</p>
        </div>
        <a href={csv} className={buttonClass("secondary")} download>
          {t("export")}
        </a>
      </header>
      <section aria-labelledby="fb-summary" className="space-y-2">
        <h2 id="fb-summary" className="text-lg font-semibold">
          {t("summary")}
        </h2>
        {summary.length === 0 ? (
          <p className="text-slate-700">{t("noSummary")}</p>
        ) : (
          <TableScroll>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("summary")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">{t("conference")}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t("answers")}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t("average")}</th>
                </tr>
              </thead>
              <tbody>
                {summary.map((s) => (
                  <tr key={s.conferenceId} className="border-t border-slate-200">
                    <th scope="row" className="px-3 py-2 font-medium">
                      <Link href={hrefOf(s.conferenceId, 1)} className="text-brand-700 underline">
                        {s.conference}
                      </Link>
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{s.answers}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{s.average === null ? "" : t("averageValue", { value: s.average })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <form method="get" action="/app/conference_feedback" role="search" aria-label={t("filter")} className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="fb-conference" className="block text-sm font-medium text-slate-700">
            {t("conference")}
          </label>
          <select id="fb-conference" name="conference" defaultValue={filter.conference ? String(filter.conference) : ""} className={`${inputClass} w-80`}>
            <option value="">{t("allConferences")}</option>
            {conferences.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("show")}
        </button>
        {filter.conference ? (
          <Link href="/app/conference_feedback" className="text-sm text-brand-700 underline">
            {t("clear")}
          </Link>
        ) : null}
      </form>
      {page.rows.length === 0 ? (
        <p className="text-slate-700">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("date")}</th>
                <th scope="col" className="px-3 py-2">{t("conference")}</th>
                <th scope="col" className="px-3 py-2">{t("name")}</th>
                <th scope="col" className="px-3 py-2">{t("school")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("rating")}</th>
                <th scope="col" className="px-3 py-2">{t("comment")}</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((r) => (
                <tr key={r.id} className="border-t border-slate-200 align-top">
                  <td className="whitespace-nowrap px-3 py-2">{formatInstantDate(r.createdAt, locale, zone)}</td>
                  <td className="px-3 py-2">{r.conference}</td>
                  <td className="px-3 py-2">
                    {r.name || t("anonymous")}
                    {r.email ? <span className="block break-all text-xs text-slate-600">{r.email}</span> : null}
                  </td>
                  <td className="px-3 py-2">{r.school}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{t("stars", { n: r.rating })}</td>
                  <td className="whitespace-pre-line px-3 py-2">{r.comment}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <nav aria-label={t("paging")} className="flex items-center justify-between gap-4 text-sm">
        <p>{t("pageOf", { page: page.page, pages: page.pages, total: page.total })}</p>
        <div className="flex gap-2">
          {page.page > 1 ? (
            <Link href={hrefOf(filter.conference, page.page - 1)} className={buttonClass("secondary")} rel="prev">
              {t("previous")}
            </Link>
          ) : null}
          {page.page < page.pages ? (
            <Link href={hrefOf(filter.conference, page.page + 1)} className={buttonClass("secondary")} rel="next">
              {t("next")}
            </Link>
          ) : null}
        </div>
      </nav>
    </div>
  );
}
