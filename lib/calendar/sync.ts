import "server-only";
import { and, count, eq, lt } from "drizzle-orm";
import { formatInTimeZone } from "date-fns-tz";
import { getDb, type TDbOrTx } from "@/db/client";
import { calendarConnections, calendarSyncQueue, type TCalendarConnectionRow, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertUsableCategory } from "@/lib/categories/queries";
import { AppError, forbidden } from "@/lib/http/errors";
import { logError } from "@/lib/http/log";
import { safeTimeZone } from "@/lib/users/rules";
import { accessTokenFor, loadConnection, recordSyncError, saveGrant, setConnectionCategory, syncErrors, withConnectionLock } from "./sync-connection";
import { SyncFailure, type TFetch } from "./sync-http";
import { assertConfigured, connectUrl, exchangeCode, safeNext, signSyncState, syncProviders, SYNC_ROUTES, verifySyncState } from "./sync-oauth";
import { pullChanges, type TPullResult } from "./sync-pull";
import { flushQueue } from "./sync-push";
import { afterResponse, enqueueBacklog, scheduleFlush } from "./sync-queue";
import { hasSyncAddon, MAX_PUSH_ATTEMPTS, pullStart, syncAddons } from "./sync-rules";
import type { TProvider, TProviders } from "./sync-types";

// Two-way sync with Google Calendar and Outlook (Microsoft Graph), through their official REST
// APIs, only when the app's OAuth keys are configured; otherwise every control is hidden and the
// routes answer 404. The first connect asks for consent with offline access and stores the refresh
// token (encrypted); from then on a sync needs no browser round trip: local changes go out (the
// push queue), remote changes come in (the pull with its cursor). The modules:
//   sync-oauth   consent, code exchange, refresh, the signed state
//   sync-connection  the stored connection, its tokens and status, disconnect
//   sync-google / sync-outlook  each provider's list, create, update, delete
//   sync-pull    provider → SCUTA        sync-push   SCUTA → provider (the queue)
//   sync-queue   what the event use-cases call inside their transactions

export { connectUrl, exchangeCode, safeNext, signSyncState, syncProviders, SYNC_ROUTES, verifySyncState, type TSyncState } from "./sync-oauth";
export { defaultImportCategory } from "./sync-pull";
export { disconnectCalendar, syncStatuses } from "./sync-connection";
export type { TFetch } from "./sync-http";
export type { TProvider, TProviders } from "./sync-types";

export type TSyncResult = TPullResult & { pushed: number; pending: number };
type TSyncOpts = { now: Date; fetchFn: TFetch };

/** How many waiting pushes a sync sends before answering; the rest go after the response. */
const INLINE_PUSHES = 100;

/**
 * One sync of a stored connection: waiting local changes out first (so the pull sees them as our
 * own echoes), then the remote changes in; the first time also the user's events of the window
 * out. A refused refresh token marks the connection and is a 409 reauth_required.
 */
export async function syncConnection(db: TDbOrTx, user: TUserRow, provider: TProvider, opts: TSyncOpts): Promise<TSyncResult> {
  assertConfigured(provider);
  if (!hasSyncAddon(user, provider)) throw syncErrors.addon();
  return withConnectionLock(db, user.id, provider, async () => {
    const conn = await loadConnection(db, user.id, provider);
    if (!conn) throw syncErrors.notConnected();
    if (!conn.refreshToken) throw syncErrors.reauth();
    try {
      try {
        return await runSync(db, user, conn, await accessTokenFor(db, conn, opts), opts);
      } catch (error) {
        // A stored access token the provider no longer takes: one retry with a fresh one.
        if (!(error instanceof SyncFailure) || error.reason !== "unauthorized") throw error;
        const again = (await loadConnection(db, user.id, provider)) ?? conn;
        return await runSync(db, user, again, await accessTokenFor(db, again, { ...opts, force: true }), opts);
      }
    } catch (error) {
      if (!(error instanceof SyncFailure)) throw error;
      if (error.reason === "reauth_required") throw syncErrors.reauth();
      await recordSyncError(db, user.id, provider, error.reason);
      throw syncErrors.failed();
    }
  });
}

async function runSync(db: TDbOrTx, user: TUserRow, conn: TCalendarConnectionRow, token: string, opts: TSyncOpts): Promise<TSyncResult> {
  const provider = conn.provider;
  const first = conn.syncCursor === null;
  const out = await flushQueue(db, user, provider, token, { ...opts, limit: INLINE_PUSHES });
  if (out.stopped) throw out.stopped;
  const pulled = await pullChanges(db, user, conn, token, opts);
  let pushed = out.pushed;
  let more = out.more;
  if (first) {
    const from = formatInTimeZone(pullStart(user, opts.now), safeTimeZone(user.timezone), "yyyy-MM-dd");
    await enqueueBacklog(db, user.id, provider, from);
    const backlog = await flushQueue(db, user, provider, token, { ...opts, limit: INLINE_PUSHES });
    if (backlog.stopped) throw backlog.stopped;
    pushed += backlog.pushed;
    more = backlog.more;
  }
  if (more) scheduleFlush(user.id);
  await db
    .update(calendarConnections)
    .set({ lastSyncedAt: opts.now, lastError: null })
    .where(and(eq(calendarConnections.userId, user.id), eq(calendarConnections.provider, provider)));
  const [{ n }] = await db
    .select({ n: count() })
    .from(calendarSyncQueue)
    .where(and(eq(calendarSyncQueue.userId, user.id), eq(calendarSyncQueue.provider, provider), lt(calendarSyncQueue.attempts, MAX_PUSH_ATTEMPTS)));
  return { ...pulled, pushed, pending: n };
}

/** "Sync now": the actor's own connection only. */
export async function syncNow(db: TDbOrTx, actor: Pick<TActor, "user">, provider: TProvider, opts: TSyncOpts): Promise<TSyncResult> {
  return syncConnection(db, actor.user, provider, opts);
}

/** The consent URL that starts a connection for the actor (the route redirects to it). */
export function startConnect(actor: Pick<TActor, "user">, provider: TProvider, opts: { origin: string; categoryId: number; next: string; now: Date }): string {
  const state = signSyncState({ userId: actor.user.id, categoryId: opts.categoryId, next: opts.next }, opts.now);
  return connectUrl(provider, { redirectUri: `${opts.origin}${SYNC_ROUTES[provider]}`, state, loginHint: actor.user.email });
}

/** The provider sent the user back with a code: store the connection, then run its first sync. */
export async function finishConnect(
  db: TDbOrTx,
  actor: Pick<TActor, "user">,
  provider: TProvider,
  opts: { code: string; state: string; origin: string; now: Date },
  fetchFn: TFetch,
): Promise<TSyncResult & { next: string }> {
  const state = verifySyncState(opts.state, opts.now);
  if (!state || state.userId !== actor.user.id) throw forbidden("This calendar link has expired. Please connect again.");
  const grant = await exchangeCode(provider, { code: opts.code, redirectUri: `${opts.origin}${SYNC_ROUTES[provider]}` }, fetchFn);
  const categoryId = state.categoryId > 0 ? (await assertUsableCategory(db, actor, state.categoryId)).id : null;
  await saveGrant(db, actor.user.id, provider, grant, { categoryId, now: opts.now });
  const result = await syncConnection(db, actor.user, provider, { now: opts.now, fetchFn });
  return { ...result, next: state.next };
}

/**
 * What the sync routes answer, as the URL to send the browser to: with a usable connection the
 * sync runs at once and the browser goes back with `calendarImport={provider}:{new events}`;
 * without one (or when the provider withdrew access) to the consent screen; back from it with a
 * code, the connection is stored and synced (`:denied` or `:failed` when that did not work).
 */
export async function syncRedirect(db: TDbOrTx, actor: Pick<TActor, "user">, provider: TProvider, opts: { params: URLSearchParams; origin: string; now: Date }, fetchFn: TFetch): Promise<string> {
  assertConfigured(provider);
  const q = opts.params;
  const back = (next: string, outcome: string) => `${next}${next.includes("?") ? "&" : "?"}calendarImport=${provider}:${outcome}`;
  const state = q.get("state");
  const stateNext = () => verifySyncState(state, opts.now)?.next ?? "/app/calendar";
  // Without the add-on nothing is connected or read: back, with the add-on notice.
  if (!hasSyncAddon(actor.user, provider)) return back(state ? stateNext() : safeNext(q.get("next")), "addon");
  if (q.get("error")) return back(stateNext(), "denied");
  const code = q.get("code");
  if (code) {
    try {
      const result = await finishConnect(db, actor, provider, { code, state: state ?? "", origin: opts.origin, now: opts.now }, fetchFn);
      return back(result.next, String(result.created));
    } catch (error) {
      if (!(error instanceof AppError) || error.status === 403) throw error;
      return back(stateNext(), "failed");
    }
  }
  const wanted = Number(q.get("category_id") ?? 0);
  const categoryId = Number.isSafeInteger(wanted) && wanted > 0 ? wanted : 0;
  const next = safeNext(q.get("next"));
  const conn = await loadConnection(db, actor.user.id, provider);
  if (conn?.refreshToken) {
    try {
      if (categoryId) await setConnectionCategory(db, actor, provider, categoryId);
      const result = await syncConnection(db, actor.user, provider, { now: opts.now, fetchFn });
      return back(next, String(result.created));
    } catch (error) {
      if (!(error instanceof AppError) || error.status === 403) throw error;
      if (error.code !== "reauth_required") return back(next, "failed");
      // Access withdrawn: through the consent screen again, below.
    }
  }
  return startConnect(actor, provider, { origin: opts.origin, categoryId, next, now: opts.now });
}

const onLogin = (user: Pick<TUserRow, "updateGoogleOnLogin" | "updateOutlookOnLogin">, provider: TProvider) => (provider === "google" ? user.updateGoogleOnLogin : user.updateOutlookOnLogin);

/**
 * The browser part of the on-login sync (updateGoogleOnLogin / updateOutlookOnLogin):
 * the path through the sync routes of the providers asked for that have no usable
 * connection yet (Google first, then Outlook, then `destination`), or null when there is none.
 */
export function importOnLogin(
  user: Pick<TUserRow, "updateGoogleOnLogin" | "updateOutlookOnLogin">,
  destination: string,
  connected: ReadonlySet<TProvider> = new Set(),
  addons: TProviders = { google: true, outlook: true },
): string | null {
  const on = syncProviders();
  const chain = (["google", "outlook"] as const).filter((p) => on[p] && addons[p] && onLogin(user, p) && !connected.has(p));
  if (chain.length === 0) return null;
  return chain.reduceRight((next, provider) => `${SYNC_ROUTES[provider]}?next=${encodeURIComponent(next)}`, destination);
}

/**
 * The on-login sync. Providers with a stored connection sync on the server after the login
 * answers (no redirects, no waiting for the provider); the others go through the consent chain.
 * Returns where the browser goes first, or null to go straight to `destination`.
 */
export async function syncOnLogin(db: TDbOrTx, user: TUserRow, destination: string, fetchFn: TFetch): Promise<string | null> {
  const on = syncProviders();
  const addons = syncAddons(user);
  const wanted = (["google", "outlook"] as const).filter((p) => on[p] && addons[p] && onLogin(user, p));
  if (wanted.length === 0) return null;
  let rows: { provider: TProvider; refreshToken: string }[];
  try {
    rows = await db.select({ provider: calendarConnections.provider, refreshToken: calendarConnections.refreshToken }).from(calendarConnections).where(eq(calendarConnections.userId, user.id));
  } catch (error) {
    // The calendar never stands in the way of signing in.
    logError("calendar-sync", error);
    return null;
  }
  const connected = new Set(rows.filter((r) => r.refreshToken && wanted.includes(r.provider)).map((r) => r.provider));
  const deferred =
    connected.size > 0 &&
    afterResponse(async () => {
      for (const provider of connected) {
        // Recorded on the connection for the calendar page; only an unexpected failure is logged.
        await syncConnection(await getDb(), user, provider, { now: new Date(), fetchFn }).catch((error: unknown) => {
          if (!(error instanceof AppError)) logError("calendar-sync", error);
        });
      }
    });
  // Where nothing runs after the response (no request scope), the connected ones take the redirect route instead.
  return importOnLogin(user, destination, deferred ? connected : new Set(), addons);
}
