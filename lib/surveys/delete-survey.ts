import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { surveys } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ownSurvey } from "@/lib/lessons/access";

/**
 * Deletes one of the actor's surveys (another's is a 404) with its statements, administrations and
 * answers; the lessons and events that used it keep going without a survey (their link is set null).
 */
export async function deleteSurvey(db: TDbOrTx, actor: TActor, surveyId: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    await ownSurvey(tx, actor.user.id, surveyId);
    await tx.delete(surveys).where(eq(surveys.id, surveyId));
  });
  return { id: surveyId };
}
