import "server-only";
import { and, desc, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { calendarConnections, calendarSyncQueue, eventSyncLinks, events, type TCalendarConnectionRow, type TUserRow } from "@/db/schema";
import { listCategoriesFor, type TCategoryReader } from "@/lib/categories/queries";
import { AppError } from "@/lib/http/errors";
import { safeTimeZone } from "@/lib/users/rules";
import { parsePushId } from "./sync-crypto";
import { CursorGone, pullBudget, SyncFailure, type TFetch } from "./sync-http";
import { PROVIDER_APIS } from "./sync-push";
import { enqueueUpserts } from "./sync-queue";
import { cameFrom, externalUid, localFields, pullStart, type TLocalFields, type TRemoteEvent } from "./sync-rules";
import { ZEventInput } from "./schemas";

// Provider → SCUTA. What changed since the stored cursor (everything in the window the first
// time, or when the provider let the cursor expire) is applied in one transaction with the new
// cursor, so a failed pull changes nothing and is simply read again next time.
// - New remote events become SCUTA events (source 'import', the connection's category) with a link.
// - A changed linked event takes the remote date, time and length; its title, place and notes too
//   when it came from that provider. SCUTA's own events keep what SCUTA wrote: the provider holds
//   only the redacted copy we pushed (see isConfidential).
// - A remote deletion deletes the linked SCUTA event, and only a linked one.
// - Our own writes echoing back carry the version we stored and are skipped.

export type TPullResult = { created: number; updated: number; deleted: number };

/**
 * The category of events imported without one chosen: the category of the user's last import,
 * else the first "program planning and school support" category, so an unsorted import never
 * inflates the direct-services share.
 */
export async function defaultImportCategory(db: TDbOrTx, viewer: TCategoryReader): Promise<number> {
  const [last] = await db
    .select({ categoryId: events.categoryId })
    .from(events)
    .where(and(eq(events.userId, viewer.user.id), eq(events.source, "import"), isNotNull(events.categoryId)))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(1);
  if (last?.categoryId) return last.categoryId;
  const options = await listCategoriesFor(db, viewer);
  const pick = options.find((o) => o.parentId === null && o.targetKind === "support") ?? options[0];
  if (!pick) throw new AppError("unknown_category", "No category is available for imported events.", 422, "category_id");
  return pick.id;
}

export async function pullChanges(db: TDbOrTx, user: TUserRow, conn: TCalendarConnectionRow, token: string, opts: { now: Date; fetchFn: TFetch }): Promise<TPullResult> {
  const api = PROVIDER_APIS[conn.provider];
  // One budget of events and time for the whole pull, a second listing after an expired cursor included.
  const window = { start: pullStart(user, opts.now), now: opts.now, budget: pullBudget() };
  let listing;
  let full = !conn.syncCursor;
  try {
    listing = await api.list(token, conn.syncCursor, window, opts.fetchFn);
  } catch (error) {
    if (!(error instanceof CursorGone)) throw error;
    // The cursor expired: everything in the window again (links keep it from doubling anything).
    listing = await api.list(token, null, window, opts.fetchFn).catch((again: unknown) => {
      throw again instanceof CursorGone ? new SyncFailure("provider_error", 410) : again;
    });
    full = true;
  }
  const cursor = listing.cursor ?? (full ? null : conn.syncCursor);
  const { events: remote } = listing;
  return db.transaction(async (tx) => {
    const result = await applyRemote(tx, user, conn, remote, opts.now);
    await tx
      .update(calendarConnections)
      .set({ syncCursor: cursor })
      .where(and(eq(calendarConnections.userId, user.id), eq(calendarConnections.provider, conn.provider)));
    return result;
  });
}

const CHUNK = 1000;
async function inChunks<T, R>(list: T[], read: (part: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(...(await read(list.slice(i, i + CHUNK))));
  return out;
}

const dupKey = (date: string, time: string, title: string) => `${date}|${time.slice(0, 5)}|${title.trim().toLowerCase()}`;

type TLink = { eventId: number; remoteVersion: string | null };

export async function applyRemote(tx: TDbOrTx, user: TUserRow, conn: TCalendarConnectionRow, remote: TRemoteEvent[], now: Date): Promise<TPullResult> {
  const provider = conn.provider;
  const result: TPullResult = { created: 0, updated: 0, deleted: 0 };
  // A later entry of the same event wins (a delta may list an event twice).
  const list = [...new Map(remote.map((r) => [r.externalId, r])).values()];
  if (list.length === 0) return result;
  const tz = safeTimeZone(user.timezone);
  const L = eventSyncLinks;

  const links = new Map<string, TLink>(
    (
      await inChunks(list, (part) =>
        tx
          .select({ externalId: L.externalId, eventId: L.eventId, remoteVersion: L.remoteVersion })
          .from(L)
          .where(
            and(
              eq(L.userId, user.id),
              eq(L.provider, provider),
              inArray(
                L.externalId,
                part.map((r) => r.externalId),
              ),
            ),
          ),
      )
    ).map((l) => [l.externalId, { eventId: l.eventId, remoteVersion: l.remoteVersion }]),
  );
  const unlinked = list.filter((r) => !links.has(r.externalId));
  // Our own pushes whose link is gone (a disconnect and reconnect): linked again, never imported.
  const own = new Map<string, number>();
  for (const r of unlinked) {
    const eventId = r.deleted ? null : parsePushId(r.marker, user.id);
    if (eventId !== null) own.set(r.externalId, eventId);
  }
  const ownLive = new Set(
    (
      await inChunks([...own.values()], (part) =>
        tx
          .select({ id: events.id })
          .from(events)
          .where(and(eq(events.userId, user.id), inArray(events.id, part))),
      )
    ).map((r) => r.id),
  );
  const notLinkedHere = notExists(
    tx
      .select({ one: sql`1` })
      .from(L)
      .where(and(eq(L.eventId, events.id), eq(L.provider, provider))),
  );
  // Events the earlier one-shot import wrote as "google:<id>" / "outlook:<id>" are the same events.
  const legacy = new Map(
    (
      await inChunks(
        unlinked.filter((r) => !own.has(r.externalId)).map((r) => externalUid(provider, r.externalId)),
        (part) =>
          tx
            .select({ id: events.id, uid: events.externalUid })
            .from(events)
            .where(and(eq(events.userId, user.id), inArray(events.externalUid, part), notLinkedHere)),
      )
    ).map((e) => [e.uid ?? "", e.id]),
  );
  const linkedIds = [...links.values()].map((l) => l.eventId).concat([...legacy.values()]);
  const origin = new Map(
    (
      await inChunks(linkedIds, (part) =>
        tx
          .select({ id: events.id, uid: events.externalUid })
          .from(events)
          .where(and(eq(events.userId, user.id), inArray(events.id, part))),
      )
    ).map((e) => [e.id, e.uid]),
  );

  const fresh: { r: TRemoteEvent; f: TLocalFields }[] = [];
  const relinked: number[] = [];
  const setLink = async (eventId: number, r: TRemoteEvent) => {
    await tx
      .insert(L)
      .values({ eventId, userId: user.id, provider, externalId: r.externalId, remoteVersion: r.version, syncedAt: now })
      .onConflictDoUpdate({ target: [L.eventId, L.provider], set: { externalId: r.externalId, remoteVersion: r.version, syncedAt: now } });
  };

  for (const r of list) {
    let link = links.get(r.externalId);
    if (!link) {
      const ownId = own.get(r.externalId);
      if (ownId !== undefined) {
        // SCUTA's copy is the master: linked, and sent again rather than overwritten.
        if (ownLive.has(ownId)) {
          await setLink(ownId, r);
          relinked.push(ownId);
        }
        continue;
      }
      const legacyId = legacy.get(externalUid(provider, r.externalId));
      if (legacyId !== undefined) link = { eventId: legacyId, remoteVersion: null };
    }
    if (r.deleted) {
      if (!link) continue;
      await tx.delete(calendarSyncQueue).where(and(eq(calendarSyncQueue.userId, user.id), eq(calendarSyncQueue.eventId, link.eventId)));
      const gone = await tx
        .delete(events)
        .where(and(eq(events.id, link.eventId), eq(events.userId, user.id)))
        .returning({ id: events.id });
      result.deleted += gone.length;
      continue;
    }
    const f = localFields(r, tz);
    if (link) {
      // Our own write echoing back, or nothing new.
      if (link.remoteVersion !== null && link.remoteVersion === r.version) continue;
      if (f) {
        const full = cameFrom(origin.get(link.eventId) ?? null, provider);
        const set = full
          ? { title: f.title, date: f.date, time: `${f.time}:00`, durationMinutes: f.duration, location: f.location, notes: f.notes }
          : { date: f.date, time: `${f.time}:00`, durationMinutes: f.duration };
        const changed = await tx
          .update(events)
          .set({ ...set, updatedAt: now })
          .where(and(eq(events.id, link.eventId), eq(events.userId, user.id)))
          .returning({ id: events.id });
        result.updated += changed.length;
      }
      await setLink(link.eventId, r);
      continue;
    }
    if (f) fresh.push({ r, f });
  }

  if (fresh.length) result.created = await insertFresh(tx, user, conn, fresh, now, setLink);
  // Queued here, flushed by the sync that called us once the pull has committed.
  if (relinked.length) await enqueueUpserts(tx, user.id, relinked);
  return result;
}

/**
 * New remote events: one already in SCUTA with the same date, time and title (typed in both
 * places, or pushed by an earlier install) is linked rather than doubled; the others are inserted.
 */
async function insertFresh(
  tx: TDbOrTx,
  user: TUserRow,
  conn: TCalendarConnectionRow,
  fresh: { r: TRemoteEvent; f: TLocalFields }[],
  now: Date,
  setLink: (eventId: number, r: TRemoteEvent) => Promise<void>,
): Promise<number> {
  const L = eventSyncLinks;
  const dates = [...new Set(fresh.map((x) => x.f.date))];
  const same = new Map<string, number>();
  const existing = await inChunks(dates, (part) =>
    tx
      .select({ id: events.id, date: events.date, time: events.time, title: events.title })
      .from(events)
      .where(
        and(
          eq(events.userId, user.id),
          inArray(events.date, part),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(L)
              .where(and(eq(L.eventId, events.id), eq(L.provider, conn.provider))),
          ),
        ),
      ),
  );
  for (const e of existing) if (!same.has(dupKey(e.date, e.time, e.title))) same.set(dupKey(e.date, e.time, e.title), e.id);

  let categoryId: number | null = null;
  const rows: (typeof events.$inferInsert)[] = [];
  const byUid = new Map<string, TRemoteEvent>();
  for (const { r, f } of fresh) {
    const key = dupKey(f.date, f.time, f.title);
    const match = same.get(key);
    if (match !== undefined) {
      same.delete(key);
      await setLink(match, r);
      continue;
    }
    categoryId ??= conn.categoryId ?? (await defaultImportCategory(tx, { user }));
    const v = ZEventInput.safeParse({ title: f.title, date: f.date, time: f.time, duration: f.duration, category_id: categoryId, location: f.location, notes: f.notes });
    if (!v.success) continue;
    const uid = externalUid(conn.provider, r.externalId);
    byUid.set(uid, r);
    rows.push({
      userId: user.id,
      title: v.data.title,
      date: v.data.date,
      time: `${v.data.time}:00`,
      durationMinutes: v.data.duration,
      categoryId,
      location: v.data.location,
      notes: v.data.notes,
      status: "planned",
      source: "import",
      externalUid: uid,
      createdAt: now,
      updatedAt: now,
    });
  }
  let created = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await tx
      .insert(events)
      .values(rows.slice(i, i + 500))
      .returning({ id: events.id, uid: events.externalUid });
    for (const e of inserted) {
      const r = byUid.get(e.uid ?? "");
      if (r) await setLink(e.id, r);
    }
    created += inserted.length;
  }
  return created;
}
