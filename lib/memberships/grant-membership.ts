import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { users, type TMembershipRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { placeOfSchool } from "./request-membership";
import { grantSource, isStatePlace, mayDecide, mayDistrictGrantTo, samePlace, type TPlace } from "./rules";
import { ZGrantMembership, type TGrantMembership } from "./schemas";
import { assertDistrict, changeMembership, deciderOf, insertMembership, lockOpenMemberships } from "./write";

/**
 * grantMembership(actor, {user_id, ncessch | leaid | state}): an administrator gives anyone any place
 * (source "admin"); a manager or director of a district gives their own district, or a school of
 * it, to someone who says they work there (source "district"). A grant adds the place beside the
 * person's other memberships. A pending request for the same place becomes the active membership;
 * a place the person already holds is a 409. One transaction, with its audit row.
 */
export async function grantMembership(db: TDb, actor: TActor, input: TGrantMembership, now: Date): Promise<TMembershipRow> {
  assertCan(actor.user, "membership.grant");
  const v = ZGrantMembership.parse(input);
  return db.transaction(async (tx) => {
    let place: TPlace;
    if (v.state) place = { state: v.state };
    else if (v.ncessch) {
      const school = await placeOfSchool(tx, v.ncessch);
      if (!school) throw new AppError("invalid_ncessch", "This school belongs to no district.", 422, "ncessch");
      if (v.leaid && v.leaid !== school.leaid) throw new AppError("invalid_ncessch", "This school is not in that district.", 422, "ncessch");
      place = school;
    } else {
      await assertDistrict(tx, v.leaid as string);
      place = { leaid: v.leaid as string, ncessch: null };
    }
    const decider = await deciderOf(tx, actor.user);
    if (!mayDecide(decider, place)) throw forbidden(isStatePlace(place) ? "Only an administrator grants a state." : "You grant memberships of your own district only.");
    const [person] = await tx.select({ id: users.id, roleId: users.roleId, leaid: users.leaid }).from(users).where(eq(users.id, v.user_id)).limit(1);
    if (!person) throw notFound("This person does not exist.");
    const open = await lockOpenMemberships(tx, person.id);
    const source = grantSource(decider);
    if (source === "district" && !isStatePlace(place)) {
      const pendingLeaids = open.filter((m) => m.status === "pending" && m.leaid).map((m) => m.leaid as string);
      if (!mayDistrictGrantTo({ profileLeaid: person.leaid, pendingLeaids }, place.leaid)) {
        throw forbidden("This person has not said they work in your district: they ask to join it from their profile.");
      }
    }
    const same = open.find((m) => samePlace(m, place));
    if (same?.status === "active") throw new AppError("already_member", "This person already holds this membership.", 409);
    if (same) return changeMembership(tx, same, { status: "active", actorId: actor.user.id, action: "membership.grant", now, source, note: v.note });
    return insertMembership(tx, { userId: person.id, roleId: person.roleId, place, status: "active", source, actorId: actor.user.id, note: v.note, now });
  });
}
