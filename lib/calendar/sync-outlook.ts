import "server-only";
import { formatInTimeZone } from "date-fns-tz";
import { cleanText } from "@/lib/http/text";
import { budgetSpent, CursorGone, deleteEvent, failureOf, patchEvent, PULL_LIMITS, readJson, send, str, type TFetch, type TProviderApi, type TWritten } from "./sync-http";
import { graphInstant, pushInstants, pushSummary, type TPushEvent, type TRemoteEvent } from "./sync-rules";

// Microsoft Graph on the user's default calendar. The pull is /me/calendarView/delta: the first
// round names a window (startDateTime, endDateTime) and ends with an @odata.deltaLink; later rounds
// follow that link and get what changed, deletions as "@removed". A delta link keeps its window,
// so the cursor stores the window's end and a full round starts a fresh window before it runs out.

export const GRAPH_ME = "https://graph.microsoft.com/v1.0/me";
const MAX_PAGES = 40;
const WINDOW_DAYS = 365;
const RENEW_DAYS = 90;
const DAY = 86_400_000;
// Only Graph's own links are followed, so the bearer token is never sent anywhere else.
const GRAPH_ORIGIN = "https://graph.microsoft.com/";

export type TGraphEvent = {
  id: string;
  changeKey?: string;
  "@odata.etag"?: string;
  "@removed"?: { reason?: string };
  transactionId?: string | null;
  subject?: string;
  bodyPreview?: string;
  location?: { displayName?: string };
  start?: { dateTime: string; timeZone: string };
  end?: { dateTime: string; timeZone: string };
  isAllDay?: boolean;
  isCancelled?: boolean;
};

export function graphDeltaUrl(start: Date, end: Date): string {
  const url = new URL(`${GRAPH_ME}/calendarView/delta`);
  url.searchParams.set("startDateTime", start.toISOString());
  url.searchParams.set("endDateTime", end.toISOString());
  return url.toString();
}

/** "<window end ISO>|<deltaLink>" → its parts. */
export function parseGraphCursor(cursor: string | null): { until: Date; link: string } | null {
  const at = cursor?.indexOf("|") ?? -1;
  if (!cursor || at < 0) return null;
  const until = new Date(cursor.slice(0, at));
  const link = cursor.slice(at + 1);
  return Number.isNaN(until.getTime()) || !link.startsWith(GRAPH_ORIGIN) ? null : { until, link };
}

/**
 * Text of the provider's event made fit for the event's fields (a line break in a title, a control
 * character anywhere) instead of skipping the event: one-line text gets a space for each run of
 * them, multi-line text (place, notes) keeps its line breaks. Anything but a string is no text.
 */
const remoteText = (v: unknown, multiline = false): string => (typeof v === "string" ? cleanText(v, { multiline }) : "");

export function graphRemote(e: TGraphEvent): TRemoteEvent {
  return {
    externalId: e.id,
    version: e.changeKey ?? e["@odata.etag"] ?? null,
    deleted: !!e["@removed"] || !!e.isCancelled,
    marker: e.transactionId ?? null,
    title: remoteText(e.subject),
    start: graphInstant(e.start),
    end: graphInstant(e.end),
    allDay: !!e.isAllDay,
    location: remoteText(e.location?.displayName, true),
    notes: remoteText(e.bodyPreview, true),
  };
}

/** The event we write: title (or category), place and UTC times (Graph shows them in the user's Outlook zone); never the body. */
export function graphBody(e: TPushEvent, timezone: string): Record<string, unknown> {
  const { start, end } = pushInstants(e, timezone);
  const at = (d: Date) => ({ dateTime: formatInTimeZone(d, "UTC", "yyyy-MM-dd'T'HH:mm:ss"), timeZone: "UTC" });
  return { subject: pushSummary(e), location: { displayName: e.confidential ? "" : e.location }, start: at(start), end: at(end) };
}

async function written(res: Response): Promise<TWritten> {
  const json = await readJson(res);
  const id = str(json.id);
  if (!id) throw failureOf(502);
  return { externalId: id, version: str(json.changeKey) ?? str(json["@odata.etag"]) ?? null };
}

const eventUrl = (id: string) => `${GRAPH_ME}/events/${encodeURIComponent(id)}`;

export const outlookApi: TProviderApi = {
  async list(token, cursor, opts, fetchFn: TFetch) {
    const saved = parseGraphCursor(cursor);
    const fresh = !saved || saved.until.getTime() - opts.now.getTime() < RENEW_DAYS * DAY;
    const until = fresh ? new Date(opts.now.getTime() + WINDOW_DAYS * DAY) : saved.until;
    let url: string | undefined = fresh ? graphDeltaUrl(opts.start, until) : saved.link;
    const events: TRemoteEvent[] = [];
    for (let page = 0; page < MAX_PAGES && url?.startsWith(GRAPH_ORIGIN); page++) {
      const res = await send(fetchFn, url, { token, headers: { prefer: 'outlook.timezone="UTC", odata.maxpagesize=100' } });
      if (res.status === 410) throw new CursorGone();
      if (!res.ok) throw failureOf(res.status);
      const json = await readJson(res);
      const items = Array.isArray(json.value) ? (json.value as TGraphEvent[]) : [];
      events.push(...items.filter((i) => typeof i?.id === "string").map(graphRemote));
      const delta = str(json["@odata.deltaLink"]);
      if (delta) return { events, cursor: delta.startsWith(GRAPH_ORIGIN) ? `${until.toISOString()}|${delta}` : null };
      url = str(json["@odata.nextLink"]);
      if (budgetSpent(events.length, opts.budget)) break;
    }
    // More than one sync reads (its budget): no new link, so the next sync reads them again.
    return { events: events.slice(0, opts.budget?.maxEvents ?? PULL_LIMITS.events), cursor: null };
  },

  async create(token, pushId, e, timezone, fetchFn) {
    // transactionId makes a repeated create (an answer lost on the way) return the same event.
    const res = await send(fetchFn, `${GRAPH_ME}/events`, { token, method: "POST", body: { ...graphBody(e, timezone), transactionId: pushId } });
    if (!res.ok) throw failureOf(res.status);
    return written(res);
  },

  async update(token, externalId, e, timezone, fetchFn) {
    const res = await patchEvent(fetchFn, eventUrl(externalId), token, graphBody(e, timezone));
    return res ? written(res) : null;
  },

  remove: (token, externalId, fetchFn) => deleteEvent(fetchFn, eventUrl(externalId), token),
};
