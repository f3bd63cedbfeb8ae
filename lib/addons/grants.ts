import "server-only";
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TDb, TDbOrTx } from "@/db/client";
import { addonGrants, users, type TUserRow } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import { assertCan } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { ADDON_COLUMNS } from "@/lib/billing/grant-licence";
import { AppError, notFound } from "@/lib/http/errors";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { settleFlag, sweepExpiredAddonGrants } from "./expire-grants";
import { GRANT_PAGE_SIZE, ZAddonUserQuery, ZGrantId, ZGrantAddon, ZGrantFilter, type TAddonKey } from "./schemas";

const column = (addon: TAddonKey) => users[ADDON_COLUMNS[addon]];

function contains(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const userMatch = (q: string): SQL => or(ilike(users.username, contains(q)), ilike(users.email, contains(q)), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, contains(q))) as SQL;

/** GET /api/v1/addon/users: the users an add-on can be granted to (active, not administrators), searched and paged, with the add-ons they hold. */
export async function listAddonUsers(db: TDbOrTx, actor: TUserRow, raw: unknown) {
  assertCan(actor, "addon.read");
  const { q, addon, page } = ZAddonUserQuery.parse(raw);
  const where = and(eq(users.active, true), ne(users.roleId, ROLE.admin), q ? userMatch(q) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(users.lastName, users.firstName, users.id)
      .limit(GRANT_PAGE_SIZE)
      .offset((page - 1) * GRANT_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map((u) => ({
      id: u.id,
      username: u.username,
      name: `${u.firstName} ${u.lastName}`.trim() || u.username,
      email: u.email,
      roleId: u.roleId,
      schoolName: u.schoolName,
      addons: Object.fromEntries(Object.entries(ADDON_COLUMNS).map(([k, c]) => [k, u[c]])) as Record<TAddonKey, boolean>,
      ...(addon ? { holds: u[ADDON_COLUMNS[addon]] } : {}),
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / GRANT_PAGE_SIZE)),
  };
}

/**
 * Grants an add-on to users until a date (inclusive), with a note: one grant row per user, the
 * user's flag switched on at once, one audit row per user. Unknown add-ons, past dates, more than
 * 500 users and users that do not exist are refused before anything is written.
 */
export async function grantAddon(db: TDb, actor: TUserRow, raw: unknown, now: Date) {
  assertCan(actor, "addon.write");
  const input = ZGrantAddon.parse(raw);
  const today = todayIn(safeTimeZone(actor.timezone), now);
  if (input.until < today) throw new AppError("until_past", "The last day of the grant is in the past: choose today or a later day.", 422, "until");
  const ids = [...new Set(input.userIds)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: users.id, flag: column(input.addon) })
      .from(users)
      .where(inArray(users.id, ids))
      .for("update");
    const missing = ids.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw new AppError("unknown_users", `These users do not exist: ${missing.slice(0, 20).join(", ")}${missing.length > 20 ? "…" : ""}.`, 422, "userIds");
    const rows = await tx
      .insert(addonGrants)
      .values(ids.map((userId) => ({ userId, addon: input.addon, until: input.until, note: input.note, grantedBy: actor.id, grantedAt: now })))
      .returning();
    await tx
      .update(users)
      .set({ [ADDON_COLUMNS[input.addon]]: true, updatedAt: now })
      .where(inArray(users.id, ids));
    for (const row of rows) {
      const before = found.find((f) => f.id === row.userId)?.flag ?? false;
      await recordAudit(tx, {
        actorId: actor.id,
        action: "grant_addon",
        entity: "addon_grant",
        entityId: row.id,
        before: { userId: row.userId, [input.addon]: before },
        after: { userId: row.userId, addon: input.addon, until: input.until, note: input.note },
        now,
      });
    }
    return { granted: rows.length, ids: rows.map((r) => r.id) };
  });
}

/** Revokes a running grant (audited): the flag goes off unless a paid order or another grant still grants the add-on. */
export async function revokeGrant(db: TDb, actor: TUserRow, rawId: unknown, now: Date) {
  assertCan(actor, "addon.write");
  const { id } = ZGrantId.parse({ id: rawId });
  return db.transaction(async (tx) => {
    const [grant] = await tx.select().from(addonGrants).where(eq(addonGrants.id, id)).for("update");
    if (!grant) throw notFound("This grant does not exist.");
    if (grant.revokedAt || grant.expiredAt) throw new AppError("not_running", "This grant has already ended.", 409);
    const [user] = await tx.select().from(users).where(eq(users.id, grant.userId)).for("update");
    await tx.update(addonGrants).set({ revokedAt: now, revokedBy: actor.id }).where(eq(addonGrants.id, id));
    const addon = grant.addon as TAddonKey;
    const stillOn = await settleFlag(tx, grant.userId, addon, todayIn(safeTimeZone(user.timezone), now), now);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "revoke_addon",
      entity: "addon_grant",
      entityId: id,
      before: { userId: grant.userId, addon, until: grant.until },
      after: { userId: grant.userId, addon, flag: stillOn },
      now,
    });
    return { id, userId: grant.userId, addon, stillOn };
  });
}

export { sweepExpiredAddonGrants } from "./expire-grants";

const grantedBy = alias(users, "granted_by_user");

/** /app/addons: the grants, newest first, filtered by user, add-on and status (running, expired, revoked). */
export async function listGrants(db: TDb, actor: TUserRow, raw: unknown, now: Date) {
  assertCan(actor, "addon.read");
  await sweepExpiredAddonGrants(db, now);
  const filter = ZGrantFilter.parse(raw ?? {});
  const where: SQL[] = [];
  if (filter.q) where.push(userMatch(filter.q));
  if (filter.addon) where.push(eq(addonGrants.addon, filter.addon));
  if (filter.status === "active") where.push(and(isNull(addonGrants.revokedAt), isNull(addonGrants.expiredAt)) as SQL);
  if (filter.status === "revoked") where.push(isNotNull(addonGrants.revokedAt));
  if (filter.status === "expired") where.push(and(isNotNull(addonGrants.expiredAt), isNull(addonGrants.revokedAt)) as SQL);
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: addonGrants.id,
        addon: addonGrants.addon,
        until: addonGrants.until,
        note: addonGrants.note,
        grantedAt: addonGrants.grantedAt,
        revokedAt: addonGrants.revokedAt,
        expiredAt: addonGrants.expiredAt,
        userId: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        grantedByName: grantedBy.username,
      })
      .from(addonGrants)
      .innerJoin(users, eq(users.id, addonGrants.userId))
      .leftJoin(grantedBy, eq(grantedBy.id, addonGrants.grantedBy))
      .where(cond)
      .orderBy(desc(addonGrants.grantedAt), desc(addonGrants.id))
      .limit(GRANT_PAGE_SIZE)
      .offset((filter.page - 1) * GRANT_PAGE_SIZE),
    db.select({ total: count() }).from(addonGrants).innerJoin(users, eq(users.id, addonGrants.userId)).where(cond),
  ]);
  return { rows, total, filter, pages: Math.max(1, Math.ceil(total / GRANT_PAGE_SIZE)) };
}
export type TGrantListRow = Awaited<ReturnType<typeof listGrants>>["rows"][number];
