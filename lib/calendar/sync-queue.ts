import "server-only";
import { after } from "next/server";
import { and, asc, eq, gte, inArray, isNull, lt, ne, notExists, notLike, or, sql } from "drizzle-orm";
import { getDb, type TDbOrTx } from "@/db/client";
import { calendarSyncQueue, eventSyncLinks, events } from "@/db/schema";
import { logError } from "@/lib/http/log";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { JobError } from "@/lib/jobs/types";
import { connectedProviders } from "./sync-connected";
import { MAX_PUSH_ATTEMPTS, pushableTo } from "./sync-rules";
import type { TProvider } from "./sync-types";

// The push queue. The event use-cases call enqueueUpserts / enqueueDeletes inside their own
// transaction, so a change and its pending push commit or roll back together. For a user without
// a connection that costs one indexed read, and nothing at all when no provider is configured.
// After the response, the queue of that user is flushed (best effort); what fails stays queued and
// is retried by a job of the job queue (lib/jobs), and at the next flush or sync.

const CHUNK = 1000;
const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** Created or changed events of a user: pushed to each connected provider (a newer change replaces a waiting one). */
export async function enqueueUpserts(db: TDbOrTx, userId: number, eventIds: number[]): Promise<void> {
  if (eventIds.length === 0) return;
  const providers = await connectedProviders(db, userId);
  if (providers.length === 0) return;
  let queued = 0;
  for (const ids of chunks([...new Set(eventIds)])) {
    const rows = await db
      .select({ id: events.id, externalUid: events.externalUid })
      .from(events)
      .where(and(eq(events.userId, userId), inArray(events.id, ids)));
    await db
      .delete(calendarSyncQueue)
      .where(and(eq(calendarSyncQueue.userId, userId), eq(calendarSyncQueue.op, "upsert"), inArray(calendarSyncQueue.provider, providers), inArray(calendarSyncQueue.eventId, ids)));
    const values = providers.flatMap((provider) => rows.filter((r) => pushableTo(r.externalUid, provider)).map((r) => ({ userId, provider, eventId: r.id, op: "upsert" as const })));
    if (values.length) await db.insert(calendarSyncQueue).values(values);
    queued += values.length;
  }
  if (queued) scheduleFlush(userId);
}

/**
 * Events about to be deleted: called before the delete, while their links (which cascade away
 * with them) still tell the provider's ids. Events never pushed need nothing.
 */
export async function enqueueDeletes(db: TDbOrTx, userId: number, eventIds: number[]): Promise<void> {
  if (eventIds.length === 0) return;
  const providers = await connectedProviders(db, userId);
  if (providers.length === 0) return;
  let queued = 0;
  for (const ids of chunks([...new Set(eventIds)])) {
    const links = await db
      .select({ eventId: eventSyncLinks.eventId, provider: eventSyncLinks.provider, externalId: eventSyncLinks.externalId })
      .from(eventSyncLinks)
      .where(and(eq(eventSyncLinks.userId, userId), inArray(eventSyncLinks.provider, providers), inArray(eventSyncLinks.eventId, ids)));
    await db.delete(calendarSyncQueue).where(and(eq(calendarSyncQueue.userId, userId), eq(calendarSyncQueue.op, "upsert"), inArray(calendarSyncQueue.eventId, ids)));
    if (links.length) await db.insert(calendarSyncQueue).values(links.map((l) => ({ userId, provider: l.provider, eventId: l.eventId, externalId: l.externalId, op: "delete" as const })));
    queued += links.length;
  }
  if (queued) scheduleFlush(userId);
}

/**
 * The first sync of a connection also sends the user's own events from the pull window on (not
 * those another provider brought in, nor those already linked or waiting). At most `limit`.
 */
export async function enqueueBacklog(db: TDbOrTx, userId: number, provider: TProvider, fromDate: string, limit = 2000): Promise<number> {
  const other: TProvider = provider === "google" ? "outlook" : "google";
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.userId, userId),
        gte(events.date, fromDate),
        ne(events.status, "cancelled"),
        or(isNull(events.externalUid), and(notLike(events.externalUid, `${provider}:%`), notLike(events.externalUid, `${other}:%`))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(eventSyncLinks)
            .where(and(eq(eventSyncLinks.eventId, events.id), eq(eventSyncLinks.provider, provider))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(calendarSyncQueue)
            .where(and(eq(calendarSyncQueue.eventId, events.id), eq(calendarSyncQueue.provider, provider))),
        ),
      ),
    )
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
    .limit(limit);
  for (const ids of chunks(rows.map((r) => r.id))) await db.insert(calendarSyncQueue).values(ids.map((eventId) => ({ userId, provider, eventId, op: "upsert" as const })));
  return rows.length;
}

/**
 * Runs a task after the response is sent (next/server's after()). Outside a request (tests,
 * scripts) there is no "after": the task is skipped and the queue waits for the next sync.
 */
export function afterResponse(task: () => Promise<void>): boolean {
  try {
    after(async () => {
      try {
        await task();
      } catch (error) {
        logError("calendar-sync", error);
      }
    });
    return true;
  } catch {
    return false;
  }
}

export const CALENDAR_PUSH_JOB = "calendar.push";

/** Whether changes of the user still wait to be pushed (below the attempts limit). */
async function changesWaiting(db: TDbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: calendarSyncQueue.id })
    .from(calendarSyncQueue)
    .where(and(eq(calendarSyncQueue.userId, userId), lt(calendarSyncQueue.attempts, MAX_PUSH_ATTEMPTS)))
    .limit(1);
  return Boolean(row);
}

/**
 * The retry job of a user's pushes: flushes the queue again; while changes still wait (the provider
 * was down or refused them), the attempt fails, so the job queue tries again after a growing pause
 * and, after its last retry, shows the job failed to administrators. The changes stay queued.
 */
export async function pushCalendarChanges(db: TDbOrTx, userId: number): Promise<"pushed"> {
  const { flushUserQueue } = await import("./sync-push");
  await flushUserQueue(db, userId, { now: new Date(), fetchFn: fetch });
  if (await changesWaiting(db, userId)) throw new JobError("calendar changes are still waiting for the provider");
  return "pushed";
}

/**
 * Flushes the user's queue once the current request has answered (and its transaction committed).
 * What is still waiting then is handed to the job queue (one retry job per user at a time), which
 * retries with growing pauses instead of waiting for the user's next request.
 */
export function scheduleFlush(userId: number): void {
  afterResponse(async () => {
    const { flushUserQueue } = await import("./sync-push");
    const db = await getDb();
    await flushUserQueue(db, userId, { now: new Date(), fetchFn: fetch });
    if (await changesWaiting(db, userId)) await enqueueJob(db, CALENDAR_PUSH_JOB, { userId }, { singletonKey: `user:${userId}`, startAfterSeconds: 60 });
  });
}
