import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { users } from "@/db/schema";
import { sendPasswordEmail } from "./password-email";

export const RESENT_MESSAGE = "If this account still needs a password, we sent the email again.";

/**
 * POST /api/v1/registerEmail: sends the password email again, only to an account that has never
 * set a password. The answer is the same either way, so it tells nothing about the account.
 */
export async function resendPasswordEmail(db: TDb, userId: number, ctx: { now: Date; origin: string }): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || user.active || user.passwordHash) return;
    await sendPasswordEmail(tx, user, ctx);
  });
  return { message: RESENT_MESSAGE };
}
