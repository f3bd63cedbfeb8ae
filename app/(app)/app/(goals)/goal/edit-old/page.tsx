import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { OldGoalForm } from "@/components/curriculum/old-goal-form";
import { OwnerPicker } from "@/components/curriculum/owner-picker";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { planningOwner } from "@/lib/curriculum/page-data";
import { getOldGoal } from "@/lib/old-goal/queries";
import { titleMetadata } from "@/components/ui/page/metadata";
import { firstParam, type TSearchParamsProps } from "@/lib/ui/search-params";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("oldGoal");

/** /app/goal/edit-old (the old goal): the use-of-time goal of the school year in the 3rd-edition groups. */
export default async function OldGoalPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("oldGoal");
  if (denied) return denied;
  const actor = await requireActor();
  const db = await getDb();
  const owner = await planningOwner(db, actor, firstParam((await searchParams).user_id));
  const [t, tc, goal] = await Promise.all([getTranslations("oldGoal"), getTranslations("curriculum.owner"), getOldGoal(db, actor, owner.ownerId, new Date())]);
  return (
    <PageShell width="4xl" title={t("title")} intro={t("intro")} introClassName="max-w-3xl text-slate-700">
      {owner.options ? <OwnerPicker options={owner.options} meId={actor.user.id} selectedId={owner.ownerId} basePath="/app/goal/edit-old" /> : null}
      {owner.refused ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {tc("refused")}
        </p>
      ) : null}
      {!owner.isSelf ? <p className="text-sm text-slate-700">{tc("readOnly", { name: owner.ownerLabel ?? "" })}</p> : null}
      <OldGoalForm key={`${goal.user_id}-${goal.updated_at ?? ""}`} initial={goal} readOnly={!owner.isSelf} />
    </PageShell>
  );
}
