import { getDb } from "@/db/client";
import { GoalAnswerPageView } from "@/components/goal-surveys/goal-answer-page";
import { goalSurveyPage } from "@/lib/goal-surveys/public-page";
import { phaseOf } from "@/lib/goal-surveys/rules";
import { titleMetadata } from "@/components/ui/page/metadata";

export const dynamic = "force-dynamic";

export const generateMetadata = titleMetadata("goalSurveys.public", "heading", { robots: { index: false } });

type TProps = { params: Promise<{ goalId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /survey/{smartgoal_id}: a student answers the SMART goal's survey (at the goal's latest event giving it). */
export default async function GoalSurveyPage({ params, searchParams }: TProps) {
  const { goalId } = await params;
  const page = await goalSurveyPage(await getDb(), goalId, phaseOf((await searchParams).phase));
  return <GoalAnswerPageView page={page} basePath={`/survey/${goalId}`} />;
}
