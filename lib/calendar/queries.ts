import "server-only";
import { and, asc, between, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { eventSeries, events, type TEventRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError, notFound } from "@/lib/http/errors";
import { CALENDAR_MESSAGES, MINUTES_PER_DAY, addDays, daysBetween, isIsoDate } from "./rules";
import type { TEventJson } from "./schemas";
import { mayReadConfidential, resolveSubject, type TSubject } from "./scope";
import { selectEventRows, toEventJson } from "./to-json";

const NOT_FOUND = "Event not found.";

export type TEventSeriesRow = typeof eventSeries.$inferSelect;

/**
 * The subject's events in a date range (both days included), in order of date and time, each with
 * its category colour, group and client name. One query on the (user_id, date) index; the day
 * before the range is read too, for events that run past midnight into it.
 */
export async function listEvents(db: TDbOrTx, actor: TActor, q: { start: string; end: string; userId?: number | null }): Promise<TEventJson[]> {
  if (!isIsoDate(q.start) || !isIsoDate(q.end) || q.end < q.start || daysBetween(q.start, q.end) > 400) {
    throw new AppError("invalid_end", CALENDAR_MESSAGES.range, 422, "end");
  }
  const subject = await resolveSubject(db, actor, q.userId);
  const rows = await selectEventRows(db)
    .where(
      and(
        eq(events.userId, subject.userId),
        between(events.date, addDays(q.start, -1), q.end),
        or(gte(events.date, q.start), sql`extract(epoch from ${events.time}) / 60 + ${events.durationMinutes} > ${MINUTES_PER_DAY}`),
      ),
    )
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
  const confidential = mayReadConfidential(actor, subject);
  return rows.map((r) => toEventJson(r, confidential));
}

/** One event the actor may see (their own or a managed user's); any other id is a 404. */
export async function getEvent(db: TDbOrTx, actor: TActor, id: number): Promise<TEventJson> {
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(NOT_FOUND);
  const [row] = await selectEventRows(db).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  const subject = await subjectOf(db, actor, row.userId);
  return toEventJson(row, mayReadConfidential(actor, subject));
}

/** Events by id in the API shape (after a write, inside its transaction). */
export async function eventsByIds(db: TDbOrTx, ids: number[], confidential: boolean): Promise<TEventJson[]> {
  if (ids.length === 0) return [];
  const rows = await selectEventRows(db).where(inArray(events.id, ids)).orderBy(asc(events.date), asc(events.time), asc(events.id));
  return rows.map((r) => toEventJson(r, confidential));
}

/**
 * An event the actor may change, with whose calendar it is in and its series, locked for the rest
 * of the transaction. 404 for an id that is not theirs or a managed user's.
 * Locks are always taken in one order, the series row first and then events (lockSeriesMembers:
 * by id), so two edits of one series queue behind each other instead of deadlocking. The event
 * is peeked without a lock to learn its series, then read again under the locks: an edit that
 * moved it to another series meanwhile (a split, a detach) sends us round once more.
 */
export async function loadOwnEvent(tx: TDbOrTx, actor: TActor, id: number): Promise<{ row: TEventRow; subject: TSubject; series: TEventSeriesRow | null }> {
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(NOT_FOUND);
  for (let round = 0; round < 3; round++) {
    const [peek] = await tx.select({ userId: events.userId, seriesId: events.seriesId }).from(events).where(eq(events.id, id)).limit(1);
    if (!peek) throw notFound(NOT_FOUND);
    const subject = await subjectOf(tx, actor, peek.userId);
    const [series] = peek.seriesId === null ? [] : await tx.select().from(eventSeries).where(eq(eventSeries.id, peek.seriesId)).limit(1).for("update");
    const [row] = await tx.select().from(events).where(eq(events.id, id)).limit(1).for("update");
    if (!row) throw notFound(NOT_FOUND);
    if (row.seriesId === peek.seriesId && (row.seriesId === null || series)) return { row, subject, series: series ?? null };
  }
  throw editConflict();
}

/** The occurrences of a series, locked in id order (after the series row: see loadOwnEvent). */
export async function lockSeriesMembers(tx: TDbOrTx, seriesId: number): Promise<TEventRow[]> {
  return tx.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.id)).for("update");
}

export const editConflict = () => new AppError("edit_conflict", "This event was being changed by someone else at the same time. Please reload and try again.", 409);

async function subjectOf(db: TDbOrTx, actor: TActor, ownerId: number): Promise<TSubject> {
  try {
    return await resolveSubject(db, actor, ownerId);
  } catch (error) {
    // The same message as a missing event: nothing tells that the id exists.
    if (error instanceof AppError && error.status === 404) throw notFound(NOT_FOUND);
    throw error;
  }
}

/** The id of a route's {id}: digits only, else 404. */
export function eventIdParam(value: unknown): number {
  const s = String(value ?? "");
  if (!/^\d{1,9}$/.test(s)) throw notFound(NOT_FOUND);
  return Number(s);
}
