import { enqueue } from "./queue";
import type { TEntry } from "./store";

/**
 * The quick contact log's offline path: while the device is offline the contact is queued
 * (encrypted) for POST /api/v1/offline/contact instead of being lost with an error. "online" means
 * the caller sends it as usual; "noKey" that this device never fetched its session key online.
 */
export async function logOffline(payload: Record<string, unknown>, userId: number | null | undefined, label: string): Promise<"online" | "queued" | "noKey"> {
  if (typeof navigator === "undefined" || navigator.onLine) return "online";
  const ok = await enqueue({ kind: "contact", method: "POST", url: "/api/v1/offline/contact", body: { ...payload, user_id: userId ?? undefined }, label });
  return ok ? "queued" : "noKey";
}

/**
 * The calendar's offline path for a new event: while the device is offline the event is queued
 * (encrypted) for POST /api/v1/calendar, sent with its Idempotency-Key when the connection returns
 * (a resend never creates it twice). The answers are those of logOffline.
 */
export async function createEventOffline(payload: Record<string, unknown>, userId: number | null, label: string): Promise<"online" | "queued" | "noKey"> {
  if (typeof navigator === "undefined" || navigator.onLine) return "online";
  const ok = await enqueue({ kind: "event", method: "POST", url: "/api/v1/calendar", body: { ...payload, user_id: userId ?? undefined }, label });
  return ok ? "queued" : "noKey";
}

/** The queue entry of an offline change to an event: its edit, or "done" when the change only marks it done. */
export function eventChangeEntry(
  event: { id: number; version: string },
  patch: Record<string, unknown>,
  scope: "this" | "following" | "all",
  label: string,
): Omit<TEntry, "idempotencyKey" | "createdAt"> {
  const onlyDone = Object.keys(patch).length === 1 && patch.status === "done";
  return {
    kind: onlyDone ? "done" : "event",
    method: "PUT",
    url: `/api/v1/calendar/${event.id}?scope=${scope}`,
    body: { ...patch },
    label,
    // The version the counselor saw: if the event changed on the server since, it answers 409 and both versions are shown.
    ifMatch: event.version,
  };
}

/**
 * The calendar's offline path for an event's edit or its "done": while the device is offline the
 * change is queued (encrypted) for PUT /api/v1/calendar/{id} with its Idempotency-Key and If-Match
 * (the version edited), sent in order when the connection returns. The answers are those of logOffline.
 */
export async function changeEventOffline(
  event: { id: number; version: string },
  patch: Record<string, unknown>,
  scope: "this" | "following" | "all",
  label: string,
): Promise<"online" | "queued" | "noKey"> {
  if (typeof navigator === "undefined" || navigator.onLine) return "online";
  const ok = await enqueue(eventChangeEntry(event, patch, scope, label));
  return ok ? "queued" : "noKey";
}
