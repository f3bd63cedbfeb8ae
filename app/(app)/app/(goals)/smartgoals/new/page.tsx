import { guardArea } from "@/components/shell/forbidden";
import { SmartGoalPage } from "@/components/smart-goals/smart-goal-page";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("smartGoals.form", "newTitle");

/** /app/smartgoals/new: a new SMART goal; saved, 'Created.' shows for 0.8 s and the list opens. */
export default async function NewSmartGoalPage() {
  const denied = await guardArea("smartgoals");
  if (denied) return denied;
  return SmartGoalPage({ id: null });
}
