import { getDb } from "@/db/client";
import { AnswerPageView } from "@/components/surveys/answer-page";
import { qrNewPage } from "@/lib/surveys/public-page";
import { titleMetadata } from "@/components/ui/page/metadata";

export const dynamic = "force-dynamic";

export const generateMetadata = titleMetadata("surveyAnswer", "title", { robots: { index: false } });

/** /qrNew/{p|t}{surveyId}/{eventId}: the QR code's survey page, p before the lesson and t after it. */
export default async function QrNewPage({ params }: { params: Promise<{ code: string; eventId: string }> }) {
  const { code, eventId } = await params;
  return <AnswerPageView page={await qrNewPage(await getDb(), code, eventId)} />;
}
