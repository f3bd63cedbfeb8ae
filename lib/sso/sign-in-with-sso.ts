import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { schools, users, type TUserRow } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import { ipAllowed } from "@/lib/auth/ip";
import { licenseLapsed } from "@/lib/auth/license";
import { ROLE } from "@/lib/auth/roles";
import { activeDistricts } from "@/lib/memberships/queries";
import { insertMembership, lockOpenMemberships } from "@/lib/memberships/write";
import { todayIn } from "@/lib/users/rules";
import type { TSsoIdentity } from "./rules";

export type TSsoOutcome =
  { outcome: "member"; user: TUserRow } | { outcome: "pending"; userId: number } | { outcome: "refused"; reason: "other_district" | "wrong_ip" | "license_expired" | "inactive" };

type TSsoProviderRef = { id: number; leaid: string };

/**
 * What a verified sign-in through a district's provider does (the claims were checked before):
 * - a person with an active membership of that district (rostered, invited, granted) is signed in;
 *   an invited account never activated yet becomes active, as the provider has proven the address;
 * - an account the district's own records place there (its profile names the district, set by an
 *   administrator or an import) and with no open membership there is granted the district's
 *   membership, source "domain" (the district's verified sign-in domain is entitled to grant it);
 * - a person whose request to join that district is pending stays outside, pending;
 * - a person who is an active member of another district is refused (a domain cannot pull them
 *   and their records across);
 * - anyone else (a stranger from the domain, or an account of no district) gets a pending
 *   request to join the district, source "domain", and a stranger an account that stays inactive
 *   until the district approves: no district data before a manager or director says yes.
 * One transaction; every membership change writes its audit row.
 */
export async function signInWithSso(db: TDb, provider: TSsoProviderRef, identity: TSsoIdentity, ctx: { ip: string; now: Date }): Promise<TSsoOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${identity.email}`)
      .limit(1)
      .for("update");
    if (!found) {
      const created = await createPendingAccount(tx, provider, identity, ctx.now);
      return { outcome: "pending", userId: created.id };
    }
    const open = await lockOpenMemberships(tx, found.id);
    const here = open.filter((m) => m.leaid === provider.leaid);
    let user = found;
    if (here.some((m) => m.status === "active")) {
      // Known to the district.
    } else if (here.length > 0) {
      return { outcome: "pending", userId: found.id };
    } else if (found.leaid === provider.leaid) {
      const place = await placeInDistrict(tx, found, provider.leaid);
      await insertMembership(tx, { userId: found.id, roleId: found.roleId, place, status: "active", source: "domain", actorId: found.id, note: `sso:${provider.id}`, now: ctx.now });
    } else if ((await activeDistricts(tx, found.id)).some((l) => l !== provider.leaid)) {
      return { outcome: "refused", reason: "other_district" };
    } else {
      await insertMembership(tx, {
        userId: found.id,
        roleId: found.roleId,
        place: { leaid: provider.leaid, ncessch: null },
        status: "pending",
        source: "domain",
        actorId: found.id,
        note: `sso:${provider.id}`,
        now: ctx.now,
      });
      return { outcome: "pending", userId: found.id };
    }
    // An account switched off after it had a password stays off: only one never activated (invited, or a stranger approved since) is opened by the provider.
    if (!user.active && user.passwordHash) return { outcome: "refused", reason: "inactive" };
    if (!ipAllowed(user.allowedIps, ctx.ip)) return { outcome: "refused", reason: "wrong_ip" };
    if (licenseLapsed(user, ctx.now)) return { outcome: "refused", reason: "license_expired" };
    const [updated] = await tx
      .update(users)
      .set({ lastLoginAt: ctx.now, ...(user.active ? {} : { active: true }) })
      .where(eq(users.id, user.id))
      .returning();
    if (!user.active) await recordAudit(tx, { actorId: user.id, action: "user.activate_sso", entity: "user", entityId: user.id, before: { active: false }, after: { active: true }, now: ctx.now });
    user = updated;
    return { outcome: "member", user };
  });
}

/** The person's school when it is one of the district's, else the district itself. */
async function placeInDistrict(tx: TDbOrTx, user: Pick<TUserRow, "ncessch">, leaid: string): Promise<{ leaid: string; ncessch: string | null }> {
  if (!user.ncessch) return { leaid, ncessch: null };
  const [school] = await tx.select({ leaid: schools.leaid }).from(schools).where(eq(schools.ncessch, user.ncessch)).limit(1);
  return { leaid, ncessch: school?.leaid === leaid ? user.ncessch : null };
}

/** A stranger's account: inactive, no password, a counselor of no district, with a pending request to join the provider's district. */
async function createPendingAccount(tx: TDbOrTx, provider: TSsoProviderRef, identity: TSsoIdentity, now: Date): Promise<TUserRow> {
  const local =
    identity.email
      .split("@")[0]
      .replace(/[^a-z0-9._-]/g, "")
      .slice(0, 40) || "user";
  const [row] = await tx
    .insert(users)
    .values({
      username: `${local}.${randomBytes(4).toString("hex")}`,
      email: identity.email,
      passwordHash: null,
      active: false,
      firstName: identity.firstName,
      lastName: identity.lastName,
      roleId: ROLE.user,
      expires: todayIn("America/New_York", now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordAudit(tx, { actorId: row.id, action: "create_sso", entity: "user", entityId: row.id, after: { email: row.email, roleId: row.roleId, active: false, provider: provider.id }, now });
  await insertMembership(tx, {
    userId: row.id,
    roleId: row.roleId,
    place: { leaid: provider.leaid, ncessch: null },
    status: "pending",
    source: "domain",
    actorId: row.id,
    note: `sso:${provider.id}`,
    now,
  });
  return row;
}
