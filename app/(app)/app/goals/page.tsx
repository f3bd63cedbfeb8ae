import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { OwnerNotices } from "@/components/curriculum/owner-notices";
import { DeleteTargetButton, TargetPdfButton } from "@/components/goals/target-actions";
import { RatingStars } from "@/components/comments/rating-island";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { planningOwner } from "@/lib/curriculum/page-data";
import { listTargets } from "@/lib/goals/queries";
import { TARGET_SCOPES, ZTargetListQuery, type TTargetListQuery } from "@/lib/goals/schemas";
import { MaxLengthInput } from "@/components/ui/max-length-field";

export async function generateMetadata() {
  return { title: (await getTranslations("goals.list"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /app/goals: the user's targets and the shared ones (spec 3 §2.2), searched by statement, 20 a
 * page, with the average rating as stars, a link to the comments, the PDF, and for the author edit
 * and delete (after checkUse and a confirmation). The search is a plain GET form. Who has the users
 * dropdown picks a counselor they manage (?user_id=) and reads that counselor's list, read-only: only
 * a shared target (which every planner reads) keeps its PDF and comments.
 */
export default async function GoalsPage({ searchParams }: TProps) {
  const denied = await guardArea("goals");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  const db = await getDb();
  const raw = await searchParams;
  const owner = await planningOwner(db, actor, first(raw.user_id));
  const parsed = ZTargetListQuery.safeParse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, first(v)])));
  const query: TTargetListQuery = parsed.success ? parsed.data : ZTargetListQuery.parse({});
  const [t, page] = await Promise.all([getTranslations("goals.list"), listTargets(db, owner.ownerId, query)]);
  const filtered = !!(query.q || query.scope !== "all");
  const hrefFor = (p: number) => {
    const params = new URLSearchParams();
    if (!owner.isSelf) params.set("user_id", String(owner.ownerId));
    if (query.q) params.set("q", query.q);
    if (query.scope !== "all") params.set("scope", query.scope);
    if (p > 1) params.set("page", String(p));
    const s = params.toString();
    return s ? `/app/goals?${s}` : "/app/goals";
  };

  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="max-w-2xl text-slate-700">{t("intro")}</p>
        </div>
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
      </header>

      <OwnerNotices owner={owner} meId={user.id} basePath="/app/goals" />

      <form method="get" action="/app/goals" role="search" aria-label={t("searchLabel")} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        {owner.isSelf ? null : <input type="hidden" name="user_id" value={owner.ownerId} />}
        <div className="space-y-1">
          <label htmlFor="goals-q" className="block text-sm font-medium text-slate-700">
            {t("search")}
          </label>
          <MaxLengthInput id="goals-q" name="q" type="search" defaultValue={query.q} maxLength={100} className={`${inputClass} w-64`} autoComplete="off" />
        </div>
        <div className="space-y-1">
          <label htmlFor="goals-scope" className="block text-sm font-medium text-slate-700">
            {t("scope")}
          </label>
          <select id="goals-scope" name="scope" defaultValue={query.scope} className={`${inputClass} w-48`}>
            {TARGET_SCOPES.map((s) => (
              <option key={s} value={s}>
                {t(`scopes.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("apply")}
        </button>
        {filtered ? (
          <Link href={owner.isSelf ? "/app/goals" : `/app/goals?user_id=${owner.ownerId}`} className="text-sm text-slate-700 underline">
            {t("clear")}
          </Link>
        ) : null}
        <p className="ml-auto text-sm text-slate-600" aria-live="polite">
          {t("count", { count: page.total })}
        </p>
      </form>

      {page.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{filtered ? t("noMatch") : t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm" data-testid="target-table">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t("colName")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colDataAnalysis")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colRating")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colComments")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colOwner")}</th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{t("colActions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((row) => {
                // Another counselor's list (users dropdown) is read-only: only a shared target opens for the reader.
                const mine = owner.isSelf && row.isOwner;
                const openable = owner.isSelf || row.share;
                return (
                <tr key={row.id} className="border-b border-slate-100 align-top last:border-0" data-testid={`target-row-${row.id}`}>
                  <td className="px-3 py-2">
                    <span className="font-medium text-slate-900">{row.name}</span>
                    {row.mindsets.length > 0 ? <span className="block text-xs text-slate-600">{row.mindsets.map((m) => m.abbrev).join(", ")}</span> : null}
                  </td>
                  <td className="px-3 py-2">{row.dataAnalysis ?? "–"}</td>
                  <td className="px-3 py-2">
                    <RatingStars average={row.rating} count={row.ratingCount} />
                  </td>
                  <td className="px-3 py-2">
                    {openable ? (
                      <Link href={`/app/targetComment/edit/${row.id}`} className="text-brand-700 underline" aria-label={t("commentsOf", { name: row.name })}>
                        {t("commentsLink", { count: row.comments })}
                      </Link>
                    ) : (
                      t("commentsLink", { count: row.comments })
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {row.isOwner ? (owner.isSelf ? t("you") : owner.ownerLabel) : row.owner}
                    <span className="block text-xs text-slate-600">{row.share ? t("shared") : t("notShared")}</span>
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {openable ? <TargetPdfButton targetId={row.id} name={row.name} /> : null}
                    {mine ? (
                      <>
                        <Link href={`/app/goals/edit/${row.id}`} className={buttonClass("ghost")} aria-label={t("editOf", { name: row.name })}>
                          {t("edit")}
                        </Link>
                        <DeleteTargetButton targetId={row.id} name={row.name} />
                      </>
                    ) : null}
                  </td>
                </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}

      {page.pages > 1 ? (
        <nav aria-label={t("pagination")} className="flex items-center justify-between gap-3">
          {page.page > 1 ? (
            <Link href={hrefFor(page.page - 1)} className={buttonClass("secondary")}>
              {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-600">{t("pageOf", { page: page.page, pages: page.pages })}</p>
          {page.page < page.pages ? (
            <Link href={hrefFor(page.page + 1)} className={buttonClass("secondary")}>
              {t("next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
