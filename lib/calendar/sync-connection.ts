import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { calendarConnections, calendarSyncQueue, eventSyncLinks, type TCalendarConnectionRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertUsableCategory } from "@/lib/categories/queries";
import { AppError } from "@/lib/http/errors";
import { withLease } from "@/lib/system/lease";
import { decryptSecret, encryptSecret } from "./sync-crypto";
import { SyncFailure, type TFetch } from "./sync-http";
import { assertConfigured, refreshGrant, revokeGrant, syncProviders, type TTokenGrant } from "./sync-oauth";
import { MAX_PUSH_ATTEMPTS } from "./sync-rules";
import { SYNC_ERROR_CODES, type TProvider, type TSyncErrorCode, type TSyncStatuses } from "./sync-types";

// A user's stored connection to a provider: its encrypted tokens, the access-token refresh and the
// state the calendar page shows. A connection whose refresh token the provider refused keeps its
// row (links, cursor and category survive) with an empty refresh token and last_error
// 'reauth_required': the next connect goes through the consent screen and carries on from there.

export const syncErrors = {
  notConnected: () => new AppError("not_connected", "This calendar is not connected.", 409),
  reauth: () => new AppError("reauth_required", "Access to this calendar was withdrawn. Please connect it again.", 409),
  failed: () => new AppError("sync_failed", "The calendar provider did not answer. Please try again.", 502),
  addon: () => new AppError("addon_required", "Calendar sync is an add-on of your license: add it on the Billing page.", 402),
};

export async function loadConnection(db: TDbOrTx, userId: number, provider: TProvider): Promise<TCalendarConnectionRow | null> {
  const [row] = await db
    .select()
    .from(calendarConnections)
    .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.provider, provider)))
    .limit(1);
  return row ?? null;
}

const whereConn = (userId: number, provider: TProvider) => and(eq(calendarConnections.userId, userId), eq(calendarConnections.provider, provider));

/**
 * Stores what a consent granted. Another account than before starts afresh (its links and cursor
 * belong to the other calendar). Returns the connection as stored.
 */
export async function saveGrant(db: TDbOrTx, userId: number, provider: TProvider, grant: TTokenGrant, opts: { categoryId: number | null; now: Date }): Promise<TCalendarConnectionRow> {
  const existing = await loadConnection(db, userId, provider);
  const otherAccount = !!existing?.accountEmail && !!grant.accountEmail && existing.accountEmail.toLowerCase() !== grant.accountEmail.toLowerCase();
  const refresh = grant.refreshToken ?? (existing && !otherAccount ? decryptSecret(existing.refreshToken) : null);
  // Without a refresh token there is nothing to sync with tomorrow: consent again (Google gives one with prompt=consent).
  if (!refresh) throw syncErrors.failed();
  const values = {
    refreshToken: encryptSecret(refresh),
    accessToken: encryptSecret(grant.accessToken),
    accessTokenExpiresAt: new Date(opts.now.getTime() + grant.expiresIn * 1000),
    accountEmail: grant.accountEmail || (otherAccount ? "" : (existing?.accountEmail ?? "")),
    categoryId: opts.categoryId ?? existing?.categoryId ?? null,
    syncCursor: otherAccount ? null : (existing?.syncCursor ?? null),
    lastError: null,
  };
  return db.transaction(async (tx) => {
    if (otherAccount) await forgetLinks(tx, userId, provider);
    const [row] = await tx
      .insert(calendarConnections)
      .values({ userId, provider, ...values, createdAt: opts.now })
      .onConflictDoUpdate({ target: [calendarConnections.userId, calendarConnections.provider], set: values })
      .returning();
    return row;
  });
}

async function forgetLinks(tx: TDbOrTx, userId: number, provider: TProvider): Promise<void> {
  await tx.delete(calendarSyncQueue).where(and(eq(calendarSyncQueue.userId, userId), eq(calendarSyncQueue.provider, provider)));
  await tx.delete(eventSyncLinks).where(and(eq(eventSyncLinks.userId, userId), eq(eventSyncLinks.provider, provider)));
}

/** The provider refused the refresh token (or it can no longer be read): consent is needed again. */
export async function markReauth(db: TDbOrTx, userId: number, provider: TProvider): Promise<void> {
  await db.update(calendarConnections).set({ refreshToken: "", accessToken: null, accessTokenExpiresAt: null, lastError: "reauth_required" }).where(whereConn(userId, provider));
}

export async function recordSyncError(db: TDbOrTx, userId: number, provider: TProvider, code: TSyncErrorCode): Promise<void> {
  // A refused access token is dropped, so the next sync asks for a new one.
  const extra = code === "unauthorized" ? { accessToken: null, accessTokenExpiresAt: null } : {};
  await db
    .update(calendarConnections)
    .set({ lastError: code, ...extra })
    .where(whereConn(userId, provider));
}

/** A valid access token: the stored one while it lasts a minute more, else a refreshed one (stored). */
export async function accessTokenFor(db: TDbOrTx, conn: TCalendarConnectionRow, opts: { now: Date; fetchFn: TFetch; force?: boolean }): Promise<string> {
  if (!conn.refreshToken) throw new SyncFailure("reauth_required", 0);
  if (!opts.force && conn.accessToken && conn.accessTokenExpiresAt && conn.accessTokenExpiresAt.getTime() > opts.now.getTime() + 60_000) {
    const token = decryptSecret(conn.accessToken);
    if (token) return token;
  }
  const refresh = decryptSecret(conn.refreshToken);
  if (!refresh) {
    await markReauth(db, conn.userId, conn.provider);
    throw new SyncFailure("reauth_required", 0);
  }
  let grant: TTokenGrant;
  try {
    grant = await refreshGrant(conn.provider, refresh, opts.fetchFn);
  } catch (error) {
    if (error instanceof SyncFailure && error.reason === "reauth_required") await markReauth(db, conn.userId, conn.provider);
    throw error;
  }
  // Microsoft rotates refresh tokens; Google keeps the first one.
  await db
    .update(calendarConnections)
    .set({
      accessToken: encryptSecret(grant.accessToken),
      accessTokenExpiresAt: new Date(opts.now.getTime() + grant.expiresIn * 1000),
      ...(grant.refreshToken ? { refreshToken: encryptSecret(grant.refreshToken) } : {}),
    })
    .where(whereConn(conn.userId, conn.provider));
  return grant.accessToken;
}

/** Changes the category incoming events are filed under (one the user may use). */
export async function setConnectionCategory(db: TDbOrTx, actor: Pick<TActor, "user">, provider: TProvider, categoryId: number): Promise<void> {
  await assertUsableCategory(db, actor, categoryId);
  await db.update(calendarConnections).set({ categoryId }).where(whereConn(actor.user.id, provider));
}

/**
 * Disconnect: the actor's own connection, its links and waiting pushes go; the events stay on both
 * sides. Google is told to revoke the refresh token (best effort: the row is gone either way).
 */
export async function disconnectCalendar(db: TDbOrTx, actor: Pick<TActor, "user">, provider: TProvider, fetchFn: TFetch): Promise<{ disconnected: boolean }> {
  assertConfigured(provider);
  const userId = actor.user.id;
  const removed = await db.transaction(async (tx) => {
    await forgetLinks(tx, userId, provider);
    return tx.delete(calendarConnections).where(whereConn(userId, provider)).returning({ refreshToken: calendarConnections.refreshToken });
  });
  const refresh = decryptSecret(removed[0]?.refreshToken);
  if (refresh) await revokeGrant(provider, refresh, fetchFn).catch(() => undefined);
  return { disconnected: removed.length > 0 };
}

const asCode = (v: string | null | undefined): TSyncErrorCode | null => ((SYNC_ERROR_CODES as readonly string[]).includes(v ?? "") ? (v as TSyncErrorCode) : v ? "provider_error" : null);

/** What the calendar page shows of the user's connections, for the configured providers only. */
export async function syncStatuses(db: TDbOrTx, userId: number): Promise<TSyncStatuses> {
  const on = syncProviders();
  if (!on.google && !on.outlook) return {};
  const [rows, queued] = await Promise.all([
    db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId)),
    db
      .select({
        provider: calendarSyncQueue.provider,
        pending: sql<number>`count(*) filter (where ${calendarSyncQueue.attempts} < ${MAX_PUSH_ATTEMPTS})`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${calendarSyncQueue.attempts} >= ${MAX_PUSH_ATTEMPTS})`.mapWith(Number),
        lastError: sql<string | null>`max(${calendarSyncQueue.lastError})`,
      })
      .from(calendarSyncQueue)
      .where(eq(calendarSyncQueue.userId, userId))
      .groupBy(calendarSyncQueue.provider),
  ]);
  const out: TSyncStatuses = {};
  for (const provider of ["google", "outlook"] as const) {
    if (!on[provider]) continue;
    const row = rows.find((r) => r.provider === provider);
    const q = queued.find((r) => r.provider === provider);
    out[provider] = row
      ? {
          accountEmail: row.accountEmail,
          lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
          pending: q?.pending ?? 0,
          failed: q?.failed ?? 0,
          lastError: asCode(row.lastError) ?? (q?.failed ? asCode(q.lastError) : null),
          needsReconnect: !row.refreshToken,
        }
      : null;
  }
  return out;
}

// One sync or push at a time per user and provider: two at once (the login sync and a click on
// "Sync now", or the flushes after two changes answered by two app instances) would both read the
// same changes and both send or insert them. In this process a promise chain orders them; across
// processes a lease in the database does (lib/system/lease.ts).
const running = new Map<string, Promise<unknown>>();

export function withConnectionLock<T>(db: TDbOrTx, userId: number, provider: TProvider, task: () => Promise<T>): Promise<T> {
  const key = `${userId}:${provider}`;
  const next = (running.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => withLease(db, `calendar-sync:${key}`, task));
  running.set(key, next);
  void next
    .catch(() => undefined)
    .finally(() => {
      if (running.get(key) === next) running.delete(key);
    });
  return next;
}
