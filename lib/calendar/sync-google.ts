import "server-only";
import { formatInTimeZone } from "date-fns-tz";
import { cleanText } from "@/lib/http/text";
import { safeTimeZone } from "@/lib/users/rules";
import { budgetSpent, CursorGone, deleteEvent, failureOf, patchEvent, PULL_LIMITS, readJson, send, str, type TProviderApi, type TWritten } from "./sync-http";
import { pushInstants, pushSummary, type TPushEvent, type TRemoteEvent } from "./sync-rules";

// Google Calendar API v3 on the user's primary calendar. Incremental sync as Google documents it:
// a first events.list with timeMin returns a nextSyncToken on its last page; later lists send only
// syncToken (plus the same singleEvents=true) and get what changed, deletions as status
// "cancelled"; 410 Gone means the token expired and a full sync is due.

export const GOOGLE_EVENTS = "https://www.googleapis.com/calendar/v3/calendars/primary/events";
const MAX_PAGES = 40;

export type TGoogleEvent = {
  id: string;
  etag?: string;
  status?: string;
  summary?: string;
  description?: string;
  location?: string;
  start?: { dateTime?: string; date?: string; timeZone?: string };
  end?: { dateTime?: string; date?: string; timeZone?: string };
};

/** events.list: recurring events expanded (singleEvents), from timeMin on the first sync, by syncToken after. */
export function googleListUrl(cursor: string | null, start: Date, pageToken?: string): string {
  const url = new URL(GOOGLE_EVENTS);
  url.searchParams.set("singleEvents", "true");
  url.searchParams.set("maxResults", "250");
  if (cursor) url.searchParams.set("syncToken", cursor);
  else url.searchParams.set("timeMin", start.toISOString());
  if (pageToken) url.searchParams.set("pageToken", pageToken);
  return url.toString();
}

const instant = (v: string | undefined) => {
  const d = v ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/**
 * Text of the provider's event made fit for the event's fields (a line break in a title, a control
 * character anywhere) instead of skipping the event: one-line text gets a space for each run of
 * them, multi-line text (place, notes) keeps its line breaks. Anything but a string is no text.
 */
const remoteText = (v: unknown, multiline = false): string => (typeof v === "string" ? cleanText(v, { multiline }) : "");

export function googleRemote(e: TGoogleEvent): TRemoteEvent {
  return {
    externalId: e.id,
    version: e.etag ?? null,
    deleted: e.status === "cancelled",
    marker: e.id,
    title: remoteText(e.summary),
    start: instant(e.start?.dateTime),
    end: instant(e.end?.dateTime),
    allDay: !!e.start?.date && !e.start?.dateTime,
    location: remoteText(e.location, true),
    notes: remoteText(e.description, true),
  };
}

/** The event resource we write: title (or category), place and times in the user's zone; never notes. */
export function googleBody(e: TPushEvent, timezone: string): Record<string, unknown> {
  const zone = safeTimeZone(timezone);
  const { start, end } = pushInstants(e, zone);
  const at = (d: Date) => ({ dateTime: formatInTimeZone(d, zone, "yyyy-MM-dd'T'HH:mm:ssXXX"), timeZone: zone });
  return { summary: pushSummary(e), location: e.confidential ? "" : e.location, start: at(start), end: at(end), status: "confirmed" };
}

async function written(res: Response): Promise<TWritten> {
  const json = await readJson(res);
  const id = str(json.id);
  if (!id) throw failureOf(502);
  return { externalId: id, version: str(json.etag) ?? null };
}

const eventUrl = (id: string) => `${GOOGLE_EVENTS}/${encodeURIComponent(id)}`;

export const googleApi: TProviderApi = {
  async list(token, cursor, opts, fetchFn) {
    const events: TRemoteEvent[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const res = await send(fetchFn, googleListUrl(cursor, opts.start, pageToken), { token });
      if (res.status === 410) throw new CursorGone();
      if (!res.ok) throw failureOf(res.status);
      const json = await readJson(res);
      const items = Array.isArray(json.items) ? (json.items as TGoogleEvent[]) : [];
      events.push(...items.filter((i) => typeof i?.id === "string").map(googleRemote));
      pageToken = str(json.nextPageToken);
      const next = str(json.nextSyncToken);
      if (!pageToken) return { events, cursor: next ?? null };
      if (budgetSpent(events.length, opts.budget)) break;
    }
    // More pages than one sync reads (its budget): no new token, so the next sync reads them again.
    return { events: events.slice(0, opts.budget?.maxEvents ?? PULL_LIMITS.events), cursor: null };
  },

  async create(token, pushId, e, timezone, fetchFn) {
    const body = googleBody(e, timezone);
    const res = await send(fetchFn, GOOGLE_EVENTS, { token, method: "POST", body: { ...body, id: pushId } });
    if (res.status === 409) {
      // The id exists already (an earlier push whose answer was lost, or one deleted since): change it.
      const again = await send(fetchFn, eventUrl(pushId), { token, method: "PATCH", body });
      if (!again.ok) throw failureOf(again.status);
      return written(again);
    }
    if (!res.ok) throw failureOf(res.status);
    return written(res);
  },

  async update(token, externalId, e, timezone, fetchFn) {
    const res = await patchEvent(fetchFn, eventUrl(externalId), token, googleBody(e, timezone));
    return res ? written(res) : null;
  },

  remove: (token, externalId, fetchFn) => deleteEvent(fetchFn, eventUrl(externalId), token),
};
