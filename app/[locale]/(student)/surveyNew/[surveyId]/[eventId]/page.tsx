import { getDb } from "@/db/client";
import { AnswerPageView } from "@/components/surveys/answer-page";
import { surveyNewPage } from "@/lib/surveys/public-page";
import { titleMetadata } from "@/components/ui/page/metadata";

export const dynamic = "force-dynamic";

export const generateMetadata = titleMetadata("surveyAnswer", "title", { robots: { index: false } });

/** /surveyNew/{surveyId}/{eventId}: a student answers an event's survey; asks "Before / After the lesson" when both are open. */
export default async function SurveyNewPage({ params }: { params: Promise<{ surveyId: string; eventId: string }> }) {
  const { surveyId, eventId } = await params;
  return <AnswerPageView page={await surveyNewPage(await getDb(), surveyId, eventId)} />;
}
