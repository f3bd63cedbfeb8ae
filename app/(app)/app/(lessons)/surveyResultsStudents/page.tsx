import { guardArea } from "@/components/shell/forbidden";
import { SurveyStudentsPage } from "@/components/goal-surveys/survey-results-page";
import { goalIdOf } from "@/components/smart-goals/smart-goal-page";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("goalSurveys.students");

/** /app/surveyResultsStudents[?survey_id=]: per student, before and after; the survey's owner only (404 for anyone else). */
export default async function SurveyResultsStudentsRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("surveyResultsStudents");
  if (denied) return denied;
  return SurveyStudentsPage({ surveyId: goalIdOf((await searchParams).survey_id) });
}
