import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE, hasUsersDropdown } from "@/lib/auth/roles";
import { notFound } from "@/lib/http/errors";
import { managedScope } from "@/lib/users/queries";
import { safeTimeZone } from "@/lib/users/rules";

/** Whose calendar data a call reads or writes: the actor, or a user they manage. */
export type TSubject = { userId: number; timezone: string; isSelf: boolean };

/**
 * The one gate of every read and write of events, clients, logs, special dates, periods and
 * ratings. No userId (or the actor's own id) is the actor themself; another id is allowed only
 * for a user with the users dropdown (roles 3, 2, 9, 5 and specialUser DirSupport) who manages
 * that user (managed_users; an admin anyone; a secretary the counselors of their school).
 * Anything else is a 404, so a guessed id tells nothing about who exists.
 */
export async function resolveSubject(db: TDbOrTx, actor: TActor, userId?: number | null): Promise<TSubject> {
  const me = actor.user;
  if (userId === undefined || userId === null || userId === me.id) {
    return { userId: me.id, timezone: safeTimeZone(me.timezone), isSelf: true };
  }
  if (!Number.isSafeInteger(userId) || userId <= 0 || !hasUsersDropdown(me.roleId, me.specialUser)) throw notFound();
  const [row] = await db
    .select({ id: users.id, timezone: users.timezone })
    .from(users)
    .where(and(eq(users.id, userId), managedScope(me)))
    .limit(1);
  if (!row) throw notFound();
  return { userId: row.id, timezone: safeTimeZone(row.timezone), isSelf: false };
}

/**
 * Whether the actor may read a subject's confidential details (student names and notes): the
 * counselor themself and the people who manage them. A secretary books appointments in the
 * counselors' calendars and sees when they are busy, never whom they see or what they wrote.
 */
export function mayReadConfidential(actor: TActor, subject: TSubject): boolean {
  return subject.isSelf || actor.user.roleId !== ROLE.secretary;
}
