import "server-only";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { TDb, TDbOrTx } from "@/db/client";
import { managedUsers, seatAssignments, users, type TUserRow } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import { can } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { safeTimeZone, todayIn } from "@/lib/users/rules";

// "Managers ... assign the seats they bought (in the quote issue) to their counselors, a
// seat at a time, never more than they own." A seat is one of `users.licenses` (the seats a manager
// holds for the current period, lib/billing/grant-licence.ts). While it is assigned, the counselor's
// licence (users.expires, the one the licence rule reads: lib/auth/license.ts) reaches the manager's
// period end; releasing it gives back the licence the counselor had before.

/** Who may receive a seat: counselors (and the role-44 users renewing through their manager). */
export const SEAT_RECEIVER_ROLES: readonly number[] = [ROLE.user, ROLE.renewer];

export const ZSeat = z.object({ userId: z.coerce.number({ error: "Choose a user." }).int().positive("Choose a user.") });

/** Who holds seats (managers, and directors and state managers when they buy): the access table's seat.write. */
export function assertSeatHolder(actor: Pick<TUserRow, "roleId">): void {
  if (!can(actor, "seat.write")) throw forbidden("Only managers assign the seats they bought.");
}

/** "x of y seats assigned": what the holder owns for the period and how many run now. */
export async function seatSummary(db: TDbOrTx, holder: TUserRow): Promise<{ owned: number; assigned: number; end: string }> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(seatAssignments)
    .where(and(eq(seatAssignments.managerId, holder.id), isNull(seatAssignments.releasedAt)));
  return { owned: holder.licenses, assigned: Number(n), end: holder.expires };
}

/** The open seats among `userIds` (for the users list): user id → the holder's id. */
export async function openSeatsOf(db: TDbOrTx, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: seatAssignments.userId, managerId: seatAssignments.managerId })
    .from(seatAssignments)
    .where(and(inArray(seatAssignments.userId, userIds), isNull(seatAssignments.releasedAt)));
  return new Map(rows.map((r) => [r.userId, r.managerId]));
}

/** The holder's managed users who may receive a seat, with their seat state. */
export async function listSeatCandidates(db: TDbOrTx, holder: TUserRow) {
  assertSeatHolder(holder);
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, roleId: users.roleId, expires: users.expires, appId: users.appId })
    .from(managedUsers)
    .innerJoin(users, eq(users.id, managedUsers.userId))
    .where(and(eq(managedUsers.managerId, holder.id), inArray(users.roleId, [...SEAT_RECEIVER_ROLES])))
    .orderBy(users.lastName, users.firstName, users.id);
  const open = await openSeatsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, seat: open.has(r.id) ? (open.get(r.id) === holder.id ? ("mine" as const) : ("other" as const)) : ("none" as const) }));
}

async function lockManaged(tx: TDbOrTx, holder: TUserRow, userId: number): Promise<TUserRow> {
  const [link] = await tx
    .select({ userId: managedUsers.userId })
    .from(managedUsers)
    .where(and(eq(managedUsers.managerId, holder.id), eq(managedUsers.userId, userId)))
    .limit(1);
  // A user the holder does not manage answers as if it did not exist.
  if (!link) throw notFound("This user was not found among the users you manage.");
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!target) throw notFound("This user was not found among the users you manage.");
  return target;
}

/**
 * Assigns one seat to a managed counselor. The holder's row is locked FOR UPDATE first, so two
 * assigns at once are counted one after the other and never exceed `licenses`.
 */
export async function assignSeat(db: TDb, actor: TUserRow, raw: unknown, now: Date) {
  assertSeatHolder(actor);
  const { userId } = ZSeat.parse(raw);
  return db.transaction(async (tx) => {
    const [holder] = await tx.select().from(users).where(eq(users.id, actor.id)).for("update");
    const target = await lockManaged(tx, holder, userId);
    if (!SEAT_RECEIVER_ROLES.includes(target.roleId)) throw new AppError("not_a_counselor", "Seats go to counselors: this user's role does not take one.", 422, "userId");
    const today = todayIn(safeTimeZone(holder.timezone), now);
    if (holder.licenses <= 0 || holder.expires < today) throw new AppError("no_seats", "You hold no seats for the current period: buy seats on the Billing page first.", 409);
    const [open] = await tx
      .select({ managerId: seatAssignments.managerId })
      .from(seatAssignments)
      .where(and(eq(seatAssignments.userId, userId), isNull(seatAssignments.releasedAt)))
      .limit(1);
    if (open) throw new AppError("already_assigned", "This user already holds a seat.", 409);
    const { assigned, owned } = await seatSummary(tx, holder);
    if (assigned >= owned) throw new AppError("no_seat_left", `All ${owned} of your seats are assigned: release one or buy more seats first.`, 409);
    const [row] = await tx
      .insert(seatAssignments)
      .values({ managerId: holder.id, userId, end: holder.expires, previousExpires: target.expires, previousAppId: target.appId, assignedAt: now })
      .returning();
    const expires = holder.expires > target.expires ? holder.expires : target.expires;
    const appId = Math.max(target.appId, holder.appId === 0 ? 1 : holder.appId);
    await tx.update(users).set({ expires, appId, updatedAt: now }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "assign_seat",
      entity: "seat",
      entityId: row.id,
      before: { userId, expires: target.expires, appId: target.appId },
      after: { userId, managerId: holder.id, expires, appId },
      now,
    });
    return { id: row.id, userId, expires, assigned: assigned + 1, owned };
  });
}

/** Releases the holder's seat of a managed user: the seat is free again and the user's licence is what it was (unless they bought since). */
export async function releaseSeat(db: TDb, actor: TUserRow, raw: unknown, now: Date) {
  assertSeatHolder(actor);
  const { userId } = ZSeat.parse(raw);
  return db.transaction(async (tx) => {
    const [holder] = await tx.select().from(users).where(eq(users.id, actor.id)).for("update");
    const target = await lockManaged(tx, holder, userId);
    const [seat] = await tx
      .select()
      .from(seatAssignments)
      .where(and(eq(seatAssignments.managerId, holder.id), eq(seatAssignments.userId, userId), isNull(seatAssignments.releasedAt)))
      .limit(1);
    if (!seat) throw notFound("This user holds none of your seats.");
    await tx.update(seatAssignments).set({ releasedAt: now }).where(eq(seatAssignments.id, seat.id));
    // The licence the seat gave (its end) goes back to the one before; a licence the user bought since is kept.
    const restore = target.expires === (seat.end > seat.previousExpires ? seat.end : seat.previousExpires);
    const after = restore ? { expires: seat.previousExpires, appId: seat.previousAppId } : { expires: target.expires, appId: target.appId };
    if (restore)
      await tx
        .update(users)
        .set({ ...after, updatedAt: now })
        .where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "release_seat",
      entity: "seat",
      entityId: seat.id,
      before: { userId, expires: target.expires, appId: target.appId },
      after: { userId, ...after },
      now,
    });
    const { assigned, owned } = await seatSummary(tx, holder);
    return { id: seat.id, userId, assigned, owned };
  });
}
