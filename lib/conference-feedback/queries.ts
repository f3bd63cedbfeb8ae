import "server-only";
import { asc, avg, count, desc, eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { conferenceFeedback, conferences } from "@/db/schema";

export const FEEDBACK_PAGE_SIZE = 25;

const rowColumns = {
  id: conferenceFeedback.id,
  conferenceId: conferenceFeedback.conferenceId,
  conference: conferences.name,
  name: conferenceFeedback.name,
  email: conferenceFeedback.email,
  school: conferenceFeedback.school,
  rating: conferenceFeedback.rating,
  comment: conferenceFeedback.comment,
  createdAt: conferenceFeedback.createdAt,
};

/** The feedback, newest first, of one conference or all; 25 a page. */
export async function listFeedback(db: TDbOrTx, filter: { conference?: number; page: number }) {
  const where = filter.conference ? eq(conferenceFeedback.conferenceId, filter.conference) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(conferenceFeedback).where(where);
  const rows = await db
    .select(rowColumns)
    .from(conferenceFeedback)
    .innerJoin(conferences, eq(conferences.id, conferenceFeedback.conferenceId))
    .where(where)
    .orderBy(desc(conferenceFeedback.createdAt), desc(conferenceFeedback.id))
    .limit(FEEDBACK_PAGE_SIZE)
    .offset((filter.page - 1) * FEEDBACK_PAGE_SIZE);
  return { rows, total, page: filter.page, pages: Math.max(1, Math.ceil(total / FEEDBACK_PAGE_SIZE)) };
}

/** Every feedback row of one conference or all (the CSV export), newest first. */
export async function allFeedback(db: TDbOrTx, conference?: number) {
  return db
    .select(rowColumns)
    .from(conferenceFeedback)
    .innerJoin(conferences, eq(conferences.id, conferenceFeedback.conferenceId))
    .where(conference ? eq(conferenceFeedback.conferenceId, conference) : undefined)
    .orderBy(desc(conferenceFeedback.createdAt), desc(conferenceFeedback.id))
    .limit(50_000);
}

/** Per conference with feedback: the number of answers and the average rating (one decimal). */
export async function feedbackSummary(db: TDbOrTx) {
  const rows = await db
    .select({ conferenceId: conferences.id, conference: conferences.name, answers: count(), average: avg(conferenceFeedback.rating) })
    .from(conferenceFeedback)
    .innerJoin(conferences, eq(conferences.id, conferenceFeedback.conferenceId))
    .groupBy(conferences.id, conferences.name, conferences.startDate)
    .orderBy(desc(conferences.startDate), asc(conferences.name));
  return rows.map((r) => ({ ...r, average: r.average === null ? null : Math.round(Number(r.average) * 10) / 10 }));
}

/** The conferences a visitor may leave feedback for: started on or before `today` (YYYY-MM-DD). */
export async function conferenceOptions(db: TDbOrTx) {
  return db.select({ id: conferences.id, name: conferences.name, startDate: conferences.startDate }).from(conferences).orderBy(desc(conferences.startDate), asc(conferences.name)).limit(500);
}

export async function conferenceBySlug(db: TDbOrTx, slug: string) {
  const [row] = await db
    .select({ id: conferences.id, name: conferences.name, slug: conferences.slug, startDate: conferences.startDate, city: conferences.city, state: conferences.state })
    .from(conferences)
    .where(sql`lower(${conferences.slug}) = lower(${slug})`);
  return row ?? null;
}
