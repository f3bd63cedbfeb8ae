import "server-only";
import type { TDb } from "@/db/client";
import type { TMembershipRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { AppError } from "@/lib/http/errors";
import { membershipToDecide } from "./decide-membership";
import { nextStatus } from "./rules";
import { ZDecisionNote, ZMembershipId } from "./schemas";
import { changeMembership, wrongState } from "./write";

/**
 * revokeMembership(actor, id, {note}): an administrator ends any active membership; a manager or
 * director one of their own district, except their own (an administrator ends that, so a district
 * never locks itself out by a slip). From then on the person reads nothing of that place.
 */
export async function revokeMembership(db: TDb, actor: TActor, rawId: unknown, input: unknown, now: Date): Promise<TMembershipRow> {
  assertCan(actor.user, "membership.revoke");
  const id = ZMembershipId.parse(rawId);
  const { note } = ZDecisionNote.parse(input ?? {});
  return db.transaction(async (tx) => {
    const row = await membershipToDecide(tx, actor, id);
    if (!nextStatus(row.status, "revoke")) throw wrongState(row.status);
    if (row.userId === actor.user.id && actor.user.roleId !== ROLE.admin) throw new AppError("own_membership", "You cannot end your own membership: ask an administrator.", 409);
    return changeMembership(tx, row, { status: "revoked", actorId: actor.user.id, action: "membership.revoke", now, note });
  });
}
