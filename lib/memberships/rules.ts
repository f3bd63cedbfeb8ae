import { scopeOf } from "@/lib/auth/permissions";
import type { TMembershipSource, TMembershipStatus } from "@/db/schema/memberships";

// Who may grant, approve, refuse and end which membership. Pure: the caller passes the districts the
// deciding person is an active member of (lib/memberships/queries.ts activeDistricts).
//
// - An administrator decides for any place: a school, a district or a state.
// - A manager or director decides for the districts they are an active member of, and for no state.
// - Nobody else decides anything; a person's own profile only ever asks (a pending request).

export type TPlace = { state: string; leaid?: null; ncessch?: null } | { state?: null; leaid: string; ncessch?: string | null };

export type TDecider = { id: number; roleId: number; activeLeaids: readonly string[] };

export function isStatePlace(place: { state?: string | null; leaid?: string | null }): place is { state: string } {
  return !!place.state && !place.leaid;
}

/** Whether `decider` may grant, approve, refuse or end a membership of `place`. */
export function mayDecide(decider: Pick<TDecider, "roleId" | "activeLeaids">, place: { state?: string | null; leaid?: string | null; ncessch?: string | null }): boolean {
  // The access table says at which scope the decider holds the decision: everywhere, or their districts.
  const scope = scopeOf(decider, "membership.approve");
  if (scope === "all") return true;
  if (scope !== "district") return false;
  if (isStatePlace(place) || !place.leaid) return false;
  return decider.activeLeaids.includes(place.leaid);
}

/** Whether a person may be given a district's membership by that district (not by an administrator). */
export function mayDistrictGrantTo(person: { profileLeaid: string | null; pendingLeaids: readonly string[] }, leaid: string): boolean {
  // A district takes in only someone who says they work there (their profile names the district, or
  // they asked to join it): it cannot pull another district's counselor, and their records, into its team.
  return person.profileLeaid === leaid || person.pendingLeaids.includes(leaid);
}

/** The source a grant by `decider` records. */
export function grantSource(decider: Pick<TDecider, "roleId">): Extract<TMembershipSource, "admin" | "district"> {
  return scopeOf(decider, "membership.grant") === "all" ? "admin" : "district";
}

export type TOpenMembership = { id: number; status: TMembershipStatus; state: string | null; leaid: string | null; ncessch: string | null };

/**
 * The memberships that end when a request for `approved` is approved. A person works at one place
 * at a time: their request is where they now work, so their other school and district memberships
 * end (state memberships are an administrator's grant and stay). An administrator's grant adds a place
 * beside the others, and a district's grant adds its own district without ending another district's
 * (a district cannot take a person away from another one).
 */
export function membershipsEndedByApproval(open: readonly TOpenMembership[], approved: { id: number }): number[] {
  return open.filter((m) => m.id !== approved.id && m.status === "active" && !!m.leaid).map((m) => m.id);
}

/** The state a decision moves a membership to, or null when the membership is not in the state it needs. */
export function nextStatus(current: TMembershipStatus, decision: "approve" | "refuse" | "revoke"): TMembershipStatus | null {
  if (decision === "approve") return current === "pending" ? "active" : null;
  if (decision === "refuse") return current === "pending" ? "refused" : null;
  return current === "active" ? "revoked" : null;
}

/** Whether a school or district place is the same one (a school place includes its district). */
export function samePlace(a: { state?: string | null; leaid?: string | null; ncessch?: string | null }, b: { state?: string | null; leaid?: string | null; ncessch?: string | null }): boolean {
  return (a.state ?? null) === (b.state ?? null) && (a.leaid ?? null) === (b.leaid ?? null) && (a.ncessch ?? null) === (b.ncessch ?? null);
}
