import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { OwnerNotices } from "@/components/curriculum/owner-notices";
import { DeleteSmartGoalButton } from "@/components/smart-goals/delete-smart-goal-button";
import { RatingStars } from "@/components/smart-goals/rating-stars";
import { TargetGroups } from "@/components/smart-goals/target-groups";
import { buttonClass } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { planningOwner } from "@/lib/curriculum/page-data";
import { listSmartGoals } from "@/lib/smart-goals/queries";
import { formatDate, formatNumber } from "@/lib/i18n/format";

export async function generateMetadata() {
  return { title: (await getTranslations("smartGoals.list"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /app/smartgoals: the user's SMART goals with their computed title, target, groups, change and rating.
 * Who has the users dropdown picks a counselor they manage (?user_id=) and reads that counselor's goals,
 * read-only: the goal itself stays its owner's, its survey report (aggregates) opens for the manager.
 */
export default async function SmartGoalsPage({ searchParams }: TProps) {
  const denied = await guardArea("smartgoals");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  const db = await getDb();
  const raw = (await searchParams).user_id;
  const owner = await planningOwner(db, actor, Array.isArray(raw) ? raw[0] : raw);
  const [t, tf, tl, goals, locale] = await Promise.all([getTranslations("smartGoals.list"), getTranslations("smartGoals.form"), getTranslations("goalSurveys.links"), listSmartGoals(db, owner.ownerId), getLocale()]);
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
      {goals.length === 0 ? (
        <p className="text-slate-700">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("goal")}</th>
                <th scope="col" className="px-3 py-2">{t("target")}</th>
                <th scope="col" className="px-3 py-2">{t("groups")}</th>
                <th scope="col" className="px-3 py-2">{t("dateTarget")}</th>
                <th scope="col" className="px-3 py-2">{t("change")}</th>
                <th scope="col" className="px-3 py-2">{t("rating")}</th>
                <th scope="col" className="px-3 py-2">{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {goals.map((g) => (
                <tr key={g.id} className="border-t border-slate-200" data-testid="smart-goal-row">
                  <td className="px-3 py-2 font-medium">
                    {owner.isSelf ? (
                      <Link href={`/app/smartgoals/edit/${g.id}`} className="text-brand-700 underline">
                        {g.title}
                      </Link>
                    ) : (
                      g.title
                    )}
                  </td>
                  <td className="px-3 py-2">{g.target}</td>
                  <td className="px-3 py-2">
                    <TargetGroups groups={g.groups} />
                  </td>
                  <td className="px-3 py-2">{formatDate(g.dateTarget, locale)}</td>
                  <td className="px-3 py-2">{g.changeValue === null ? "–" : `${g.changeValue}%`}</td>
                  <td className="px-3 py-2">
                    <RatingStars stars={g.stars} label={tf("stars", { stars: formatNumber(g.stars, locale, 1) })} title={tf("rating")} locale={locale} />
                  </td>
                  <td className="px-3 py-2">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
