import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { ZPreferences, type TPreferences } from "./schemas";

/** Stores the user's own display preferences: the confidentiality eye and the language. */
export async function updatePreferences(db: TDb, actor: TActor, input: TPreferences, now: Date): Promise<TUserRow> {
  assertCan(actor.user, "preferences.update");
  const value = ZPreferences.parse(input);
  const [row] = await db
    .update(users)
    .set({
      ...(value.hideConfidential !== undefined ? { hideConfidential: value.hideConfidential } : {}),
      ...(value.language ? { language: value.language } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, actor.user.id))
    .returning();
  return row;
}
