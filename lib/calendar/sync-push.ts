import "server-only";
import { and, asc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { appointmentRequests, calendarConnections, calendarSyncQueue, eventSyncLinks, events, useOfTimeCategories, users, type TUserRow } from "@/db/schema";
import { categoryName } from "@/lib/categories/labels";
import { CATEGORY_IS_SHARED } from "@/lib/categories/queries";
import { categoryTranslator } from "@/lib/categories/labels-server";
import { logError } from "@/lib/http/log";
import { safeTimeZone } from "@/lib/users/rules";
import { accessTokenFor, loadConnection, recordSyncError, withConnectionLock } from "./sync-connection";
import { pushId } from "./sync-crypto";
import { googleApi } from "./sync-google";
import { SyncFailure, type TFetch, type TProviderApi } from "./sync-http";
import { outlookApi } from "./sync-outlook";
import { connectedProviders } from "./sync-connected";
import { cameFrom, hasSyncAddon, isConfidential, MAX_PUSH_ATTEMPTS, providerIdOf, type TPushEvent } from "./sync-rules";
import type { TProvider } from "./sync-types";

// SCUTA → provider: the queue of a user and provider, oldest first. Several waiting changes of one
// event make one call (the last one wins). A change the provider refuses stays queued with its
// attempts and error code; a failure of the provider itself (network, 5xx, 429, 401) stops the
// round, so one outage does not burn every change's attempts at once.

export const PROVIDER_APIS: Record<TProvider, TProviderApi> = { google: googleApi, outlook: outlookApi };

type TOpts = { now: Date; fetchFn: TFetch; limit?: number };
export type TFlushResult = { pushed: number; failed: number; stopped: SyncFailure | null; more: boolean };

type TQueueRow = typeof calendarSyncQueue.$inferSelect;

/** One round of the queue with a valid access token (the caller holds the connection lock). */
export async function flushQueue(db: TDbOrTx, user: TUserRow, provider: TProvider, token: string, opts: TOpts): Promise<TFlushResult> {
  const limit = opts.limit ?? 100;
  const q = calendarSyncQueue;
  const rows = await db
    .select()
    .from(q)
    .where(and(eq(q.userId, user.id), eq(q.provider, provider), lt(q.attempts, MAX_PUSH_ATTEMPTS)))
    .orderBy(asc(q.id))
    .limit(limit);
  const groups = new Map<string, TQueueRow[]>();
  for (const row of rows) {
    const key = row.eventId !== null ? `e${row.eventId}` : `x${row.externalId}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const result: TFlushResult = { pushed: 0, failed: 0, stopped: null, more: rows.length === limit };
  for (const group of groups.values()) {
    const ids = group.map((r) => r.id);
    try {
      await pushOne(db, user, provider, group[group.length - 1], token, opts);
      await db.delete(q).where(inArray(q.id, ids));
      result.pushed++;
    } catch (error) {
      if (!(error instanceof SyncFailure)) throw error;
      await db
        .update(q)
        .set({ attempts: sql`${q.attempts} + 1`, lastError: error.reason })
        .where(inArray(q.id, ids));
      result.failed++;
      if (!error.perChange) {
        result.stopped = error;
        break;
      }
    }
  }
  return result;
}

async function pushOne(db: TDbOrTx, user: TUserRow, provider: TProvider, row: TQueueRow, token: string, opts: TOpts): Promise<void> {
  const api = PROVIDER_APIS[provider];
  const links = eventSyncLinks;
  if (row.op === "delete") {
    if (row.externalId) await api.remove(token, row.externalId, opts.fetchFn);
    if (row.externalId) await db.delete(links).where(and(eq(links.userId, user.id), eq(links.provider, provider), eq(links.externalId, row.externalId)));
    return;
  }
  if (row.eventId === null) return;
  const ev = await loadPushEvent(db, user, row.eventId);
  // Deleted since: its delete (if it was ever pushed) is queued on its own.
  if (!ev) return;
  const [link] = await db
    .select()
    .from(links)
    .where(and(eq(links.eventId, ev.id), eq(links.provider, provider)))
    .limit(1);
  // Events the earlier one-shot import brought in are that provider's events already.
  const remoteId = link?.externalId ?? providerIdOf(ev.externalUid, provider);
  if (ev.status === "cancelled") {
    if (remoteId) await api.remove(token, remoteId, opts.fetchFn);
    if (link) await db.delete(links).where(and(eq(links.eventId, ev.id), eq(links.provider, provider)));
    return;
  }
  const timezone = safeTimeZone(user.timezone);
  let written = remoteId ? await api.update(token, remoteId, ev.push, timezone, opts.fetchFn) : null;
  if (!written) {
    // Gone at the provider: an event that came from there was deleted there, and is not recreated.
    if (remoteId && cameFrom(ev.externalUid, provider)) {
      if (link) await db.delete(links).where(and(eq(links.eventId, ev.id), eq(links.provider, provider)));
      return;
    }
    written = await api.create(token, pushId(user.id, ev.id), ev.push, timezone, opts.fetchFn);
  }
  const { externalId, version } = written;
  await db.delete(links).where(and(eq(links.userId, user.id), eq(links.provider, provider), eq(links.externalId, externalId), ne(links.eventId, ev.id)));
  await db
    .insert(links)
    .values({ eventId: ev.id, userId: user.id, provider, externalId, remoteVersion: version, syncedAt: opts.now })
    .onConflictDoUpdate({ target: [links.eventId, links.provider], set: { externalId, remoteVersion: version, syncedAt: opts.now } });
}

/** The event as it may leave SCUTA (see isConfidential in sync-rules.ts). */
async function loadPushEvent(db: TDbOrTx, user: TUserRow, eventId: number): Promise<{ id: number; status: string; externalUid: string | null; push: TPushEvent } | null> {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      time: events.time,
      durationMinutes: events.durationMinutes,
      location: events.location,
      status: events.status,
      externalUid: events.externalUid,
      clientId: events.clientId,
      studentsCount: events.studentsCount,
      categoryId: events.categoryId,
      categoryName: useOfTimeCategories.name,
      categoryShared: CATEGORY_IS_SHARED,
    })
    .from(events)
    .leftJoin(useOfTimeCategories, eq(useOfTimeCategories.id, events.categoryId))
    .where(and(eq(events.id, eventId), eq(events.userId, user.id)))
    .limit(1);
  if (!row) return null;
  const [appointment] = await db
    .select({ id: appointmentRequests.id })
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.counselorId, user.id), eq(appointmentRequests.eventId, eventId)))
    .limit(1);
  const confidential = isConfidential(row, { hideConfidential: user.hideConfidential, fromAppointment: !!appointment });
  // The summary of a confidential event is its category, in the user's language (as in the .ics feed).
  const name = row.categoryName === null ? null : categoryName(await categoryTranslator(user.language), { id: row.categoryId, name: row.categoryName, shared: row.categoryShared === true });
  return {
    id: row.id,
    status: row.status,
    externalUid: row.externalUid,
    push: { title: row.title, date: row.date, time: row.time, durationMinutes: row.durationMinutes, location: row.location, categoryName: name, confidential },
  };
}

/**
 * The after-the-response flush of a user's queue, every connected provider in turn, a few rounds
 * at most. Never throws: a failure is recorded on the connection and the changes stay queued.
 */
export async function flushUserQueue(db: TDbOrTx, userId: number, opts: TOpts): Promise<void> {
  const providers = await connectedProviders(db, userId);
  if (providers.length === 0) return;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  // Without the add-on (a licence renewed without it) changes wait in the queue until it is back.
  for (const provider of providers.filter((p) => hasSyncAddon(user, p))) {
    await withConnectionLock(db, userId, provider, async () => {
      const conn = await loadConnection(db, userId, provider);
      if (!conn?.refreshToken) return;
      const [waiting] = await db
        .select({ id: calendarSyncQueue.id })
        .from(calendarSyncQueue)
        .where(and(eq(calendarSyncQueue.userId, userId), eq(calendarSyncQueue.provider, provider), lt(calendarSyncQueue.attempts, MAX_PUSH_ATTEMPTS)))
        .limit(1);
      if (!waiting) return;
      try {
        const token = await accessTokenFor(db, conn, opts);
        for (let round = 0; round < 10; round++) {
          const r = await flushQueue(db, user, provider, token, opts);
          if (r.stopped) throw r.stopped;
          if (!r.more) break;
        }
        // The provider answered again: an earlier outage is no longer news (refused changes show on their own).
        if (conn.lastError)
          await db
            .update(calendarConnections)
            .set({ lastError: null })
            .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.provider, provider)));
      } catch (error) {
        if (!(error instanceof SyncFailure)) throw error;
        if (error.reason !== "reauth_required") await recordSyncError(db, userId, provider, error.reason);
      }
    }).catch((error: unknown) => logError("calendar-sync", error));
  }
}
