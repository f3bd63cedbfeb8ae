import "server-only";
import { and, asc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { TDbOrTx as TDb } from "@/db/client";
import { events, periods, ratings, specialDates, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { mayReadConfidential, resolveSubject } from "@/lib/calendar/scope";
import { notFound } from "@/lib/http/errors";
import { DEFAULT_PERIOD, shortTime } from "./rules";
import type { TPeriodJson, TRatingJson, TSpecialDateJson, TSpecialDateKind } from "./schemas";

type TRange = { start?: string; end?: string; userId?: number | null };

const specialDateJson = (r: typeof specialDates.$inferSelect): TSpecialDateJson => ({ id: r.id, kind: r.kind, date: r.date, label: r.label });

/** The school day's periods of the actor (or a user they manage); the default 08:00-16:00 period 0 when there are none. */
export async function listPeriods(db: TDb, actor: TActor, userId?: number | null): Promise<TPeriodJson[]> {
  const subject = await resolveSubject(db, actor, userId);
  const rows = await db.select().from(periods).where(eq(periods.userId, subject.userId)).orderBy(asc(periods.start), asc(periods.period));
  if (rows.length === 0) return [{ id: null, ...DEFAULT_PERIOD }];
  return rows.map((r) => ({ id: r.id, period: r.period, start: shortTime(r.start), end: shortTime(r.end) }));
}

/** Special dates of one kind (or both) in a date range, oldest first. */
export async function listSpecialDates(db: TDb, actor: TActor, q: TRange & { kind?: TSpecialDateKind }): Promise<TSpecialDateJson[]> {
  const subject = await resolveSubject(db, actor, q.userId);
  const where: SQL[] = [eq(specialDates.userId, subject.userId)];
  if (q.kind) where.push(eq(specialDates.kind, q.kind));
  if (q.start) where.push(gte(specialDates.date, q.start));
  if (q.end) where.push(lte(specialDates.date, q.end));
  const rows = await db
    .select()
    .from(specialDates)
    .where(and(...where))
    .orderBy(asc(specialDates.date), asc(specialDates.kind));
  return rows.map(specialDateJson);
}

/** Days closed between start and end (inclusive): shown on the calendar and left out of the analysis. */
export async function listClosedDays(db: TDb, actor: TActor, q: { start: string; end: string; userId?: number | null }): Promise<TSpecialDateJson[]> {
  return listSpecialDates(db, actor, { ...q, kind: "closed" });
}

/** Tags: the dates picked for a use-of-time study. */
export async function listTags(db: TDb, actor: TActor, q: TRange = {}): Promise<TSpecialDateJson[]> {
  return listSpecialDates(db, actor, { ...q, kind: "tag" });
}

/** One special date, when it belongs to the actor or a user they manage; 404 otherwise. */
export async function getSpecialDate(db: TDb, actor: TActor, id: number): Promise<TSpecialDateJson & { userId: number }> {
  const [row] = await db.select().from(specialDates).where(eq(specialDates.id, id)).limit(1);
  if (!row) throw notFound();
  await resolveSubject(db, actor, row.userId);
  return { ...specialDateJson(row), userId: row.userId };
}

/** The dates of a tag set for the public timesheet: the tag's owner must be `username`; null otherwise. */
export async function findPublicTagDates(db: TDb, username: string, tagId: number): Promise<{ userId: number; leaid: string | null; label: string; dates: string[] } | null> {
  const [row] = await db
    .select({ userId: specialDates.userId, leaid: users.leaid, label: specialDates.label })
    .from(specialDates)
    .innerJoin(users, eq(users.id, specialDates.userId))
    .where(and(eq(specialDates.id, tagId), eq(specialDates.kind, "tag"), eq(users.username, username), eq(users.active, true)))
    .limit(1);
  if (!row) return null;
  // A tag names a study by its label: every tag date of that user with the same label belongs to it.
  const dates = await db
    .select({ date: specialDates.date })
    .from(specialDates)
    .where(and(eq(specialDates.userId, row.userId), eq(specialDates.kind, "tag"), eq(specialDates.label, row.label)))
    .orderBy(asc(specialDates.date));
  return { userId: row.userId, leaid: row.leaid, label: row.label, dates: dates.map((d) => d.date) };
}

const ratingColumns = {
  id: ratings.id,
  userId: ratings.userId,
  date: ratings.date,
  eventId: ratings.eventId,
  eventTitle: events.title,
  value: ratings.value,
  note: ratings.note,
};
type TRatingRow = { id: number; userId: number; date: string; eventId: number | null; eventTitle: string | null; value: number; note: string };
// A note and the event's title are the counselor's own words: blank for whoever may not read confidential details.
const ratingJson = (r: TRatingRow, confidential: boolean): TRatingJson => ({
  id: r.id,
  date: r.date,
  event_id: r.eventId,
  event_title: confidential ? r.eventTitle : r.eventId ? "" : null,
  value: r.value,
  note: confidential ? r.note : "",
});

/** Ratings of the actor (or a user they manage) between start and end, newest first. */
export async function listRatings(db: TDb, actor: TActor, q: { start: string; end: string; userId?: number | null }): Promise<TRatingJson[]> {
  const subject = await resolveSubject(db, actor, q.userId);
  const rows = await db
    .select(ratingColumns)
    .from(ratings)
    .leftJoin(events, eq(events.id, ratings.eventId))
    .where(and(eq(ratings.userId, subject.userId), gte(ratings.date, q.start), lte(ratings.date, q.end)))
    .orderBy(asc(ratings.date), asc(ratings.id));
  const confidential = mayReadConfidential(actor, subject);
  return rows.map((r) => ratingJson(r, confidential)).reverse();
}

/** One rating, when it belongs to the actor or a user they manage; 404 otherwise. */
export async function getRating(db: TDb, actor: TActor, id: number): Promise<TRatingJson & { userId: number }> {
  const [row] = await db.select(ratingColumns).from(ratings).leftJoin(events, eq(events.id, ratings.eventId)).where(eq(ratings.id, id)).limit(1);
  if (!row) throw notFound();
  const subject = await resolveSubject(db, actor, row.userId);
  return { ...ratingJson(row, mayReadConfidential(actor, subject)), userId: row.userId };
}

export type TRateableEvent = { id: number; date: string; time: string; title: string };

/** The events of one day a rating can be about (cancelled ones left out), by start time. */
export async function listRateableEvents(db: TDb, actor: TActor, q: { date: string; userId?: number | null }): Promise<TRateableEvent[]> {
  const subject = await resolveSubject(db, actor, q.userId);
  const rows = await db
    .select({ id: events.id, date: events.date, time: events.time, title: events.title, status: events.status })
    .from(events)
    .where(and(eq(events.userId, subject.userId), eq(events.date, q.date)))
    .orderBy(asc(events.time), asc(events.id));
  const confidential = mayReadConfidential(actor, subject);
  return rows.filter((r) => r.status !== "cancelled").map((r) => ({ id: r.id, date: r.date, time: shortTime(r.time), title: confidential ? r.title : "" }));
}
