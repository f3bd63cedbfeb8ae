import type { TActor } from "@/lib/auth/current-user";
import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { smartGoals, users, type TSmartGoalRow } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import { SMART_GOAL_NOT_FOUND } from "@/lib/smart-goals/access";
import { managedScope } from "@/lib/users/queries";

// Who reads a goal's survey report: its owner, and whoever manages the owner (managedScope: a manager's or
// director's assigned counselors, the admin) — the aggregate only. Per-student results are the owner's alone.
// Anyone else: 404, as for an unknown id.

export type TReadableGoal = { goal: TSmartGoalRow; own: boolean };

export async function readableGoal(db: TDbOrTx, actor: TActor, goalId: number): Promise<TReadableGoal> {
  const [goal] = await db.select().from(smartGoals).where(eq(smartGoals.id, goalId)).limit(1);
  if (!goal) throw notFound(SMART_GOAL_NOT_FOUND);
  if (goal.userId === actor.user.id) return { goal, own: true };
  if (!(await manages(db, actor, goal.userId))) throw notFound(SMART_GOAL_NOT_FOUND);
  return { goal, own: false };
}

/** Whether the actor manages this user (never themselves). */
export async function manages(db: TDbOrTx, actor: TActor, userId: number): Promise<boolean> {
  if (userId === actor.user.id) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), managedScope(actor.user)))
    .limit(1);
  return row !== undefined;
}
