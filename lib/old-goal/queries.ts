import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { oldGoals, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { readableOwnerId } from "@/lib/curriculum/access";
import { schoolYearFor } from "@/lib/analysis/rules";
import { todayIn } from "@/lib/users/rules";
import { schoolYearLabel } from "./rules";
import type { TOldGoalJson } from "./schemas";

/** The first calendar year of the user's current school year (their own dates, else 1 August - 31 July). */
export async function currentSchoolYear(db: TDbOrTx, userId: number, now: Date): Promise<number> {
  const [u] = await db.select({ timezone: users.timezone, startOfSy: users.startOfSy, endOfSy: users.endOfSy }).from(users).where(eq(users.id, userId));
  const today = todayIn(u?.timezone ?? "UTC", now);
  return Number(schoolYearFor(today, { startOfSy: u?.startOfSy ?? null, endOfSy: u?.endOfSy ?? null }).from.slice(0, 4));
}

/** GET /api/v1/goal: the old goal of the current school year (zeros until saved), the actor's or a managed counselor's. */
export async function getOldGoal(db: TDbOrTx, actor: TActor, userId: number | null, now: Date): Promise<TOldGoalJson> {
  const ownerId = await readableOwnerId(db, actor, userId);
  const year = await currentSchoolYear(db, ownerId, now);
  const [row] = await db
    .select()
    .from(oldGoals)
    .where(and(eq(oldGoals.userId, ownerId), eq(oldGoals.schoolYear, year)))
    .limit(1);
  return {
    id: row?.id ?? 0,
    user_id: ownerId,
    schoolYear: year,
    schoolYearLabel: schoolYearLabel(year),
    cc: row?.cc ?? 0,
    isp: row?.isp ?? 0,
    rs: row?.rs ?? 0,
    is: row?.is ?? 0,
    ppss: row?.ppss ?? 0,
    directive1: row?.directive1 ?? 0,
    directive2: row?.directive2 ?? 0,
    isOwner: ownerId === actor.user.id,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}
