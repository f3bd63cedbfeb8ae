import { guardArea } from "@/components/shell/forbidden";
import { SurveyResultsPage } from "@/components/goal-surveys/survey-results-page";
import { goalIdOf } from "@/components/smart-goals/smart-goal-page";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("goalSurveys.results");

/** /app/surveyResults[?survey_id=]: one of the caller's surveys (a lesson's or a goal's), per event and overall. */
export default async function SurveyResultsRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("surveyResults");
  if (denied) return denied;
  return SurveyResultsPage({ surveyId: goalIdOf((await searchParams).survey_id) });
}
