import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { OwnerNotices } from "@/components/curriculum/owner-notices";
import { DeleteTargetButton, TargetPdfButton } from "@/components/goals/target-actions";
import { RatingStars } from "@/components/comments/rating-island";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { planningOwner } from "@/lib/curriculum/page-data";
import { listTargetsOf } from "@/lib/goals/queries";
import { TARGET_SCOPES, ZTargetListQuery, type TTargetListQuery } from "@/lib/goals/schemas";
import { listHref } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";
import { type TSearchParamsProps, firstParam } from "@/lib/ui/search-params";
import { PageHeader } from "@/components/ui/page/page-header";

export const generateMetadata = titleMetadata("goals.list");

/**
 * /app/goals: the user's targets and the shared ones, searched by statement, 20 a
 * page, with the average rating as stars, a link to the comments, the PDF, and for the author edit
 * and delete (after checkUse and a confirmation). The search is a plain GET form. Who has the users
 * dropdown picks a counselor they manage (?user_id=) and reads that counselor's list, read-only: only
 * a shared target (which every planner reads) keeps its PDF and comments.
 */
export default async function GoalsPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("goals");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  const db = await getDb();
  const raw = await searchParams;
  const owner = await planningOwner(db, actor, firstParam(raw.user_id));
  const parsed = ZTargetListQuery.safeParse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, firstParam(v)])));
  const query: TTargetListQuery = parsed.success ? parsed.data : ZTargetListQuery.parse({});
  const [t, page] = await Promise.all([getTranslations("goals.list"), listTargetsOf(db, owner.ownerId, query)]);
  const filtered = !!(query.q || query.scope !== "all");
  const hrefFor = (p: number) => listHref("/app/goals", { user_id: owner.isSelf ? null : owner.ownerId, q: query.q, scope: query.scope === "all" ? null : query.scope, page: p });
  type TRow = (typeof page.data)[number];
  // Another counselor's list (users dropdown) is read-only: only a shared target opens for the reader.
  const mine = (row: TRow) => owner.isSelf && row.isOwner;
  const openable = (row: TRow) => owner.isSelf || row.share;
  const columns: TColumn<TRow>[] = [
    {
      id: "name",
      header: t("colName"),
      cell: (row) => (
        <>
          <span className="font-medium text-slate-900">{row.name}</span>
          {row.mindsets.length > 0 ? <span className="block text-xs text-slate-600">{row.mindsets.map((m) => m.abbrev).join(", ")}</span> : null}
        </>
      ),
    },
    { id: "dataAnalysis", header: t("colDataAnalysis"), cell: (row) => row.dataAnalysis ?? "–" },
    { id: "rating", header: t("colRating"), cell: (row) => <RatingStars average={row.rating} count={row.ratingCount} /> },
    {
      id: "comments",
      header: t("colComments"),
      cell: (row) =>
        openable(row) ? (
          <Link href={`/app/targetComment/edit/${row.id}`} className="text-brand-700 underline" aria-label={t("commentsOf", { name: row.name })}>
            {t("commentsLink", { count: row.comments })}
          </Link>
        ) : (
          t("commentsLink", { count: row.comments })
        ),
    },
    {
      id: "owner",
      header: t("colOwner"),
      cell: (row) => (
        <>
          {row.isOwner ? (owner.isSelf ? t("you") : owner.ownerLabel) : row.owner}
          <span className="block text-xs text-slate-600">{row.share ? t("shared") : t("notShared")}</span>
        </>
      ),
    },
  ];

  return (
    <div className="max-w-6xl space-y-6">
      <PageHeader
        title={t("title")}
        intro={t("intro")}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link href="/app/targetDefinition" className={buttonClass("secondary")}>
              {t("definition")}
            </Link>
            {owner.isSelf ? (
              <Link href="/app/goals/new" className={buttonClass("primary")} data-testid="target-new">
                {t("add")}
              </Link>
            ) : null}
          </div>
        }
      />

      <OwnerNotices owner={owner} meId={user.id} basePath="/app/goals" />

      <ListFilters
        base="/app/goals"
        idPrefix="goals"
        label={t("searchLabel")}
        submitLabel={t("apply")}
        clearLabel={t("clear")}
        clearHref={owner.isSelf ? "/app/goals" : `/app/goals?user_id=${owner.ownerId}`}
        filtered={filtered}
        keep={{ user_id: owner.isSelf ? null : String(owner.ownerId) }}
        className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
        fields={[
          { kind: "search", name: "q", label: t("search"), value: query.q },
          { kind: "select", name: "scope", label: t("scope"), value: query.scope, width: "w-48", options: TARGET_SCOPES.map((s) => ({ value: s, label: t(`scopes.${s}`) })) },
        ]}
      >
        <p className="ml-auto text-sm text-slate-600" aria-live="polite">
          {t("count", { count: page.total })}
        </p>
      </ListFilters>

      <DataTable
        columns={columns}
        rows={page.data}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ "data-testid": `target-row-${row.id}` })}
        tableProps={{ "data-testid": "target-table" }}
        caption={t("caption")}
        empty={filtered ? t("noMatch") : t("empty")}
        actions={{
          header: t("colActions"),
          cell: (row) => (
            <span className="whitespace-nowrap">
              {openable(row) ? <TargetPdfButton targetId={row.id} name={row.name} /> : null}
              {mine(row) ? (
                <>
                  <Link href={`/app/goals/edit/${row.id}`} className={buttonClass("ghost")} aria-label={t("editOf", { name: row.name })}>
                    {t("edit")}
                  </Link>
                  <DeleteTargetButton targetId={row.id} name={row.name} />
                </>
              ) : null}
            </span>
          ),
        }}
        pager={{ page: page.page, pages: page.pages, label: t("pagination"), href: hrefFor }}
      />
    </div>
  );
}
