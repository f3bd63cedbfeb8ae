import "server-only";
import type { TDb } from "@/db/client";
import { managedUsers, type TMembershipRow } from "@/db/schema";
import { COUNSELOR_ROLES } from "@/lib/analysis/district-counselors";
import { ROLE } from "@/lib/auth/roles";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { countDecision, membershipToDecide, tellRequester } from "./decide-membership";
import { membershipsEndedByApproval, nextStatus } from "./rules";
import { ZMembershipId } from "./schemas";
import { changeMembership, lockOpenMemberships, wrongState } from "./write";

/**
 * approveMembership(actor, id): a manager or director of the request's district (or an
 * administrator) makes a pending request active. A person works at one place at a time, so their
 * other school and district memberships end in the same transaction (each audited); the requester
 * is told by e-mail once it has committed. A manager or director who approves a counselor takes
 * them into their own team.
 */
export async function approveMembership(db: TDb, actor: TActor, rawId: unknown, now: Date): Promise<TMembershipRow> {
  assertCan(actor.user, "membership.approve");
  const id = ZMembershipId.parse(rawId);
  await countDecision(db, actor, now);
  const approved = await db.transaction(async (tx) => {
    const row = await membershipToDecide(tx, actor, id);
    if (!nextStatus(row.status, "approve")) throw wrongState(row.status);
    const open = await lockOpenMemberships(tx, row.userId);
    for (const endedId of membershipsEndedByApproval(open, row)) {
      const ended = open.find((m) => m.id === endedId);
      if (ended) await changeMembership(tx, ended, { status: "revoked", actorId: actor.user.id, action: "membership.end", now, note: "moved" });
    }
    // A manager or director who approves a counselor takes them into their team (managed_users), so
    // the person they let in shows in the team they lead; an administrator's approval assigns no one.
    if ((actor.user.roleId === ROLE.manager || actor.user.roleId === ROLE.director) && COUNSELOR_ROLES.includes(row.roleId) && row.userId !== actor.user.id) {
      await tx.insert(managedUsers).values({ managerId: actor.user.id, userId: row.userId }).onConflictDoNothing();
    }
    return changeMembership(tx, row, { status: "active", actorId: actor.user.id, action: "membership.approve", now });
  });
  await tellRequester(db, approved, "approved");
  return approved;
}
