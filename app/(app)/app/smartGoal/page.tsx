import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { goalIdOf, SmartGoalPage } from "@/components/smart-goals/smart-goal-page";

export async function generateMetadata() {
  return { title: (await getTranslations("smartGoals.list"))("title") };
}

/** /app/smartGoal[?id={id}]: the SMART goal screen (spec 3 §2.2); without an id, a new goal. */
export default async function SmartGoalScreenPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("smartGoal");
  if (denied) return denied;
  return SmartGoalPage({ id: goalIdOf((await searchParams).id) });
}
