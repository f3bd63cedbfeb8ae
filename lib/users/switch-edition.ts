import { and, eq, gt, gte, inArray, lte } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { licenceGrants, orders, users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { createSession, revokeSession } from "@/lib/auth/sessions";
import { env } from "@/lib/env";
import { ZSwitchEdition } from "@/lib/auth/schemas";
import { AppError } from "@/lib/http/errors";
import { safeTimeZone, todayIn } from "./rules";

export type TSwitchResult = { user: TUserRow; token: string | null; askTopics: boolean };

export const EDITION = { pro: 1, max: 2 } as const;

export const upgradeRequired = () => new AppError("upgrade_required", "Your license covers the PRO edition. Upgrade it to MAX in Billing to use the MAX edition.", 402);

/**
 * Whether the user holds a paid MAX licence today: a MAX grant of a paid order (or a purchase order
 * awaiting payment, which already granted the licence) whose period includes today.
 */
export async function holdsMaxLicence(db: TDbOrTx, user: Pick<TUserRow, "id" | "timezone">, now: Date): Promise<boolean> {
  const today = todayIn(safeTimeZone(user.timezone), now);
  const [row] = await db
    .select({ id: licenceGrants.id })
    .from(licenceGrants)
    .innerJoin(orders, eq(orders.id, licenceGrants.orderId))
    .where(
      and(
        eq(licenceGrants.userId, user.id),
        eq(licenceGrants.product, "max"),
        gt(licenceGrants.quantity, 0),
        lte(licenceGrants.start, today),
        gte(licenceGrants.end, today),
        inArray(orders.status, ["paid", "awaiting_po"]),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Switches the user's edition (AppID 1 PRO, 2 MAX), only within what their licence covers: PRO is
 * part of every licence, MAX needs a paid MAX licence running today (anything else answers 402
 * upgrade_required, and the client opens the $70 upgrade in billing). A trial already has both
 * editions (409); an administrator holds no licence and may look at either. An API caller gets a
 * fresh token in place of the old one; the browser keeps its cookie. askTopics: "If showTopics is 0
 * and the target is AppID 2, the Topics question is shown."
 */
export async function switchEdition(db: TDb, actor: TActor, raw: unknown, now: Date): Promise<TSwitchResult> {
  assertCan(actor.user, "edition.switch");
  // Every caller (the API route, the shell's server action) passes what the client sent: only PRO
  // or MAX can be asked for, never the trial (0) that unlocks every add-on, nor any other value.
  const input = ZSwitchEdition.parse(raw);
  if (input.user_id !== undefined && input.user_id !== actor.user.id) throw new AppError("forbidden", "You can only switch your own edition.", 403);
  if (actor.user.appId === 0) throw new AppError("trial_edition", "A trial includes every feature of both editions; choose an edition when you buy a license.", 409);
  return db.transaction(async (tx) => {
    // The row is locked so the check and the switch see the same licence.
    const [current] = await tx.select().from(users).where(eq(users.id, actor.user.id)).for("update").limit(1);
    const covered = input.AppID !== EDITION.max || current.appId === EDITION.max || current.roleId === ROLE.admin || (await holdsMaxLicence(tx, current, now));
    if (!covered) throw upgradeRequired();
    const [user] = await tx.update(users).set({ appId: input.AppID, updatedAt: now }).where(eq(users.id, actor.user.id)).returning();
    let token: string | null = null;
    if (actor.via === "bearer") {
      await revokeSession(tx, actor.sessionId, now);
      token = (await createSession(tx, { userId: user.id, kind: "api", ttlMs: env().API_TOKEN_TTL_HOURS * 3_600_000, now })).token;
    }
    return { user, token, askTopics: input.AppID === EDITION.max && !user.showTopics };
  });
}

/** "Confirming sets showTopics to 1." */
export async function confirmUseTopic(db: TDb, actor: TActor, now: Date): Promise<TUserRow> {
  const [user] = await db.update(users).set({ showTopics: true, updatedAt: now }).where(eq(users.id, actor.user.id)).returning();
  return user;
}
