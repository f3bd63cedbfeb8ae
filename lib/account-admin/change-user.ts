import "server-only";
import { eq } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { sendAccessEmail, type TAccessEmailKind } from "@/lib/account/request-password-reset";
import { auditedUser } from "@/lib/admin-users/create-user";
import { assignableRoles } from "@/lib/admin-users/roles";
import { recordAudit } from "@/lib/audit/record";
import { assertCan } from "@/lib/auth/permissions";
import { revokeAllSessions } from "@/lib/auth/sessions";
import { appUrlMissing } from "@/lib/account/links";
import { AppError, notFound } from "@/lib/http/errors";
import { hitRateLimit, type TRateLimit } from "@/lib/http/rate-limit";
import { USER_CHANGE_MESSAGES, ZUserChange } from "./user-schemas";

/** The reset e-mails an administrator sends one person: a few an hour, so a slip never floods a mailbox. */
export const ADMIN_USER_EMAIL_LIMIT: TRateLimit = { scope: "admin_user_email", max: 5, windowMinutes: 60 };

export type TUserChangeResult = { id: number; op: "update" | "active" | "lock" | "resetEmail"; emailKind?: TAccessEmailKind };

async function lockUser(tx: TDbOrTx, id: number): Promise<TUserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for("update");
  if (!row) throw notFound("This user does not exist.");
  return row;
}

/** The audited view of a user, with whether a password is set (never the hash). */
const audited = (row: TUserRow) => ({ ...auditedUser(row), hasPassword: row.passwordHash !== null });

/**
 * An administrator changes a user (/app/admin/users/{id}): role, edition, licence end, names and
 * language; activates or deactivates; locks; sends the password-reset e-mail. Each change is one
 * transaction with its audit row. Deactivating or locking signs the person out everywhere. An
 * administrator never deactivates or locks their own account (they would lock themselves out).
 * `baseUrl` is the e-mailed links' base, null when APP_URL is missing (the reset e-mail then
 * answers 503 app_url_missing and nothing is written).
 */
export async function changeUser(db: TDb, actor: TUserRow, raw: unknown, ctx: { now: Date; baseUrl: string | null }): Promise<TUserChangeResult> {
  assertCan(actor, "user.admin.write");
  const change = ZUserChange.parse(raw);
  if (change.op !== "update" && change.op !== "resetEmail" && change.id === actor.id) {
    throw new AppError("own_account", "You cannot deactivate or lock your own account.", 409);
  }
  if (change.op === "update" && change.id === actor.id && change.role_id !== actor.roleId) {
    throw new AppError("own_role", "You cannot change your own role.", 409, "role_id");
  }
  if (change.op === "update" && !assignableRoles(actor).includes(change.role_id)) {
    throw new AppError("invalid_role_id", USER_CHANGE_MESSAGES.role, 422, "role_id");
  }
  if (change.op === "resetEmail") {
    if (!ctx.baseUrl) throw appUrlMissing();
    await hitRateLimit(db, ADMIN_USER_EMAIL_LIMIT, String(change.id), ctx.now);
  }
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, change.id);
    const write = async (set: Partial<TUserRow>, action: string) => {
      const [after] = await tx
        .update(users)
        .set({ ...set, updatedAt: ctx.now })
        .where(eq(users.id, before.id))
        .returning();
      await recordAudit(tx, { actorId: actor.id, action, entity: "user", entityId: before.id, before: audited(before), after: audited(after), now: ctx.now });
      return after;
    };
    switch (change.op) {
      case "update": {
        await write({ firstName: change.first_name, lastName: change.last_name, roleId: change.role_id, appId: change.app_id, expires: change.expires, language: change.language }, "user.update");
        return { id: before.id, op: change.op };
      }
      case "active": {
        if (before.active === change.active) throw new AppError("unchanged", change.active ? "This user is already active." : "This user is already inactive.", 409);
        await write({ active: change.active }, change.active ? "user.activate" : "user.deactivate");
        if (!change.active) await revokeAllSessions(tx, before.id, ctx.now);
        return { id: before.id, op: change.op };
      }
      case "lock": {
        if (!before.active) throw new AppError("not_active", "This account is not active: there is nothing to lock.", 409);
        if (before.passwordHash === null) throw new AppError("already_locked", "This account is already locked.", 409);
        await write({ passwordHash: null, passwordChangedAt: ctx.now }, "user.lock");
        await revokeAllSessions(tx, before.id, ctx.now);
        return { id: before.id, op: change.op };
      }
      case "resetEmail": {
        const kind = await sendAccessEmail(tx, before, { baseUrl: ctx.baseUrl as string, now: ctx.now });
        if (kind === "none") throw new AppError("account_inactive", "This account is deactivated: activate it before sending a reset e-mail.", 409);
        await recordAudit(tx, { actorId: actor.id, action: kind === "reset" ? "user.reset_email" : "user.activation_email", entity: "user", entityId: before.id, now: ctx.now });
        return { id: before.id, op: change.op, emailKind: kind };
      }
    }
  });
}
