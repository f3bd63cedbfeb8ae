import { notFound } from "next/navigation";
import { guardArea } from "@/components/shell/forbidden";
import { goalIdOf, SmartGoalPage } from "@/components/smart-goals/smart-goal-page";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("smartGoals.form", "editTitle");

/** /app/smartgoals/edit/{id}: the SMART goal screen for one of the user's goals (another's is a 404). */
export default async function EditSmartGoalPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("smartgoals");
  if (denied) return denied;
  const id = goalIdOf((await params).id);
  if (id === null) notFound();
  return SmartGoalPage({ id });
}
