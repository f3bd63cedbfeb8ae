import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { events, ratings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { resolveWritableSubject } from "@/lib/calendar/scope";
import { notFound } from "@/lib/http/errors";
import { getRating } from "./queries";
import { ZRatingInput, ZRatingUpdate, type TRatingJson } from "./schemas";

/**
 * Rates a day, or an event, from -3 (very bad) to 3 (great). A day or an event has one rating:
 * rating it again changes that rating. An event must be the subject's own (404 otherwise) and
 * gives the rating its date. A secretary reads a counselor's ratings (without notes) but never writes them (403).
 */
export async function saveRating(db: TDbOrTx, actor: TActor, input: unknown): Promise<TRatingJson> {
  const v = ZRatingInput.parse(input);
  const subject = await resolveWritableSubject(db, actor, v.user_id, "days");
  return db.transaction(async (tx) => {
    let date = v.date;
    let eventTitle: string | null = null;
    if (v.event_id) {
      const [event] = await tx
        .select({ date: events.date, title: events.title })
        .from(events)
        .where(and(eq(events.id, v.event_id), eq(events.userId, subject.userId)))
        .limit(1);
      if (!event) throw notFound("No such event.");
      date = event.date;
      eventTitle = event.title;
    }
    const eventId = v.event_id ?? null;
    const [existing] = await tx
      .select({ id: ratings.id })
      .from(ratings)
      .where(and(eq(ratings.userId, subject.userId), eventId ? eq(ratings.eventId, eventId) : and(eq(ratings.date, date), isNull(ratings.eventId))))
      .limit(1);
    const [row] = existing
      ? await tx.update(ratings).set({ value: v.value, note: v.note, date }).where(eq(ratings.id, existing.id)).returning()
      : await tx.insert(ratings).values({ userId: subject.userId, date, eventId, value: v.value, note: v.note }).returning();
    return { id: row.id, date: row.date, event_id: row.eventId, event_title: eventTitle, value: row.value, note: row.note };
  });
}

/** Changes the value or the note of a rating of the actor (or a user they manage). */
export async function updateRating(db: TDbOrTx, actor: TActor, id: number, input: unknown): Promise<TRatingJson> {
  const v = ZRatingUpdate.parse(input);
  const { userId: owner, ...current } = await getRating(db, actor, id);
  await resolveWritableSubject(db, actor, owner, "days");
  const [row] = await db
    .update(ratings)
    .set({ ...(v.value !== undefined ? { value: v.value } : {}), ...(v.note !== undefined ? { note: v.note } : {}) })
    .where(eq(ratings.id, id))
    .returning();
  return { ...current, value: row.value, note: v.note !== undefined ? row.note : current.note };
}
