import { guardArea } from "@/components/shell/forbidden";
import { goalIdOf, SmartGoalPage } from "@/components/smart-goals/smart-goal-page";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("smartGoals.list");

/** /app/smartGoal[?id={id}]: the SMART goal screen; without an id, a new goal. */
export default async function SmartGoalScreenPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("smartGoal");
  if (denied) return denied;
  return SmartGoalPage({ id: goalIdOf((await searchParams).id) });
}
