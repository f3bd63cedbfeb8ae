import { withApi } from "@/lib/http/with-api";
import { linkSmartGoalPdf } from "@/lib/smart-goals/pdf-links";
import { ZSmartGoalPdfBody } from "@/lib/smart-goals/schemas";

// POST /api/v1/smartGoal/pdf {smartGoal, showlessonsPartOfUnit, user_id, targetGroupCount, lessonsMindsetEventsList, datePrint, userName} – a 10-minute link to the goal's PDF
export const POST = withApi({ access: "goal.write", license: "renewal", body: ZSmartGoalPdfBody }, async ({ db, actor, body, now }) => ({
  status_code: 200,
  ...(await linkSmartGoalPdf(db, actor, body, now)),
}));
