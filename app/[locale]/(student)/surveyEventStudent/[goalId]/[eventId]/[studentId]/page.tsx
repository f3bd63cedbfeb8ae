import { getDb } from "@/db/client";
import { GoalAnswerPageView } from "@/components/goal-surveys/goal-answer-page";
import { goalStudentPage } from "@/lib/goal-surveys/public-page";
import { phaseOf } from "@/lib/goal-surveys/rules";
import { titleMetadata } from "@/components/ui/page/metadata";

export const dynamic = "force-dynamic";

export const generateMetadata = titleMetadata("goalSurveys.public", "heading", { robots: { index: false } });

type TProps = { params: Promise<{ goalId: string; eventId: string; studentId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /surveyEventStudent/{smartgoal_id}/{event_id}/{student_id}: the event's goal survey recorded for one of the owner's students (never named here). */
export default async function GoalSurveyStudentPage({ params, searchParams }: TProps) {
  const { goalId, eventId, studentId } = await params;
  const page = await goalStudentPage(await getDb(), goalId, eventId, studentId, phaseOf((await searchParams).phase));
  const student = page.kind === "problem" ? undefined : page.studentId;
  return <GoalAnswerPageView page={page} basePath={`/surveyEventStudent/${goalId}/${eventId}/${studentId}`} student={student} />;
}
