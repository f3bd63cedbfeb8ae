import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { smartGoals, type TSmartGoalRow } from "@/db/schema";
import { notFound } from "@/lib/http/errors";

// Who may read and change a SMART goal: only its owner. Another counselor's goal, its statements, short
// questions, survey data and PDF do not exist for the reader (404), so an id reveals nothing.

export const SMART_GOAL_NOT_FOUND = "This SMART goal does not exist or is not yours.";

export async function ownSmartGoal(db: TDbOrTx, userId: number, id: number): Promise<TSmartGoalRow> {
  const [row] = await db
    .select()
    .from(smartGoals)
    .where(and(eq(smartGoals.id, id), eq(smartGoals.userId, userId)))
    .limit(1);
  if (!row) throw notFound(SMART_GOAL_NOT_FOUND);
  return row;
}
