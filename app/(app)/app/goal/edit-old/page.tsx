import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { OldGoalForm } from "@/components/curriculum/old-goal-form";
import { OwnerPicker } from "@/components/curriculum/owner-picker";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { planningOwner } from "@/lib/curriculum/page-data";
import { getOldGoal } from "@/lib/old-goal/queries";

export async function generateMetadata() {
  return { title: (await getTranslations("oldGoal"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/goal/edit-old (spec 3 §2.4, §3 "Old goal"): the use-of-time goal of the school year in the 3rd-edition groups. */
export default async function OldGoalPage({ searchParams }: TProps) {
  const denied = await guardArea("oldGoal");
  if (denied) return denied;
  const actor = await requireActor();
  const db = await getDb();
  const raw = (await searchParams).user_id;
  const owner = await planningOwner(db, actor, Array.isArray(raw) ? raw[0] : raw);
  const [t, tc, goal] = await Promise.all([getTranslations("oldGoal"), getTranslations("curriculum.owner"), getOldGoal(db, actor, owner.ownerId, new Date())]);
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="max-w-3xl text-slate-700">{t("intro")}</p>
      </header>
      {owner.options ? <OwnerPicker options={owner.options} meId={actor.user.id} selectedId={owner.ownerId} basePath="/app/goal/edit-old" /> : null}
      {owner.refused ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {tc("refused")}
        </p>
      ) : null}
      {!owner.isSelf ? <p className="text-sm text-slate-700">{tc("readOnly", { name: owner.ownerLabel ?? "" })}</p> : null}
      <OldGoalForm key={`${goal.user_id}-${goal.updated_at ?? ""}`} initial={goal} readOnly={!owner.isSelf} />
    </div>
  );
}
