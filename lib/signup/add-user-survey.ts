import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { userSurveys, users } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import type { TSurveyAnswers } from "./schemas";

/** The survey belongs to the sign-up: it is taken within a day of registering, once. */
export const SURVEY_WINDOW_MS = 86_400_000;

/**
 * POST /home/addUserSurvey: keeps the answers of the survey shown after registration. The caller
 * has no session yet, so only a freshly registered account without answers may receive them.
 */
export async function addUserSurvey(db: TDb, input: { user_id: number; answers: TSurveyAnswers }, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, createdAt: users.createdAt }).from(users).where(eq(users.id, input.user_id)).for("update").limit(1);
    if (!user || now.getTime() - user.createdAt.getTime() > SURVEY_WINDOW_MS) {
      throw new AppError("survey_closed", "This survey is no longer open.", 403);
    }
    const [taken] = await tx.select({ id: userSurveys.id }).from(userSurveys).where(eq(userSurveys.userId, user.id)).limit(1);
    if (taken) throw new AppError("survey_taken", "Thank you, we already have your answers.", 409);
    const [row] = await tx.insert(userSurveys).values({ userId: user.id, answers: input.answers, createdAt: now }).returning({ id: userSurveys.id });
    return { id: row.id };
  });
}
