import { getDb } from "@/db/client";
import { GoalProblemView } from "@/components/goal-surveys/goal-answer-page";
import { GoalQrView } from "@/components/goal-surveys/goal-qr-page";
import { goalQrPage } from "@/lib/goal-surveys/public-page";
import { titleMetadata } from "@/components/ui/page/metadata";

export const dynamic = "force-dynamic";

export const generateMetadata = titleMetadata("goalSurveys.qr", "title", { robots: { index: false } });

/** /qr/{smartgoal_id}: the QR code of /survey/{smartgoal_id} for a projector, its short address printed under it. */
export default async function GoalQrPage({ params }: { params: Promise<{ goalId: string }> }) {
  const { goalId } = await params;
  const page = await goalQrPage(await getDb(), goalId);
  if (page.kind === "problem") return <GoalProblemView problem={page.problem} />;
  return <GoalQrView path={page.path} />;
}
