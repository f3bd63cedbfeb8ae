import "server-only";
import type { TDb } from "@/db/client";
import type { TMembershipRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { countDecision, membershipToDecide, tellRequester } from "./decide-membership";
import { nextStatus } from "./rules";
import { ZDecisionNote, ZMembershipId } from "./schemas";
import { changeMembership, wrongState } from "./write";

/**
 * refuseMembership(actor, id, {note}): the same deciders as approval turn a pending request down.
 * The person keeps their own data and their other memberships; they are told by e-mail (the note
 * stays in the record, never in the e-mail).
 */
export async function refuseMembership(db: TDb, actor: TActor, rawId: unknown, input: unknown, now: Date): Promise<TMembershipRow> {
  assertCan(actor.user, "membership.approve");
  const id = ZMembershipId.parse(rawId);
  const { note } = ZDecisionNote.parse(input ?? {});
  await countDecision(db, actor, now);
  const refused = await db.transaction(async (tx) => {
    const row = await membershipToDecide(tx, actor, id);
    if (!nextStatus(row.status, "refuse")) throw wrongState(row.status);
    return changeMembership(tx, row, { status: "refused", actorId: actor.user.id, action: "membership.refuse", now, note });
  });
  await tellRequester(db, refused, "refused");
  return refused;
}
