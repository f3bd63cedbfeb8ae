import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import type { TDbOrTx } from "@/db/client";
import { events, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { safeCallbackPath } from "@/lib/auth/rules";
import { listCategoriesFor } from "@/lib/categories/queries";
import { authSecret, env } from "@/lib/env";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { safeTimeZone } from "@/lib/users/rules";
import { importCandidates, type TImportResult } from "./ics-import";
import type { TImportCandidate } from "./ics-parse";
import type { TProvider, TProviders } from "./sync-types";

// Google Calendar and Outlook (Microsoft Graph) import through their official REST APIs, only when
// the app's OAuth keys are configured (GOOGLE_CLIENT_ID/SECRET, MS_CLIENT_ID/SECRET); otherwise
// every sync control is hidden and the on-login import does nothing. The other direction (SCUTA →
// Google/Outlook) is the .ics subscription (feed.ts), which both calendars subscribe to.
// No OAuth token is stored: each import is one consent round-trip (the providers skip the screen
// once granted), then the next 30 days of events are read and imported like an .ics file.

export type { TProvider, TProviders } from "./sync-types";
export type TFetch = (url: string, init?: RequestInit) => Promise<Response>;

export const SYNC_DAYS = 30;
const STATE_TTL_MS = 15 * 60_000;
const MAX_PAGES = 10;

export function syncProviders(): TProviders {
  const e = env();
  return { google: !!(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET), outlook: !!(e.MS_CLIENT_ID && e.MS_CLIENT_SECRET) };
}

function assertConfigured(provider: TProvider): { clientId: string; clientSecret: string } {
  const e = env();
  const clientId = provider === "google" ? e.GOOGLE_CLIENT_ID : e.MS_CLIENT_ID;
  const clientSecret = provider === "google" ? e.GOOGLE_CLIENT_SECRET : e.MS_CLIENT_SECRET;
  if (!clientId || !clientSecret) throw notFound();
  return { clientId, clientSecret };
}

/** Our own route a provider's consent returns to (registered as the OAuth redirect URI). */
export const SYNC_ROUTES: Record<TProvider, string> = {
  google: "/api/v1/calendar/importExportGoogle",
  outlook: "/api/v1/calendar/importExportOutlook",
};

const GOOGLE = {
  authorize: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
  events: "https://www.googleapis.com/calendar/v3/calendars/primary/events",
  scope: "https://www.googleapis.com/auth/calendar.readonly",
};
const MICROSOFT = {
  authorize: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
  token: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
  calendarView: "https://graph.microsoft.com/v1.0/me/calendarView",
  scope: "openid offline_access Calendars.Read",
};

// ---- the signed OAuth state: who asked, into which category, where to go back ----------------

export type TSyncState = { userId: number; categoryId: number; next: string };

function sign(payload: string): string {
  return createHmac("sha256", authSecret()).update(`calendar-sync:${payload}`).digest("base64url");
}

export function signSyncState(s: TSyncState, now: Date): string {
  const payload = [s.userId, s.categoryId, now.getTime() + STATE_TTL_MS, Buffer.from(s.next).toString("base64url")].join(".");
  return `${payload}.${sign(payload)}`;
}

export function verifySyncState(state: string | null | undefined, now: Date): TSyncState | null {
  const parts = (state ?? "").split(".");
  if (parts.length !== 5) return null;
  const payload = parts.slice(0, 4).join(".");
  const a = Buffer.from(sign(payload));
  const b = Buffer.from(parts[4]);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  const [userId, categoryId, expires] = parts.slice(0, 3).map(Number);
  if (!(expires > now.getTime())) return null;
  return { userId, categoryId, next: safeNext(Buffer.from(parts[3], "base64url").toString("utf8")) };
}

/** Where to go after an import: a same-site page, or the other provider's import (the on-login chain). */
export function safeNext(path: string | null | undefined): string {
  const value = path ?? "";
  for (const route of Object.values(SYNC_ROUTES)) {
    if ((value === route || value.startsWith(`${route}?`)) && !/[\u0000-\u001f\u007f\\]/.test(value)) return value;
  }
  return safeCallbackPath(value) ?? "/app/calendar";
}

// ---- request building ------------------------------------------------------------------------

export function connectUrl(provider: TProvider, opts: { redirectUri: string; state: string; loginHint?: string }): string {
  const { clientId } = assertConfigured(provider);
  const p = provider === "google" ? GOOGLE : MICROSOFT;
  const url = new URL(p.authorize);
  url.searchParams.set("client_id", clientId);
  url.searchParams.set("redirect_uri", opts.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", p.scope);
  url.searchParams.set("state", opts.state);
  if (provider === "outlook") url.searchParams.set("response_mode", "query");
  if (opts.loginHint) url.searchParams.set("login_hint", opts.loginHint);
  return url.toString();
}

/** Exchanges the authorization code for an access token (authorization_code grant). */
export async function exchangeCode(provider: TProvider, opts: { code: string; redirectUri: string }, fetchFn: TFetch): Promise<string> {
  const { clientId, clientSecret } = assertConfigured(provider);
  const body = new URLSearchParams({ client_id: clientId, client_secret: clientSecret, code: opts.code, redirect_uri: opts.redirectUri, grant_type: "authorization_code" });
  if (provider === "outlook") body.set("scope", MICROSOFT.scope);
  const res = await fetchFn(provider === "google" ? GOOGLE.token : MICROSOFT.token, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: body.toString(),
  });
  const json = (await res.json().catch(() => ({}))) as { access_token?: string };
  if (!res.ok || !json.access_token) throw new AppError("sync_failed", "The calendar provider did not grant access. Please try again.", 502);
  return json.access_token;
}

/** Google Calendar v3 events.list of the primary calendar, recurring events expanded, by start time. */
export function googleEventsUrl(timeMin: Date, timeMax: Date, pageToken?: string): string {
  const url = new URL(GOOGLE.events);
  url.searchParams.set("timeMin", timeMin.toISOString());
  url.searchParams.set("timeMax", timeMax.toISOString());
  url.searchParams.set("singleEvents", "true");
  url.searchParams.set("orderBy", "startTime");
  url.searchParams.set("maxResults", "250");
  if (pageToken) url.searchParams.set("pageToken", pageToken);
  return url.toString();
}

/** Microsoft Graph /me/calendarView (occurrences expanded), times asked for in UTC. */
export function outlookCalendarViewUrl(start: Date, end: Date): string {
  const url = new URL(MICROSOFT.calendarView);
  url.searchParams.set("startDateTime", start.toISOString());
  url.searchParams.set("endDateTime", end.toISOString());
  url.searchParams.set("$top", "100");
  url.searchParams.set("$select", "id,iCalUId,subject,bodyPreview,location,start,end,isAllDay,isCancelled,showAs");
  url.searchParams.set("$orderby", "start/dateTime");
  return url.toString();
}

// ---- mapping ---------------------------------------------------------------------------------

export type TGoogleEvent = {
  id: string;
  status?: string;
  summary?: string;
  description?: string;
  location?: string;
  start?: { dateTime?: string; date?: string; timeZone?: string };
  end?: { dateTime?: string; date?: string; timeZone?: string };
};
export type TGraphEvent = {
  id: string;
  subject?: string;
  bodyPreview?: string;
  location?: { displayName?: string };
  start?: { dateTime: string; timeZone: string };
  end?: { dateTime: string; timeZone: string };
  isAllDay?: boolean;
  isCancelled?: boolean;
};

function externalUid(prefix: string, id: string): string {
  const uid = `${prefix}:${id}`;
  return uid.length <= 255 ? uid : `${prefix}:sha-${createHash("sha256").update(id).digest("hex")}`;
}

function candidate(uid: string, title: string, start: Date, end: Date, timezone: string, location: string, notes: string): TImportCandidate | null {
  const duration = Math.round((end.getTime() - start.getTime()) / 60_000);
  const t = title.trim().slice(0, 200);
  if (!t || Number.isNaN(duration) || duration < 5 || duration > 1440) return null;
  const [date, time] = formatInTimeZone(start, safeTimeZone(timezone), "yyyy-MM-dd HH:mm").split(" ");
  return { uid, title: t, date, time, duration, location: location.trim().slice(0, 200), notes: notes.trim().slice(0, 10_000) };
}

/** Timed, confirmed Google events as import candidates at the user's local time; all-day and cancelled ones are left out. */
export function mapGoogleEvents(items: TGoogleEvent[], timezone: string): TImportCandidate[] {
  return items.flatMap((e) => {
    if (e.status === "cancelled" || !e.start?.dateTime || !e.end?.dateTime) return [];
    const c = candidate(externalUid("google", e.id), e.summary ?? "", new Date(e.start.dateTime), new Date(e.end.dateTime), timezone, e.location ?? "", e.description ?? "");
    return c ? [c] : [];
  });
}

function graphInstant(t: { dateTime: string; timeZone: string }): Date {
  const wall = t.dateTime.replace(/\.\d+$/, "");
  if (t.timeZone === "UTC" || !t.timeZone) return new Date(`${wall}Z`);
  return fromZonedTime(wall, safeTimeZone(t.timeZone));
}

/** Timed, not cancelled Outlook events as import candidates at the user's local time. */
export function mapGraphEvents(items: TGraphEvent[], timezone: string): TImportCandidate[] {
  return items.flatMap((e) => {
    if (e.isCancelled || e.isAllDay || !e.start || !e.end) return [];
    const c = candidate(externalUid("outlook", e.id), e.subject ?? "", graphInstant(e.start), graphInstant(e.end), timezone, e.location?.displayName ?? "", e.bodyPreview ?? "");
    return c ? [c] : [];
  });
}

// ---- reading and importing -------------------------------------------------------------------

async function getJson(url: string, token: string, fetchFn: TFetch, extra: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const res = await fetchFn(url, { headers: { authorization: `Bearer ${token}`, accept: "application/json", ...extra } });
  if (!res.ok) throw new AppError("sync_failed", "The calendar provider did not answer. Please try again.", 502);
  return (await res.json()) as Record<string, unknown>;
}

/** The next 30 days of the user's provider calendar, as import candidates. */
export async function fetchUpcoming(provider: TProvider, token: string, opts: { now: Date; timezone: string }, fetchFn: TFetch): Promise<TImportCandidate[]> {
  const end = new Date(opts.now.getTime() + SYNC_DAYS * 86_400_000);
  if (provider === "google") {
    const items: TGoogleEvent[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const json = await getJson(googleEventsUrl(opts.now, end, pageToken), token, fetchFn);
      items.push(...((json.items as TGoogleEvent[] | undefined) ?? []));
      pageToken = typeof json.nextPageToken === "string" ? json.nextPageToken : undefined;
      if (!pageToken) break;
    }
    return mapGoogleEvents(items, opts.timezone);
  }
  const items: TGraphEvent[] = [];
  let url: string | undefined = outlookCalendarViewUrl(opts.now, end);
  for (let page = 0; page < MAX_PAGES && url; page++) {
    // Only Graph's own next page is followed, so the token is never sent elsewhere.
    if (!url.startsWith("https://graph.microsoft.com/")) break;
    const json = await getJson(url, token, fetchFn, { prefer: 'outlook.timezone="UTC"' });
    items.push(...((json.value as TGraphEvent[] | undefined) ?? []));
    url = typeof json["@odata.nextLink"] === "string" ? json["@odata.nextLink"] : undefined;
  }
  return mapGraphEvents(items, opts.timezone);
}

/**
 * The category of events imported without one chosen (the on-login import): the category of the
 * user's last import, else the first "program planning and school support" category, so an
 * unsorted import never inflates the direct-services share.
 */
export async function defaultImportCategory(db: TDbOrTx, actor: TActor): Promise<number> {
  const [last] = await db
    .select({ categoryId: events.categoryId })
    .from(events)
    .where(and(eq(events.userId, actor.user.id), eq(events.source, "import"), isNotNull(events.categoryId)))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(1);
  if (last?.categoryId) return last.categoryId;
  const options = await listCategoriesFor(db, actor);
  const pick = options.find((o) => o.parentId === null && o.targetKind === "support") ?? options[0];
  if (!pick) throw new AppError("unknown_category", "No category is available for imported events.", 422, "category_id");
  return pick.id;
}

/** The consent URL that starts an import for the actor (the route redirects to it). */
export function startSync(actor: TActor, provider: TProvider, opts: { origin: string; categoryId: number; next: string; now: Date }): string {
  const state = signSyncState({ userId: actor.user.id, categoryId: opts.categoryId, next: opts.next }, opts.now);
  return connectUrl(provider, { redirectUri: `${opts.origin}${SYNC_ROUTES[provider]}`, state, loginHint: actor.user.email });
}

/** The provider sent the user back with a code: import the next 30 days into their calendar. */
export async function finishSync(
  db: TDbOrTx,
  actor: TActor,
  provider: TProvider,
  opts: { code: string; state: string; origin: string; now: Date },
  fetchFn: TFetch,
): Promise<TImportResult & { next: string }> {
  const state = verifySyncState(opts.state, opts.now);
  if (!state || state.userId !== actor.user.id) throw forbidden("This calendar link has expired. Please start the import again.");
  const token = await exchangeCode(provider, { code: opts.code, redirectUri: `${opts.origin}${SYNC_ROUTES[provider]}` }, fetchFn);
  const timezone = safeTimeZone(actor.user.timezone);
  const list = await fetchUpcoming(provider, token, { now: opts.now, timezone }, fetchFn);
  const categoryId = state.categoryId > 0 ? state.categoryId : await defaultImportCategory(db, actor);
  const result = list.length ? await importCandidates(db, actor, list, categoryId) : { imported: 0, skipped: 0 };
  return { ...result, next: state.next };
}

/**
 * The on-login import (updateGoogleOnLogin / updateOutlookOnLogin, spec 1 section 4): the path to
 * send the browser through after sign-in (Google first, then Outlook, then `destination`), or null
 * — a no-op — when neither is asked for or configured.
 */
export function importOnLogin(user: Pick<TUserRow, "updateGoogleOnLogin" | "updateOutlookOnLogin">, destination: string): string | null {
  const on = syncProviders();
  const chain: TProvider[] = [];
  if (on.google && user.updateGoogleOnLogin) chain.push("google");
  if (on.outlook && user.updateOutlookOnLogin) chain.push("outlook");
  if (chain.length === 0) return null;
  return chain.reduceRight((next, provider) => `${SYNC_ROUTES[provider]}?next=${encodeURIComponent(next)}`, destination);
}

/**
 * What the import routes answer, as the URL to redirect the browser to: the consent screen (no
 * code yet), or back to where the import started with `calendarImport={provider}:{count}` (or
 * `:denied`, `:failed`) for the page to report.
 */
export async function syncRedirect(
  db: TDbOrTx,
  actor: TActor,
  provider: TProvider,
  opts: { params: URLSearchParams; origin: string; now: Date },
  fetchFn: TFetch,
): Promise<string> {
  assertConfigured(provider);
  const q = opts.params;
  const back = (next: string, outcome: string) => `${next}${next.includes("?") ? "&" : "?"}calendarImport=${provider}:${outcome}`;
  const state = q.get("state");
  if (q.get("error")) return back(verifySyncState(state, opts.now)?.next ?? "/app/calendar", "denied");
  const code = q.get("code");
  if (!code) {
    const categoryId = Number(q.get("category_id") ?? 0);
    const next = safeNext(q.get("next"));
    return startSync(actor, provider, { origin: opts.origin, categoryId: Number.isSafeInteger(categoryId) && categoryId > 0 ? categoryId : 0, next, now: opts.now });
  }
  try {
    const result = await finishSync(db, actor, provider, { code, state: state ?? "", origin: opts.origin, now: opts.now }, fetchFn);
    return back(result.next, String(result.imported));
  } catch (error) {
    if (!(error instanceof AppError) || error.status === 403) throw error;
    return back(verifySyncState(state, opts.now)?.next ?? "/app/calendar", "failed");
  }
}
