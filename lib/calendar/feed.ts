import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, between, eq } from "drizzle-orm";
import { fromZonedTime } from "date-fns-tz";
import { createEvents, type EventAttributes } from "ics";
import type { TDbOrTx } from "@/db/client";
import { calendarFeeds, events, useOfTimeCategories, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { categoryName } from "@/lib/categories/labels";
import { CATEGORY_IS_SHARED } from "@/lib/categories/queries";
import { categoryTranslator } from "@/lib/categories/labels-server";
import { authSecret } from "@/lib/env";
import { addDaysIso, safeTimeZone, todayIn } from "@/lib/users/rules";

// The private, revocable iCalendar subscription of a user's own events.
// The URL's token is the capability: whoever holds it reads the feed, so only its SHA-256 is stored.
// The token is an HMAC of the feed row (user and creation instant) under the app secret: nobody
// without the secret can make or guess one, and the owner's page can show the same URL again
// (as Google's "secret address" does) without the token itself ever being stored.

export const FEED_PATH = "/home/calendarFeed";
/** The feed holds events from one year back to one year ahead of the day it is read. */
export const FEED_WINDOW_DAYS = 366;

export function feedToken(userId: number, createdAt: Date): string {
  return createHmac("sha256", authSecret()).update(`calendar-feed:${userId}:${createdAt.getTime()}`).digest("base64url");
}

export function hashFeedToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The subscription URL of a token; the ".ics" suffix keeps calendar apps that look at it happy. */
export function feedUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}${FEED_PATH}/${token}.ics`;
}

/** Issues (or regenerates: the old URL stops working) the actor's own feed token. */
export async function issueFeed(db: TDbOrTx, actor: TActor, now: Date): Promise<{ token: string }> {
  // Millisecond precision is what timestamptz keeps, so the token can be recomputed from the row.
  const createdAt = new Date(Math.floor(now.getTime()));
  const token = feedToken(actor.user.id, createdAt);
  const tokenHash = hashFeedToken(token);
  await db.insert(calendarFeeds).values({ userId: actor.user.id, tokenHash, createdAt }).onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } });
  return { token };
}

/** Revokes a user's feed whoever asks (a password change or reset revokes every credential of theirs). */
export async function revokeFeedOf(db: TDbOrTx, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Revokes the actor's feed: its URL answers 404 from now on. */
export async function revokeFeed(db: TDbOrTx, actor: TActor): Promise<{ revoked: boolean }> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, actor.user.id)).returning({ userId: calendarFeeds.userId });
  return { revoked: rows.length > 0 };
}

/**
 * The token of a user's live feed, or null when there is none or it cannot be shown again (the
 * app secret changed since it was issued: the old URL still works, the owner regenerates to see one).
 */
export async function currentFeedToken(db: TDbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  if (!row) return null;
  const token = feedToken(userId, row.createdAt);
  const a = Buffer.from(hashFeedToken(token));
  const b = Buffer.from(row.tokenHash);
  return a.length === b.length && timingSafeEqual(a, b) ? token : null;
}

/** For the calendar page: the actor's own subscription URL, or null when they have none. */
export async function getFeedUrl(db: TDbOrTx, actor: TActor, origin: string): Promise<string | null> {
  const token = await currentFeedToken(db, actor.user.id);
  return token ? feedUrl(origin, token) : null;
}

export type TFeedEvent = {
  id: number;
  title: string;
  date: string;
  time: string;
  durationMinutes: number;
  location: string;
  notes: string;
  status: string;
  categoryName: string | null;
};

export type TFeedOptions = { timezone: string; hideConfidential: boolean; now: Date; calName: string };

/** The local date and time of an event in the user's zone, as the instant it names. */
export function eventInstant(date: string, time: string, timezone: string): Date {
  return fromZonedTime(`${date}T${time.length === 5 ? `${time}:00` : time}`, safeTimeZone(timezone));
}

/**
 * The RFC 5545 text of a feed. With the confidentiality eye closed (hideConfidential) an event is
 * shown by its category name only: no title, notes or location, which may name a student.
 */
export function buildFeedIcs(rows: TFeedEvent[], opts: TFeedOptions): string {
  const list: EventAttributes[] = rows.map((e) => {
    const hidden = opts.hideConfidential;
    const title = hidden ? (e.categoryName ?? opts.calName) : e.title;
    const attrs: EventAttributes = {
      uid: `scuta-event-${e.id}@scuta.app`,
      start: eventInstant(e.date, e.time, opts.timezone).getTime(),
      duration: { hours: Math.floor(e.durationMinutes / 60), minutes: e.durationMinutes % 60 },
      title,
      status: e.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
      ...(e.categoryName ? { categories: [e.categoryName] } : {}),
      ...(!hidden && e.notes ? { description: e.notes } : {}),
      ...(!hidden && e.location ? { location: e.location } : {}),
    };
    // DTSTAMP from the clock passed in (the package reads `timestamp`, which its types leave out).
    return Object.assign(attrs, { timestamp: opts.now.getTime() });
  });
  const { error, value } = createEvents(list, { productId: "-//SCUTA//Calendar feed//EN", calName: opts.calName, method: "PUBLISH" });
  if (error || !value) throw error ?? new Error("ics: no output");
  return value;
}

/**
 * The feed of a token: the events of its owner from one year back to one year ahead, or null when
 * the token is unknown or revoked (or its owner is no longer active).
 */
export async function feedForToken(db: TDbOrTx, token: string, now: Date): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [owner] = await db
    .select({ id: users.id, timezone: users.timezone, hideConfidential: users.hideConfidential, active: users.active, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)))
    .limit(1);
  if (!owner || !owner.active) return null;
  const timezone = safeTimeZone(owner.timezone);
  const today = todayIn(timezone, now);
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      time: events.time,
      durationMinutes: events.durationMinutes,
      location: events.location,
      notes: events.notes,
      status: events.status,
      categoryId: events.categoryId,
      categoryName: useOfTimeCategories.name,
      categoryShared: CATEGORY_IS_SHARED,
    })
    .from(events)
    .leftJoin(useOfTimeCategories, eq(useOfTimeCategories.id, events.categoryId))
    .where(and(eq(events.userId, owner.id), between(events.date, addDaysIso(today, -FEED_WINDOW_DAYS), addDaysIso(today, FEED_WINDOW_DAYS))))
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
  // The ASCA category names in the owner's language, as the app shows them.
  const t = await categoryTranslator(owner.language);
  const named = rows.map(({ categoryId, categoryShared, ...r }) => ({
    ...r,
    categoryName: r.categoryName === null ? null : categoryName(t, { id: categoryId, name: r.categoryName, shared: categoryShared === true }),
  }));
  return buildFeedIcs(named, { timezone, hideConfidential: owner.hideConfidential, now, calName: "SCUTA" });
}
