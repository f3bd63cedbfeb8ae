import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { OwnerNotices } from "@/components/curriculum/owner-notices";
import { DeleteSmartGoalButton } from "@/components/smart-goals/delete-smart-goal-button";
import { RatingStars } from "@/components/smart-goals/rating-stars";
import { TargetGroups } from "@/components/smart-goals/target-groups";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { planningOwner } from "@/lib/curriculum/page-data";
import { listSmartGoalsOf } from "@/lib/smart-goals/queries";
import { formatDate, formatNumber } from "@/lib/i18n/format";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("smartGoals.list");

/**
 * /app/smartgoals: the user's SMART goals with their computed title, target, groups, change and rating.
 * Who has the users dropdown picks a counselor they manage (?user_id=) and reads that counselor's goals,
 * read-only: the goal itself stays its owner's, its survey report (aggregates) opens for the manager.
 */
export default async function SmartGoalsPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("smartgoals");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  const db = await getDb();
  const raw = (await searchParams).user_id;
  const owner = await planningOwner(db, actor, Array.isArray(raw) ? raw[0] : raw);
  const [t, tf, tl, goals, locale] = await Promise.all([
    getTranslations("smartGoals.list"),
    getTranslations("smartGoals.form"),
    getTranslations("goalSurveys.links"),
    listSmartGoalsOf(db, owner.ownerId),
    getLocale(),
  ]);
  const columns: TColumn<(typeof goals)[number]>[] = [
    {
      id: "goal",
      header: t("goal"),
      className: "font-medium",
      cell: (g) =>
        owner.isSelf ? (
          <Link href={`/app/smartgoals/edit/${g.id}`} className="text-brand-700 underline">
            {g.title}
          </Link>
        ) : (
          g.title
        ),
    },
    { id: "target", header: t("target"), cell: (g) => g.target },
    { id: "groups", header: t("groups"), cell: (g) => <TargetGroups groups={g.groups} /> },
    { id: "dateTarget", header: t("dateTarget"), cell: (g) => formatDate(g.dateTarget, locale) },
    { id: "change", header: t("change"), cell: (g) => (g.changeValue === null ? "–" : `${g.changeValue}%`) },
    { id: "rating", header: t("rating"), cell: (g) => <RatingStars stars={g.stars} label={tf("stars", { stars: formatNumber(g.stars, locale, 1) })} title={tf("rating")} locale={locale} /> },
    {
      id: "actions",
      header: t("actions"),
      cell: (g) => (
        <div className="flex gap-2">
          {owner.isSelf ? (
            <Link href={`/app/smartgoals/edit/${g.id}`} className={buttonClass("secondary")} aria-label={`${t("edit")} – ${g.title}`}>
              {t("edit")}
            </Link>
          ) : null}
          <Link href={`/app/smartGoalSurveyReport?id=${g.id}`} className={buttonClass("secondary")} aria-label={`${tl("report")} – ${g.title}`}>
            {tl("report")}
          </Link>
          {owner.isSelf ? <DeleteSmartGoalButton id={g.id} title={g.title} /> : null}
        </div>
      ),
    },
  ];
  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        {owner.isSelf ? (
          <Link href="/app/smartgoals/new" className={buttonClass("primary")} data-testid="smart-goal-new">
            {t("new")}
          </Link>
        ) : null}
      </header>
      <OwnerNotices owner={owner} meId={user.id} basePath="/app/smartgoals" />
      <DataTable columns={columns} rows={goals} rowKey={(g) => g.id} rowProps={() => ({ "data-testid": "smart-goal-row" })} caption={t("title")} empty={t("empty")} />
    </div>
  );
}
