import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ZSchoolYear, type TSchoolYear } from "./school-year-schemas";

/**
 * Stores the signed-in user's own school year (the bounds of their analysis; the page the
 * EOSYExpired error leads to). Everyone sets only their own.
 */
export async function updateSchoolYear(db: TDb, actor: TActor, input: unknown, now: Date): Promise<TSchoolYear> {
  const value = ZSchoolYear.parse(input);
  const [row] = await db
    .update(users)
    .set({ startOfSy: value.startOfSy, endOfSy: value.endOfSy, updatedAt: now })
    .where(eq(users.id, actor.user.id))
    .returning({ startOfSy: users.startOfSy, endOfSy: users.endOfSy });
  return { startOfSy: row.startOfSy as string, endOfSy: row.endOfSy as string };
}
