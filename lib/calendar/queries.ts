import "server-only";
import { and, asc, between, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { events, type TEventRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError, notFound } from "@/lib/http/errors";
import { CALENDAR_MESSAGES, MINUTES_PER_DAY, addDays, daysBetween, isIsoDate } from "./rules";
import type { TEventJson } from "./schemas";
import { mayReadConfidential, resolveSubject, type TSubject } from "./scope";
import { selectEventRows, toEventJson } from "./to-json";

const NOT_FOUND = "Event not found.";

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
  const rows = await selectEventRows(db)
    .where(inArray(events.id, ids))
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
  return rows.map((r) => toEventJson(r, confidential));
}

/**
 * An event the actor may change, locked for the rest of the transaction, with whose calendar it
 * is in. 404 for an id that is not theirs or a managed user's.
 */
export async function loadOwnEvent(tx: TDbOrTx, actor: TActor, id: number): Promise<{ row: TEventRow; subject: TSubject }> {
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(NOT_FOUND);
  const [row] = await tx.select().from(events).where(eq(events.id, id)).limit(1).for("update");
  if (!row) throw notFound(NOT_FOUND);
  return { row, subject: await subjectOf(tx, actor, row.userId) };
}

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
