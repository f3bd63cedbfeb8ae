import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { forbidden, notFound } from "@/lib/http/errors";
import { managedScope } from "@/lib/users/queries";
import { safeTimeZone } from "@/lib/users/rules";

/** Whose calendar data a call reads or writes: the actor, or a user they manage. */
export type TSubject = { userId: number; timezone: string; isSelf: boolean };

/**
 * The one gate of every read and write of events, clients, logs, special dates, periods and
 * ratings. No userId (or the actor's own id) is the actor themself; another id is allowed only
 * for an actor who holds `users.dropdown` in the access table and manages that user (managedScope:
 * the scope of `users.managed.read`).
 * Anything else is a 404, so a guessed id tells nothing about who exists. A write also passes
 * assertMayWrite (resolveWritableSubject): who may read a calendar may not always change it.
 */
export async function resolveSubject(db: TDbOrTx, actor: TActor, userId?: number | null): Promise<TSubject> {
  const me = actor.user;
  if (userId === undefined || userId === null || userId === me.id) {
    return { userId: me.id, timezone: safeTimeZone(me.timezone), isSelf: true };
  }
  if (!Number.isSafeInteger(userId) || userId <= 0 || !can(me, "users.dropdown")) throw notFound();
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
 * counselor themself, and whoever holds `calendar.details.read` (the people who manage them). A
 * secretary books appointments in the counselors' calendars and sees when they are busy, never
 * whom they see or what they wrote.
 */
export function mayReadConfidential(actor: TActor, subject: TSubject): boolean {
  return subject.isSelf || can(actor.user, "calendar.details.read");
}

/**
 * What a write changes: an appointment in the subject's calendar, any other event, or the
 * subject's days (ratings, days closed and tags, the school day's periods).
 */
export type TWriteKind = "appointment" | "event" | "days";

const WRITE_REFUSED: Record<Exclude<TWriteKind, "appointment">, string> = {
  event: "A secretary books, moves and cancels appointments only: this event is the counselor's to change.",
  days: "A secretary does not change a counselor's ratings, days closed, tags or periods.",
};

/**
 * Writes are narrower than reads. The counselor themself, and whoever holds
 * `calendar.managed.write` (the people who manage them), write what they read. Everyone else who
 * keeps the calendar (a secretary) reads it as busy blocks, never names or notes, and writes only
 * appointments: she books, accepts, moves (date and time) and cancels them; she never changes
 * another event, a rating, a day closed or tag, or a period of the counselor.
 */
export function mayWrite(actor: TActor, subject: TSubject, kind: TWriteKind): boolean {
  return subject.isSelf || kind === "appointment" || can(actor.user, "calendar.managed.write");
}

/**
 * A 403 (code "forbidden") when the actor may read the subject's data but not write this kind of
 * it. What the actor may not even read stays a 404 (resolveSubject), so a guessed id still tells
 * nothing; a record the actor reads is no secret to them, and the 403 says why the write failed.
 */
export function assertMayWrite(actor: TActor, subject: TSubject, kind: TWriteKind): void {
  if (!mayWrite(actor, subject, kind)) throw forbidden(WRITE_REFUSED[kind as Exclude<TWriteKind, "appointment">]);
}

/** resolveSubject for a write: whose data it is, and that the actor may write that kind of it. */
export async function resolveWritableSubject(db: TDbOrTx, actor: TActor, userId: number | null | undefined, kind: TWriteKind): Promise<TSubject> {
  const subject = await resolveSubject(db, actor, userId);
  assertMayWrite(actor, subject, kind);
  return subject;
}
