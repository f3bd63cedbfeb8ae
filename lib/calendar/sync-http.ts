import "server-only";
import type { TPushEvent, TRemoteEvent } from "./sync-rules";
import type { TSyncErrorCode } from "./sync-types";

// The one door to the providers' HTTP APIs. Every call goes through a TFetch (the global fetch in
// the app, an in-memory fake in tests). A failure becomes a SyncFailure carrying a code and the
// HTTP status only: never the provider's body, the URL's query or a header, so no token or event
// text can reach a log, the database or the user.

export type TFetch = (url: string, init?: RequestInit) => Promise<Response>;

// A provider that does not answer must not hold a sign-in, a page or a flush for long.
const TIMEOUT_MS = 20_000;

export class SyncFailure extends Error {
  constructor(
    readonly reason: TSyncErrorCode,
    readonly status: number,
  ) {
    super(`calendar provider call failed: ${reason}${status ? ` (HTTP ${status})` : ""}`);
    this.name = "SyncFailure";
  }
  /** Whether the rest of a batch is worth trying now (false: the provider or the token is the problem). */
  get perChange(): boolean {
    return this.reason === "rejected";
  }
}

/** A Google syncToken or Graph deltaLink the provider no longer knows (HTTP 410): start a full sync. */
export class CursorGone extends Error {
  constructor() {
    super("calendar sync cursor expired");
    this.name = "CursorGone";
  }
}

export function failureOf(status: number): SyncFailure {
  if (status === 401) return new SyncFailure("unauthorized", status);
  if (status === 429) return new SyncFailure("rate_limited", status);
  if (status >= 500) return new SyncFailure("provider_error", status);
  return new SyncFailure("rejected", status);
}

type TSend = { token: string; method?: string; body?: unknown; headers?: Record<string, string> };

/** A JSON call with a bearer token; network errors become SyncFailure('network'). */
export async function send(fetchFn: TFetch, url: string, opts: TSend): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${opts.token}`, accept: "application/json", ...opts.headers };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  try {
    return await fetchFn(url, { method: opts.method ?? "GET", headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new SyncFailure("network", 0);
  }
}

/** A form-encoded POST to an OAuth token endpoint. */
export async function postForm(fetchFn: TFetch, url: string, form: Record<string, string>): Promise<Response> {
  try {
    return await fetchFn(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new SyncFailure("network", 0);
  }
}

/** PATCH of one provider event: its answer, or null when the event is gone there (404/410). */
export async function patchEvent(fetchFn: TFetch, url: string, token: string, body: unknown): Promise<Response | null> {
  const res = await send(fetchFn, url, { token, method: "PATCH", body });
  if (res.status === 404 || res.status === 410) return null;
  if (!res.ok) throw failureOf(res.status);
  return res;
}

/** DELETE of one provider event; one already gone (404/410) counts as deleted. */
export async function deleteEvent(fetchFn: TFetch, url: string, token: string): Promise<void> {
  const res = await send(fetchFn, url, { token, method: "DELETE" });
  if (res.ok || res.status === 404 || res.status === 410) return;
  throw failureOf(res.status);
}

export async function readJson(res: Response): Promise<Record<string, unknown>> {
  const json: unknown = await res.json().catch(() => null);
  return json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
}

export const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

// ---- what each provider's adapter offers the pull and the push ----------------------------------

/** The changes since the cursor (all events of the window without one) and the next cursor. */
export type TListing = { events: TRemoteEvent[]; cursor: string | null };

/**
 * One pull's budget, as for an .ics file: the providers expand repeating events themselves
 * (Google's singleEvents, Graph's calendarView), so every occurrence is one event read, and a
 * calendar of hourly series could otherwise fill the pull with hundreds of pages. Past the events
 * or the time the listing stops with what it read and no new cursor: those are applied and the
 * next sync reads from the old cursor again (links keep anything from doubling).
 */
export const PULL_LIMITS = { events: 4000, ms: 60_000 };
export type TPullBudget = { maxEvents: number; deadline: number };

export function pullBudget(nowMs: number = Date.now()): TPullBudget {
  return { maxEvents: PULL_LIMITS.events, deadline: nowMs + PULL_LIMITS.ms };
}

/** Whether a listing has read all its budget allows. */
export function budgetSpent(read: number, budget: TPullBudget | undefined): boolean {
  const b = budget ?? pullBudget(0);
  return read >= b.maxEvents || (budget !== undefined && Date.now() >= budget.deadline);
}
/** The provider's id and version of an event we wrote. */
export type TWritten = { externalId: string; version: string | null };

export type TProviderApi = {
  /** Throws CursorGone when the cursor expired, SyncFailure otherwise. */
  list(token: string, cursor: string | null, opts: { start: Date; now: Date; budget?: TPullBudget }, fetchFn: TFetch): Promise<TListing>;
  /** Creates the event under our push id (a repeat of the same id changes it instead). */
  create(token: string, pushId: string, e: TPushEvent, timezone: string, fetchFn: TFetch): Promise<TWritten>;
  /** Changes an event; null when it no longer exists at the provider. */
  update(token: string, externalId: string, e: TPushEvent, timezone: string, fetchFn: TFetch): Promise<TWritten | null>;
  /** Deletes an event; one already gone counts as deleted. */
  remove(token: string, externalId: string, fetchFn: TFetch): Promise<void>;
};
