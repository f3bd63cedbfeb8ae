import "server-only";
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { auditLog, users, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { forbidden } from "@/lib/http/errors";
import type { TAuditFilter } from "./schemas";

export const AUDIT_PAGE_SIZE = 50;

export function assertAuditReader(actor: TUserRow): void {
  if (actor.roleId !== ROLE.admin) throw forbidden("Only administrators read the audit log.");
}

function contains(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The next calendar day of a YYYY-MM-DD (UTC arithmetic on the date only). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The audit log, newest first, filtered by actor (username, name or email contains), entity, action
 * and a date range (whole days in `zone`, inclusive). Administrators only.
 */
export async function listAudit(db: TDbOrTx, actor: TUserRow, filter: TAuditFilter, zone = "UTC") {
  assertAuditReader(actor);
  const page = filter.page;
  const where: SQL[] = [];
  if (filter.actor) {
    const p = contains(filter.actor);
    where.push(or(ilike(users.username, p), ilike(users.email, p), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p)) as SQL);
  }
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  // A day starts at midnight in the reader's time zone.
  const startOf = (day: string) => sql`(${day}::date)::timestamp at time zone ${zone}`;
  if (filter.from) where.push(gte(auditLog.createdAt, startOf(filter.from) as unknown as Date));
  if (filter.to) where.push(lt(auditLog.createdAt, startOf(nextDay(filter.to)) as unknown as Date));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
        actorId: auditLog.actorId,
        actorUsername: users.username,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(cond)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(cond),
  ]);
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}
export type TAuditRow = Awaited<ReturnType<typeof listAudit>>["rows"][number];

/** The entity and action names present, for the filter lists. */
export async function auditFacets(db: TDbOrTx, actor: TUserRow) {
  assertAuditReader(actor);
  const [entities, actions] = await Promise.all([
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)).limit(200),
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)).limit(200),
  ]);
  return { entities: entities.map((e) => e.v), actions: actions.map((a) => a.v) };
}
