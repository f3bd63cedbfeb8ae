import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { DataAnalysisManager } from "@/components/goals/data-analysis-manager";
import { requireActor } from "@/lib/auth/current-user";
import { listDataAnalysis } from "@/lib/goals/data-analysis";
import { standardsFor } from "@/lib/goals/page-data";
import { todayIn } from "@/lib/users/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("goals.definition"))("title") };
}

/**
 * /app/targetDefinition: the school's data-analysis priorities (spec 3 §2.2, §3): the list by
 * priority and the form that adds or edits one, closing-the-gap items with their student subgroup.
 */
export default async function TargetDefinitionPage() {
  const denied = await guardArea("targetDefinition");
  if (denied) return denied;
  const { user } = await requireActor();
  const db = await getDb();
  const [t, items, standards] = await Promise.all([getTranslations("goals.definition"), listDataAnalysis(db, user.id), standardsFor(db, user)]);
  return (
    <div className="max-w-6xl space-y-6">
      <header className="space-y-2">
        <Link href="/app/goals" className="text-sm text-brand-700 underline hover:text-brand-800">
          {t("back")}
        </Link>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="max-w-3xl text-slate-700">{t("intro")}</p>
      </header>
      <DataAnalysisManager items={items} {...standards} today={todayIn(user.timezone, new Date())} />
    </div>
  );
}
