import { getDb } from "@/db/client";
import { GoalAnswerPageView } from "@/components/goal-surveys/goal-answer-page";
import { goalEventPage, gradeChoices } from "@/lib/goal-surveys/public-page";
import { phaseOf } from "@/lib/goal-surveys/rules";
import { titleMetadata } from "@/components/ui/page/metadata";

export const dynamic = "force-dynamic";

export const generateMetadata = titleMetadata("goalSurveys.public", "heading", { robots: { index: false } });

type TProps = { params: Promise<{ goalId: string; eventId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /surveyEvent/{smartgoal_id}/{event_id}: the goal's survey at one of the events that give it, with the grade list. */
export default async function GoalSurveyEventPage({ params, searchParams }: TProps) {
  const { goalId, eventId } = await params;
  const db = await getDb();
  const page = await goalEventPage(db, goalId, eventId, phaseOf((await searchParams).phase));
  const grades = page.kind === "form" ? await gradeChoices(db) : undefined;
  return <GoalAnswerPageView page={page} basePath={`/surveyEvent/${goalId}/${eventId}`} grades={grades} />;
}
