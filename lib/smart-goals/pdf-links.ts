import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { pdfFilename } from "@/lib/billing/pdf/model";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { createPdfLink } from "@/lib/pdf/links";
import { ownSmartGoal } from "./access";
import { ZSmartGoalPdfBody, type TSmartGoalPdfBody } from "./schemas";

/**
 * POST /api/v1/smartGoal/pdf {smartGoal, showlessonsPartOfUnit, …}: a 10-minute link to the PDF of one of the
 * caller's goals (another's is a 404). The document is rendered from the stored goal when the link is opened,
 * in the reader's language; of the caller's fields only the goal's id and showlessonsPartOfUnit count.
 */
export async function linkSmartGoalPdf(db: TDbOrTx, actor: TActor, input: TSmartGoalPdfBody, now: Date): Promise<{ link: string }> {
  const v = ZSmartGoalPdfBody.parse(input);
  const goal = await ownSmartGoal(db, actor.user.id, v.smartGoal);
  const link = await createPdfLink(db, {
    kind: "smart_goal",
    subjectId: goal.id,
    params: { showLessons: v.showlessonsPartOfUnit },
    userId: actor.user.id,
    locale: pdfLocale(actor.user.language),
    filename: pdfFilename(v.filename, `SCUTA-smart-goal-${goal.id}`),
    now,
  });
  return { link };
}
