import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { memberships, schoolDistricts, type TMembershipRow, type TMembershipSource, type TMembershipStatus, type TUserRow } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import { AppError, notFound } from "@/lib/http/errors";
import { activeDistricts } from "./queries";
import type { TDecider, TPlace } from "./rules";

// The writes every membership use-case shares. Each one runs inside the caller's transaction and
// writes its audit row there, so a membership and its trail commit (or roll back) together.

/** The person deciding, with the districts they are an active member of. */
export async function deciderOf(tx: TDbOrTx, user: Pick<TUserRow, "id" | "roleId">): Promise<TDecider> {
  return { id: user.id, roleId: user.roleId, activeLeaids: await activeDistricts(tx, user.id) };
}

/** A person's pending and active memberships, locked until the transaction ends. */
export async function lockOpenMemberships(tx: TDbOrTx, userId: number): Promise<TMembershipRow[]> {
  return tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.status, ["pending", "active"])))
    .orderBy(memberships.id)
    .for("update");
}

/** One membership, locked; 404 when there is none. */
export async function lockMembership(tx: TDbOrTx, id: number): Promise<TMembershipRow> {
  const [row] = await tx.select().from(memberships).where(eq(memberships.id, id)).limit(1).for("update");
  if (!row) throw notFound("This membership does not exist.");
  return row;
}

export const wrongState = (status: TMembershipStatus) =>
  new AppError("membership_state", status === "pending" ? "This request is still waiting for a decision." : `This membership is ${status}: it can no longer change this way.`, 409);

const AUDIT_COLUMNS = (row: TMembershipRow) => ({
  userId: row.userId,
  state: row.state,
  leaid: row.leaid,
  ncessch: row.ncessch,
  roleId: row.roleId,
  status: row.status,
  source: row.source,
  note: row.note,
});

/** Inserts a membership and its audit row. */
export async function insertMembership(
  tx: TDbOrTx,
  v: { userId: number; roleId: number; place: TPlace; status: "pending" | "active"; source: TMembershipSource; actorId: number; note?: string; now: Date },
): Promise<TMembershipRow> {
  const decided = v.status === "active";
  const [row] = await tx
    .insert(memberships)
    .values({
      userId: v.userId,
      state: v.place.state ?? null,
      leaid: v.place.leaid ?? null,
      ncessch: v.place.ncessch ?? null,
      roleId: v.roleId,
      status: v.status,
      source: v.source,
      note: v.note ?? "",
      requestedAt: v.now,
      decidedBy: decided ? v.actorId : null,
      decidedAt: decided ? v.now : null,
    })
    .returning();
  await recordAudit(tx, {
    actorId: v.actorId,
    action: decided ? "membership.grant" : "membership.request",
    entity: "membership",
    entityId: row.id,
    before: null,
    after: AUDIT_COLUMNS(row),
    now: v.now,
  });
  return row;
}

/** Moves a membership to `status` (decided or ended by `actorId`) and records the change. */
export async function changeMembership(
  tx: TDbOrTx,
  row: TMembershipRow,
  v: { status: TMembershipStatus; actorId: number; action: string; now: Date; note?: string; source?: TMembershipSource },
): Promise<TMembershipRow> {
  const ends = v.status === "revoked";
  const [after] = await tx
    .update(memberships)
    .set({
      status: v.status,
      ...(v.source ? { source: v.source } : {}),
      ...(v.note ? { note: v.note } : {}),
      ...(ends ? { endedBy: v.actorId, endedAt: v.now } : { decidedBy: v.actorId, decidedAt: v.now }),
    })
    .where(eq(memberships.id, row.id))
    .returning();
  await recordAudit(tx, { actorId: v.actorId, action: v.action, entity: "membership", entityId: row.id, before: AUDIT_COLUMNS(row), after: AUDIT_COLUMNS(after), now: v.now });
  return after;
}

/** A 422 naming the field when the district does not exist (never a foreign-key 500). */
export async function assertDistrict(tx: TDbOrTx, leaid: string): Promise<void> {
  const [row] = await tx.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).where(eq(schoolDistricts.leaid, leaid)).limit(1);
  if (!row) throw new AppError("invalid_leaid", "This district does not exist.", 422, "leaid");
}
