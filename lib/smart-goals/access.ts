import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { smartGoals, type TSmartGoalRow } from "@/db/schema";
import { notFound } from "@/lib/http/errors";

// Who may read and change a SMART goal: only its owner. Another counselor's goal, its statements, short
// questions, survey data and PDF do not exist for the reader (404), so an id reveals nothing.

export const SMART_GOAL_NOT_FOUND = "This SMART goal does not exist or is not yours.";

export async function ownSmartGoal(db: TDbOrTx, ownerId: number, id: number): Promise<TSmartGoalRow> {
  const [row] = await db
    .select()
    .from(smartGoals)
    .where(and(eq(smartGoals.id, id), eq(smartGoals.userId, ownerId)))
    .limit(1);
  if (!row) throw notFound(SMART_GOAL_NOT_FOUND);
  return row;
}

/** The actor's own SMART goal as its row, for work of another domain on it (the events that give its survey); another's is a 404. */
export async function getOwnSmartGoalRow(db: TDbOrTx, actor: TActor, id: number): Promise<TSmartGoalRow> {
  return ownSmartGoal(db, actor.user.id, id);
}
