import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { hashPassword } from "@/lib/auth/crypto";
import { AppError } from "@/lib/http/errors";
import { sameIdentifier } from "./rules";
import { ZCheckUserReset, ZReset, type TCheckUserReset, type TReset } from "./schemas";
import { revokeCredentials } from "./revoke-credentials";
import { consumeToken, inspectToken, linkError } from "./tokens";

const usernameMismatch = () => new AppError("username_mismatch", "This username or email does not belong to the account of this link.", 422, "username");

/** Checks a reset link and that the typed username (or email) is its account's. */
async function validResetUser(db: TDb, token: string, username: string | undefined, now: Date): Promise<TUserRow> {
  const { status, user } = await inspectToken(db, "reset", token, now);
  if (status !== "valid" || !user) throw linkError(status === "valid" ? "invalid" : status);
  if (username !== undefined && !sameIdentifier(username, user)) throw usernameMismatch();
  return user;
}

/** POST /api/v1/checkUserReset: whether this link can reset the password of this user. */
export async function checkUserReset(db: TDb, input: TCheckUserReset, now: Date): Promise<{ message: string; error: 0 }> {
  const { token, username } = ZCheckUserReset.parse(input);
  await validResetUser(db, token, username, now);
  return { message: "The link is valid. Choose a new password.", error: 0 };
}

/**
 * POST /api/v1/reset: sets the new password, uses the link, and signs the account out everywhere
 * (every session and API token), all in one transaction. The user's other reset and activation
 * links and codes, calendar login links and calendar feed stop working too.
 */
export async function resetPassword(db: TDb, input: TReset, now: Date): Promise<{ message1: string; message2: string }> {
  const value = ZReset.parse(input);
  const user = await validResetUser(db, value.token, value.username, now);
  const passwordHash = await hashPassword(value.password);
  await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, "reset", value.token, now);
    if (userId !== user.id) throw linkError("invalid");
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    // Sessions, the other reset links and codes, calendar login links and the calendar feed.
    await revokeCredentials(tx, user.id, now);
  });
  return { message1: "Your password was changed.", message2: "You were signed out everywhere. Log in with your new password." };
}
