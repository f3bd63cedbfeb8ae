import { guardArea } from "@/components/shell/forbidden";
import { GoalReportPage } from "@/components/goal-surveys/goal-report-page";
import { goalIdOf } from "@/components/smart-goals/smart-goal-page";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("goalSurveys.report");

/** /app/smartGoalSurveyReport[?id=]: a SMART goal's survey report (the owner's, and their manager's aggregates). */
export default async function SmartGoalSurveyReportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("smartGoalSurveyReport");
  if (denied) return denied;
  return GoalReportPage({ id: goalIdOf((await searchParams).id) });
}
