import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { users } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import type { TActor } from "./current-user";
import { hashPassword, verifyPassword } from "./crypto";
import { ZChangePassword, type TChangePassword } from "./schemas";
import { revokeAllSessions } from "./sessions";

/** Changes the actor's password and revokes every session and token of theirs, this one included. */
export async function changePassword(db: TDb, actor: TActor, input: TChangePassword, now: Date): Promise<void> {
  const value = ZChangePassword.parse(input);
  if (!(await verifyPassword(value.current_password, actor.user.passwordHash))) {
    throw new AppError("invalid_current_password", "Your current password is not correct.", 422, "current_password");
  }
  const passwordHash = await hashPassword(value.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, actor.user.id));
    await revokeAllSessions(tx, actor.user.id, now);
  });
}
