import "server-only";
import type { TDb } from "@/db/client";
import { oldGoals } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { getOldGoal, currentSchoolYear } from "./queries";
import { oldGoalDirectives } from "./rules";
import type { TOldGoalInput, TOldGoalJson } from "./schemas";

/**
 * POST /api/v1/goal: writes the actor's old goal of the current school year (one per counselor per
 * school year: a second save replaces the first), with directive1 and directive2 computed here.
 */
export async function saveOldGoal(db: TDb, actor: TActor, input: TOldGoalInput, now: Date): Promise<TOldGoalJson> {
  const userId = actor.user.id;
  return db.transaction(async (tx) => {
    const schoolYear = await currentSchoolYear(tx, userId, now);
    const values = { ...input, ...oldGoalDirectives(input), updatedAt: now };
    await tx
      .insert(oldGoals)
      .values({ userId, schoolYear, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [oldGoals.userId, oldGoals.schoolYear], set: values });
    return getOldGoal(tx, actor, null, now);
  });
}
