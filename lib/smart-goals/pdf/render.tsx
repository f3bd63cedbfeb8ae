import "server-only";
// Every PDF is set in the embedded Liberation Sans, which has the minus sign and every letter of a name.
import "@/lib/pdf/fonts";
import { renderPdf } from "@/lib/pdf/limit";
import type { TDbOrTx } from "@/db/client";
import type { pdfLinks } from "@/db/schema";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { AppError } from "@/lib/http/errors";
import { pdfAuthor } from "@/lib/lessons/pdf/model";
import { pdfTranslator } from "@/lib/pdf/strings";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { todayIn } from "@/lib/users/rules";
import { goalLinkedLessons, matchLessonByMindsetOf, smartGoalFullDetailOf } from "../queries";
import { eyeMasked } from "@/lib/privacy/eye";
import { SmartGoalDocument, smartGoalPdfWords } from "./smart-goal-document";

// The renderer of the "smart_goal" PDF links (registered in lib/pdf/renderers.ts). The goal is read again for
// the link's reader: a goal deleted since the link was made renders nothing (404, like an expired link).

type TLink = typeof pdfLinks.$inferSelect;

export async function renderSmartGoalPdf(db: TDbOrTx, link: TLink): Promise<Buffer | null> {
  if (link.subjectId === null || link.userId === null) return null;
  let goal;
  try {
    goal = await smartGoalFullDetailOf(db, link.userId, link.subjectId, pdfLocale(link.locale));
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
  const params = (link.params ?? {}) as { showLessons?: boolean };
  const lessons = params.showLessons ? await matchLessonByMindsetOf(db, link.userId, { smartgoal_id: goal.id, mindset_id1: null, targetGroupId: null }) : null;
  const locale = pdfLocale(link.locale);
  const [t, ts, tw, author, linked, [owner]] = await Promise.all([
    pdfTranslator("smartGoals.pdf", locale),
    pdfTranslator("smartGoals.sentence", locale),
    pdfTranslator("smartGoals", locale),
    pdfAuthor(db, link.userId, link.createdAt),
    goalLinkedLessons(db, link.userId, goal),
    db.select({ timezone: users.timezone, hideConfidential: users.hideConfidential }).from(users).where(eq(users.id, link.userId)).limit(1),
  ]);
  const today = todayIn(owner?.timezone ?? "America/New_York", link.createdAt);
  // The eye masks the target groups' (students') names in the PDF made while it is on, as on the screen.
  const shown = { ...goal, smartgoalGroups: goal.smartgoalGroups.map((g) => ({ ...g, name: eyeMasked(owner?.hideConfidential === true, g.name) })) };
  const words = smartGoalPdfWords(shown, tw);
  return renderPdf(<SmartGoalDocument t={t} ts={ts} locale={locale} goal={shown} words={words} linked={linked} lessons={lessons} author={author} today={today} />);
}
