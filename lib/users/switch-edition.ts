import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { createSession, revokeSession } from "@/lib/auth/sessions";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";

export type TSwitchResult = { user: TUserRow; token: string | null; askTopics: boolean };

/**
 * Switches the user's edition (AppID 1 PRO, 2 MAX). An API caller gets a fresh token in place of
 * the old one; the browser keeps its cookie. askTopics: "If showTopics is 0 and the target is
 * AppID 2, the Topics question is shown."
 */
export async function switchEdition(db: TDb, actor: TActor, input: { AppID: number; user_id?: number }, now: Date): Promise<TSwitchResult> {
  assertCan(actor.user, "edition.switch");
  if (input.user_id !== undefined && input.user_id !== actor.user.id) throw new AppError("forbidden", "You can only switch your own edition.", 403);
  if (actor.user.appId === 0) throw new AppError("trial_edition", "A trial includes every feature of both editions; choose an edition when you buy a licence.", 409);
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ appId: input.AppID, updatedAt: now }).where(eq(users.id, actor.user.id)).returning();
    let token: string | null = null;
    if (actor.via === "bearer") {
      await revokeSession(tx, actor.sessionId, now);
      token = (await createSession(tx, { userId: user.id, kind: "api", ttlMs: env().API_TOKEN_TTL_HOURS * 3_600_000, now })).token;
    }
    return { user, token, askTopics: input.AppID === 2 && !user.showTopics };
  });
}

/** "Confirming sets showTopics to 1." */
export async function confirmUseTopic(db: TDb, actor: TActor, now: Date): Promise<TUserRow> {
  const [user] = await db.update(users).set({ showTopics: true, updatedAt: now }).where(eq(users.id, actor.user.id)).returning();
  return user;
}
