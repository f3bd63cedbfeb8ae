import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { SmartGoalPage } from "@/components/smart-goals/smart-goal-page";

export async function generateMetadata() {
  return { title: (await getTranslations("smartGoals.form"))("newTitle") };
}

/** /app/smartgoals/new: a new SMART goal; saved, 'Created.' shows for 0.8 s and the list opens. */
export default async function NewSmartGoalPage() {
  const denied = await guardArea("smartgoals");
  if (denied) return denied;
  return SmartGoalPage({ id: null });
}
