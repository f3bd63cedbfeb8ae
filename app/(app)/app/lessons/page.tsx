import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { OwnerNotices } from "@/components/curriculum/owner-notices";
import { DeleteLessonButton } from "@/components/lessons/delete-lesson-button";
import { Stars } from "@/components/lessons/stars";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { planningOwner } from "@/lib/curriculum/page-data";
import { formatNumber } from "@/lib/i18n/format";
import { lessonLookups } from "@/lib/lessons/page-data";
import { listLessons } from "@/lib/lessons/queries";
import { LESSON_SCOPES, ZLessonListQuery, type TLessonListQuery } from "@/lib/lessons/schemas";
import { MaxLengthInput } from "@/components/ui/max-length-field";

export async function generateMetadata() {
  return { title: (await getTranslations("lessons.list"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /app/lessons: the user's lessons and the shared ones (spec 3 section 2.1), searched by name and
 * filtered by grade, standard and domain, 20 a page, with the average rating. The filters are a plain
 * GET form: the page is rendered on the server for each query, one database query per page.
 * Who has the users dropdown picks a counselor they manage (?user_id=) and reads that counselor's
 * list; it is read-only, and only what the reader may open (shared lessons) links to its page.
 */
export default async function LessonsPage({ searchParams }: TProps) {
  const denied = await guardArea("lessons");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  const db = await getDb();
  const raw = await searchParams;
  const owner = await planningOwner(db, actor, first(raw.user_id));
  const parsed = ZLessonListQuery.safeParse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, first(v)])));
  const query: TLessonListQuery = parsed.success ? parsed.data : ZLessonListQuery.parse({});
  const [t, page, lookups, locale] = await Promise.all([getTranslations("lessons"), listLessons(db, owner.ownerId, query), lessonLookups(db, user), getLocale()]);
  const gradeName = new Map(lookups.grades.map((g) => [g.id, g.name]));
  const standardAbbrev = new Map(lookups.standards.map((s) => [s.id, s.abbrev]));
  const filtered = !!(query.q || query.grade_id !== null || query.standard_id || query.domain || query.scope !== "all");
  const hrefFor = (p: number) => {
    const params = new URLSearchParams();
    if (!owner.isSelf) params.set("user_id", String(owner.ownerId));
    if (query.q) params.set("q", query.q);
    if (query.grade_id !== null) params.set("grade_id", String(query.grade_id));
    if (query.standard_id) params.set("standard_id", String(query.standard_id));
    if (query.domain) params.set("domain", query.domain);
    if (query.scope !== "all") params.set("scope", query.scope);
    if (p > 1) params.set("page", String(p));
    const s = params.toString();
    return s ? `/app/lessons?${s}` : "/app/lessons";
  };

  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{t("list.title")}</h1>
          <p className="max-w-2xl text-slate-700">{t("list.intro")}</p>
        </div>
        {owner.isSelf ? (
          <Link href="/app/lessons/new" className={buttonClass("primary")} data-testid="lesson-new">
            {t("list.add")}
          </Link>
        ) : null}
      </header>

      <OwnerNotices owner={owner} meId={user.id} basePath="/app/lessons" />

      <form method="get" action="/app/lessons" role="search" aria-label={t("list.searchLabel")} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        {owner.isSelf ? null : <input type="hidden" name="user_id" value={owner.ownerId} />}
        <div className="space-y-1">
          <label htmlFor="lessons-q" className="block text-sm font-medium text-slate-700">
            {t("list.search")}
          </label>
          <MaxLengthInput id="lessons-q" name="q" type="search" defaultValue={query.q} maxLength={100} className={`${inputClass} w-64`} autoComplete="off" />
        </div>
        <div className="space-y-1">
          <label htmlFor="lessons-scope" className="block text-sm font-medium text-slate-700">
            {t("list.scope")}
          </label>
          <select id="lessons-scope" name="scope" defaultValue={query.scope} className={`${inputClass} w-40`}>
            {LESSON_SCOPES.map((s) => (
              <option key={s} value={s}>
                {t(`list.scopes.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="lessons-grade" className="block text-sm font-medium text-slate-700">
            {t("list.grade")}
          </label>
          <select id="lessons-grade" name="grade_id" defaultValue={query.grade_id ?? ""} className={`${inputClass} w-40`}>
            <option value="">{t("list.allGrades")}</option>
            {lookups.grades.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="lessons-standard" className="block text-sm font-medium text-slate-700">
            {lookups.standardsLabel}
          </label>
          <select id="lessons-standard" name="standard_id" defaultValue={query.standard_id ?? ""} className={`${inputClass} w-56`}>
            <option value="">{t("list.allStandards")}</option>
            {lookups.standards.map((s) => (
              <option key={s.id} value={s.id}>
                {s.abbrev} – {s.name.length > 50 ? `${s.name.slice(0, 50)}…` : s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="lessons-domain" className="block text-sm font-medium text-slate-700">
            {t("list.domain")}
          </label>
          <select id="lessons-domain" name="domain" defaultValue={query.domain ?? ""} className={`${inputClass} w-40`}>
            <option value="">{t("list.allDomains")}</option>
            {(["academic", "social", "career"] as const).map((d) => (
              <option key={d} value={d}>
                {t(`form.${d}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("list.apply")}
        </button>
        {filtered ? (
          <Link href={owner.isSelf ? "/app/lessons" : `/app/lessons?user_id=${owner.ownerId}`} className="text-sm text-slate-700 underline">
            {t("list.clear")}
          </Link>
        ) : null}
        <p className="ml-auto text-sm text-slate-600" aria-live="polite">
          {t("list.count", { count: page.total })}
        </p>
      </form>

      {page.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{filtered ? t("list.noMatch") : t("list.empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm" data-testid="lesson-table">
            <caption className="sr-only">{t("list.caption")}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t("list.colName")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("list.colNumber")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("list.colGrades")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{lookups.standardsLabel}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("list.colRating")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("list.colOwner")}</th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{t("list.colActions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {page.data.map((l) => {
                // Another counselor's list (users dropdown) is read-only: only a shared lesson opens for the reader.
                const mine = owner.isSelf && l.isOwner;
                const openable = owner.isSelf || l.share;
                return (
                <tr key={l.id} data-testid="lesson-row">
                  <td className="px-3 py-2 font-medium text-slate-900">
                    {openable ? (
                      <Link href={mine ? `/app/lesson/edit/${l.id}` : `/app/lesson/view/${l.id}`} className="hover:underline">
                        {l.name}
                      </Link>
                    ) : (
                      l.name
                    )}
                    {l.share ? <span className="ml-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800">{t("list.shared")}</span> : null}
                  </td>
                  <td className="px-3 py-2 tabular-nums text-slate-700">{l.lessonNumer ?? "—"}</td>
                  <td className="px-3 py-2 text-slate-700">{l.grades.length ? l.grades.map((g) => gradeName.get(g) ?? g).join(", ") : "—"}</td>
                  <td className="px-3 py-2 text-slate-700">{l.mindsets.length ? l.mindsets.map((s) => standardAbbrev.get(s) ?? s).join(", ") : "—"}</td>
                  <td className="px-3 py-2">
                    <Stars value={l.scutaRating} count={l.ratingCount} label={t("list.ratingLabel", { rating: formatNumber(l.scutaRating ?? 0, locale, 1), count: l.ratingCount })} none={t("list.noRating")} locale={locale} />
                  </td>
                  <td className="px-3 py-2 text-slate-700">{l.isOwner ? (owner.isSelf ? t("list.me") : owner.ownerLabel) : l.owner}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right">
                    {mine ? (
                      <Link href={`/app/lesson/edit/${l.id}`} className="rounded px-2 py-1 text-brand-700 hover:bg-slate-100" data-testid="lesson-edit">
                        {t("list.edit")}
                        <span className="sr-only"> {l.name}</span>
                      </Link>
                    ) : null}
                    {openable ? (
                      <Link href={`/app/lesson/view/${l.id}`} className="rounded px-2 py-1 text-brand-700 hover:bg-slate-100" data-testid="lesson-view">
                        {t("list.view")}
                        <span className="sr-only"> {l.name}</span>
                      </Link>
                    ) : null}
                    {l.share ? (
                      <Link href={`/app/lessonComment/edit/${l.id}`} className="rounded px-2 py-1 text-brand-700 hover:bg-slate-100">
                        {t("list.comments")}
                        <span className="sr-only"> {l.name}</span>
                      </Link>
                    ) : null}
                    {mine ? <DeleteLessonButton id={l.id} name={l.name} /> : null}
                  </td>
                </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}

      {page.pages > 1 ? (
        <nav aria-label={t("list.pagination")} className="flex items-center justify-between gap-3 text-sm">
          {page.page > 1 ? (
            <Link href={hrefFor(page.page - 1)} className={buttonClass("secondary")} rel="prev">
              {t("list.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">{t("list.page", { page: page.page, pages: page.pages })}</span>
          {page.page < page.pages ? (
            <Link href={hrefFor(page.page + 1)} className={buttonClass("secondary")} rel="next">
              {t("list.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
