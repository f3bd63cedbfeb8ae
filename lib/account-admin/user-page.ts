import "server-only";
import { and, desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TDbOrTx } from "@/db/client";
import { addonGrants, auditLog, licenceGrants, memberships, orders, schoolDistricts, schools, users, type TUserRow } from "@/db/schema";
import { ADDON_COLUMNS } from "@/lib/billing/grant-licence";
import { ADDON_KEYS, type TAddonKey } from "@/lib/addons/schemas";
import { assertCan } from "@/lib/auth/permissions";
import { notFound } from "@/lib/http/errors";
import { accountState } from "./user-rules";

/** How many audit rows the page lists (newest first). */
export const USER_AUDIT_LIMIT = 50;

const actorUser = alias(users, "audit_actor");
const decider = alias(users, "membership_decider");

/**
 * Everything /app/admin/users/{id} shows: the account, its school memberships, add-ons (held,
 * granted, bought), licence grants, and the audit of changes to it. Administrators only; an
 * unknown id is a 404.
 */
export async function userForAdmin(db: TDbOrTx, actor: TUserRow, id: number) {
  assertCan(actor, "user.admin.read");
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound("This user does not exist.");
  const idText = String(id);
  const [membershipRows, grants, licences, audit] = await Promise.all([
    db
      .select({
        id: memberships.id,
        status: memberships.status,
        source: memberships.source,
        state: memberships.state,
        leaid: memberships.leaid,
        districtName: schoolDistricts.name,
        ncessch: memberships.ncessch,
        schoolName: schools.schnam,
        decidedAt: memberships.decidedAt,
        decidedBy: decider.username,
        endedAt: memberships.endedAt,
      })
      .from(memberships)
      .leftJoin(schoolDistricts, eq(schoolDistricts.leaid, memberships.leaid))
      .leftJoin(schools, eq(schools.ncessch, memberships.ncessch))
      .leftJoin(decider, eq(decider.id, memberships.decidedBy))
      .where(eq(memberships.userId, id))
      .orderBy(desc(memberships.requestedAt), desc(memberships.id))
      .limit(50),
    db.select().from(addonGrants).where(eq(addonGrants.userId, id)).orderBy(desc(addonGrants.grantedAt), desc(addonGrants.id)).limit(50),
    db
      .select({
        id: licenceGrants.id,
        product: licenceGrants.product,
        quantity: licenceGrants.quantity,
        start: licenceGrants.start,
        end: licenceGrants.end,
        orderId: licenceGrants.orderId,
        status: orders.status,
      })
      .from(licenceGrants)
      .innerJoin(orders, eq(orders.id, licenceGrants.orderId))
      .where(eq(licenceGrants.userId, id))
      .orderBy(desc(licenceGrants.end), desc(licenceGrants.id))
      .limit(50),
    db
      .select({ id: auditLog.id, action: auditLog.action, entity: auditLog.entity, before: auditLog.before, after: auditLog.after, createdAt: auditLog.createdAt, actor: actorUser.username })
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
      // The user's own rows, and the add-on grants and memberships that name them.
      .where(or(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, idText)), and(sql`${auditLog.entity} in ('addon_grant', 'membership')`, sql`${auditLog.after}->>'userId' = ${idText}`)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(USER_AUDIT_LIMIT),
  ]);
  const addons = Object.fromEntries(ADDON_KEYS.map((k) => [k, user[ADDON_COLUMNS[k]] === true])) as Record<TAddonKey, boolean>;
  return {
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roleId: user.roleId,
      appId: user.appId,
      language: user.language,
      expires: user.expires,
      active: user.active,
      state: accountState({ active: user.active, hasPassword: user.passwordHash !== null }),
      schoolName: user.schoolName,
      ncessch: user.ncessch,
      leaid: user.leaid,
      zipcode: user.zipcode,
      createdAt: user.createdAt,
      lastLoginAt: user.lastLoginAt,
      timezone: user.timezone,
    },
    addons,
    grants,
    licences,
    memberships: membershipRows,
    audit,
  };
}
export type TUserForAdmin = Awaited<ReturnType<typeof userForAdmin>>;
