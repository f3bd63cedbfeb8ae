import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { OwnerNotices } from "@/components/curriculum/owner-notices";
import { DeleteLessonButton } from "@/components/lessons/delete-lesson-button";
import { Stars } from "@/components/lessons/stars";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { planningOwner } from "@/lib/curriculum/page-data";
import { formatNumber } from "@/lib/i18n/format";
import { lessonLookups } from "@/lib/lessons/page-data";
import { listLessonsOf } from "@/lib/lessons/queries";
import { LESSON_SCOPES, ZLessonListQuery, type TLessonListQuery } from "@/lib/lessons/schemas";
import { listHref } from "@/lib/lists/params";

export async function generateMetadata() {
  return { title: (await getTranslations("lessons.list"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /app/lessons: the user's lessons and the shared ones, searched by name and
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
  const [t, page, lookups, locale] = await Promise.all([getTranslations("lessons"), listLessonsOf(db, owner.ownerId, query), lessonLookups(db, actor), getLocale()]);
  const gradeName = new Map(lookups.grades.map((g) => [g.id, g.name]));
  const standardAbbrev = new Map(lookups.standards.map((s) => [s.id, s.abbrev]));
  const filtered = !!(query.q || query.grade_id !== null || query.standard_id || query.domain || query.scope !== "all");
  const hrefFor = (p: number) =>
    listHref("/app/lessons", {
      user_id: owner.isSelf ? null : owner.ownerId,
      q: query.q,
      grade_id: query.grade_id,
      standard_id: query.standard_id,
      domain: query.domain,
      scope: query.scope === "all" ? null : query.scope,
      page: p,
    });
  type TRow = (typeof page.data)[number];
  // Another counselor's list (users dropdown) is read-only: only a shared lesson opens for the reader.
  const mine = (l: TRow) => owner.isSelf && l.isOwner;
  const openable = (l: TRow) => owner.isSelf || l.share;
  const columns: TColumn<TRow>[] = [
    {
      id: "name",
      header: t("list.colName"),
      className: "font-medium text-slate-900",
      cell: (l) => (
        <>
          {openable(l) ? (
            <Link href={mine(l) ? `/app/lesson/edit/${l.id}` : `/app/lesson/view/${l.id}`} className="hover:underline">
              {l.name}
            </Link>
          ) : (
            l.name
          )}
          {l.share ? <span className="ml-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800">{t("list.shared")}</span> : null}
        </>
      ),
    },
    { id: "number", header: t("list.colNumber"), className: "tabular-nums text-slate-700", cell: (l) => l.lessonNumer ?? "—" },
    { id: "grades", header: t("list.colGrades"), className: "text-slate-700", cell: (l) => (l.grades.length ? l.grades.map((g) => gradeName.get(g) ?? g).join(", ") : "—") },
    { id: "standards", header: lookups.standardsLabel, className: "text-slate-700", cell: (l) => (l.mindsets.length ? l.mindsets.map((s) => standardAbbrev.get(s) ?? s).join(", ") : "—") },
    {
      id: "rating",
      header: t("list.colRating"),
      cell: (l) => (
        <Stars
          value={l.scutaRating}
          count={l.ratingCount}
          label={t("list.ratingLabel", { rating: formatNumber(l.scutaRating ?? 0, locale, 1), count: l.ratingCount })}
          none={t("list.noRating")}
          locale={locale}
        />
      ),
    },
    { id: "owner", header: t("list.colOwner"), className: "text-slate-700", cell: (l) => (l.isOwner ? (owner.isSelf ? t("list.me") : owner.ownerLabel) : l.owner) },
  ];

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

      <ListFilters
        base="/app/lessons"
        idPrefix="lessons"
        label={t("list.searchLabel")}
        submitLabel={t("list.apply")}
        clearLabel={t("list.clear")}
        clearHref={owner.isSelf ? "/app/lessons" : `/app/lessons?user_id=${owner.ownerId}`}
        filtered={filtered}
        keep={{ user_id: owner.isSelf ? null : String(owner.ownerId) }}
        className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
        fields={[
          { kind: "search", name: "q", label: t("list.search"), value: query.q },
          { kind: "select", name: "scope", label: t("list.scope"), value: query.scope, width: "w-40", options: LESSON_SCOPES.map((s) => ({ value: s, label: t(`list.scopes.${s}`) })) },
          {
            kind: "select",
            name: "grade_id",
            label: t("list.grade"),
            value: query.grade_id === null ? "" : String(query.grade_id),
            width: "w-40",
            options: [{ value: "", label: t("list.allGrades") }, ...lookups.grades.map((g) => ({ value: String(g.id), label: g.name }))],
          },
          {
            kind: "select",
            name: "standard_id",
            label: lookups.standardsLabel,
            value: query.standard_id ? String(query.standard_id) : "",
            width: "w-56",
            options: [
              { value: "", label: t("list.allStandards") },
              ...lookups.standards.map((s) => ({ value: String(s.id), label: `${s.abbrev} – ${s.name.length > 50 ? `${s.name.slice(0, 50)}…` : s.name}` })),
            ],
          },
          {
            kind: "select",
            name: "domain",
            label: t("list.domain"),
            value: query.domain,
            width: "w-40",
            options: [{ value: "", label: t("list.allDomains") }, ...(["academic", "social", "career"] as const).map((d) => ({ value: d, label: t(`form.${d}`) }))],
          },
        ]}
      >
        <p className="ml-auto text-sm text-slate-600" aria-live="polite">
          {t("list.count", { count: page.total })}
        </p>
      </ListFilters>

      <DataTable
        columns={columns}
        rows={page.data}
        rowKey={(l) => l.id}
        rowProps={() => ({ "data-testid": "lesson-row" })}
        tableProps={{ "data-testid": "lesson-table" }}
        caption={t("list.caption")}
        empty={filtered ? t("list.noMatch") : t("list.empty")}
        actions={{
          header: t("list.colActions"),
          cell: (l) => (
            <span className="whitespace-nowrap">
              {mine(l) ? (
                <Link href={`/app/lesson/edit/${l.id}`} className="rounded px-2 py-1 text-brand-700 hover:bg-slate-100" data-testid="lesson-edit">
                  {t("list.edit")}
                  <span className="sr-only"> {l.name}</span>
                </Link>
              ) : null}
              {openable(l) ? (
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
              {mine(l) ? <DeleteLessonButton id={l.id} name={l.name} /> : null}
            </span>
          ),
        }}
        pager={{ page: page.page, pages: page.pages, label: t("list.pagination"), status: t("list.page", { page: page.page, pages: page.pages }), href: hrefFor }}
      />
    </div>
  );
}
