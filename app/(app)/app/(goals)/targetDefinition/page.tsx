import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { DataAnalysisManager } from "@/components/goals/data-analysis-manager";
import { requireActor } from "@/lib/auth/current-user";
import { listDataAnalysisOf } from "@/lib/goals/data-analysis";
import { standardsFor } from "@/lib/goals/page-data";
import { todayIn } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("goals.definition");

/**
 * /app/targetDefinition: the school's data-analysis priorities: the list by
 * priority and the form that adds or edits one, closing-the-gap items with their student subgroup.
 */
export default async function TargetDefinitionPage() {
  const denied = await guardArea("targetDefinition");
  if (denied) return denied;
  const { user } = await requireActor();
  const db = await getDb();
  const [t, items, standards] = await Promise.all([getTranslations("goals.definition"), listDataAnalysisOf(db, user.id), standardsFor(db, user.logo)]);
  return (
    <PageShell
      back={{ href: "/app/goals", label: t("back"), className: "text-sm text-brand-700 underline hover:text-brand-800" }}
      title={t("title")}
      intro={t("intro")}
      introClassName="max-w-3xl text-slate-700"
    >
      <DataAnalysisManager items={items} {...standards} today={todayIn(user.timezone, new Date())} />
    </PageShell>
  );
}
