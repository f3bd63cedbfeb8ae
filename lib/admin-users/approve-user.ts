import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { TDb, TDbOrTx } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import { ROLE } from "@/lib/auth/roles";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { auditedUser } from "./create-user";

export const NOT_ACTIVE_PAGE_SIZE = 50;

function assertAdmin(actor: TUserRow, what: string): void {
  if (actor.roleId !== ROLE.admin) throw forbidden(`Only administrators ${what}.`);
}

/** /app/usersNotActive: the users not approved (inactive), newest first. Administrators only. */
export async function listNotActiveUsers(db: TDbOrTx, actor: TUserRow, page = 1) {
  assertAdmin(actor, "read the users not approved");
  const where = eq(users.active, false);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        roleId: users.roleId,
        schoolName: users.schoolName,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(NOT_ACTIVE_PAGE_SIZE)
      .offset((page - 1) * NOT_ACTIVE_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / NOT_ACTIVE_PAGE_SIZE)) };
}

export const ZApprove = z.object({ id: z.coerce.number().int().positive() });

/** Approves (activates) an inactive user, audited. An active or missing user is a clear error, never a 500. */
export async function approveUser(db: TDb, actor: TUserRow, raw: unknown, now: Date): Promise<TUserRow> {
  assertAdmin(actor, "approve users");
  const { id } = ZApprove.parse(raw);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!before) throw notFound("This user no longer exists.");
    if (before.active) throw new AppError("already_active", "This user is already active.", 409);
    const [after] = await tx
      .update(users)
      .set({ active: true, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.active, false)))
      .returning();
    await recordAudit(tx, { actorId: actor.id, action: "approve", entity: "user", entityId: id, before: auditedUser(before), after: auditedUser(after), now });
    return after;
  });
}
