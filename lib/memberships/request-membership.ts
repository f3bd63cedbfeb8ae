import "server-only";
import { eq } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { schools, type TMembershipRow, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { grantSource, mayDecide, membershipsEndedByApproval, samePlace } from "./rules";
import { ZRequestMembership, type TRequestMembership } from "./schemas";
import { assertDistrict, changeMembership, deciderOf, insertMembership, lockOpenMemberships } from "./write";

export type TRequestOutcome = { status: "pending" | "active" | "none"; membership: TMembershipRow | null };

/**
 * A person asks to belong to a school (or a district): what their profile records when they pick
 * one. It opens nothing: the row is pending until a manager or director of that district (or an
 * administrator) approves it, and meanwhile the person keeps their own data and gains no one else's.
 * Their earlier open requests are withdrawn (they now say they work elsewhere); their active
 * memberships stay until the new one is approved. Someone who may grant the place themselves (an
 * administrator, a manager or director of that district) is a member at once. `place` null (a school
 * not in the list) withdraws the open requests and asks for nothing. Runs in the caller's transaction.
 */
export async function requestMembershipInTx(tx: TDbOrTx, user: Pick<TUserRow, "id" | "roleId">, place: { leaid: string; ncessch: string | null } | null, now: Date): Promise<TRequestOutcome> {
  const open = await lockOpenMemberships(tx, user.id);
  const same = place ? open.find((m) => samePlace(m, place)) : undefined;
  for (const m of open) {
    if (m.status === "pending" && m.id !== same?.id) await changeMembership(tx, m, { status: "revoked", actorId: user.id, action: "membership.withdraw", now, note: "withdrawn" });
  }
  if (!place) return { status: "none", membership: null };
  if (same) return { status: same.status === "active" ? "active" : "pending", membership: same };
  const decider = await deciderOf(tx, user);
  if (mayDecide(decider, place)) {
    const row = await insertMembership(tx, { userId: user.id, roleId: user.roleId, place, status: "active", source: grantSource(decider), actorId: user.id, now });
    for (const id of membershipsEndedByApproval(open, row)) {
      const ended = open.find((m) => m.id === id);
      if (ended) await changeMembership(tx, ended, { status: "revoked", actorId: user.id, action: "membership.end", now, note: "moved" });
    }
    return { status: "active", membership: row };
  }
  const row = await insertMembership(tx, { userId: user.id, roleId: user.roleId, place, status: "pending", source: "request", actorId: user.id, now });
  return { status: "pending", membership: row };
}

/** The school's place (its district follows), or a 422 for a school that is not in the directory. */
export async function placeOfSchool(tx: TDbOrTx, ncessch: string): Promise<{ leaid: string; ncessch: string } | null> {
  const [row] = await tx.select({ leaid: schools.leaid, ncessch: schools.ncessch }).from(schools).where(eq(schools.ncessch, ncessch)).limit(1);
  if (!row) throw new AppError("invalid_ncessch", "Choose a school from the list.", 422, "ncessch");
  return row.leaid ? { leaid: row.leaid, ncessch: row.ncessch } : null;
}

/** requestMembership(actor, {ncessch} | {leaid}): the use-case, in one transaction with its audit rows. */
export async function requestMembership(db: TDb, actor: TActor, input: TRequestMembership, now: Date): Promise<TRequestOutcome> {
  const v = ZRequestMembership.parse(input);
  return db.transaction(async (tx) => {
    if (!v.ncessch) await assertDistrict(tx, v.leaid as string);
    const place = v.ncessch ? await placeOfSchool(tx, v.ncessch) : { leaid: v.leaid as string, ncessch: null };
    return requestMembershipInTx(tx, actor.user, place, now);
  });
}
