import { addEntry, countEntries, deleteEntry, loadKey, readEntries, saveKey, wipeDevice, type TEntry } from "./store";

export const QUEUE_CHANGED_EVENT = "scuta:offline-queue";

function changed() {
  window.dispatchEvent(new Event(QUEUE_CHANGED_EVENT));
}

/**
 * What became of one entry, for the screens that show it before it is sent (the calendar's grid):
 * "sent" with the server's answer (`data`), "conflict" with the event as it is now (`current`),
 * "discarded" when the counselor dropped it.
 */
export const QUEUE_OUTCOME_EVENT = "scuta:offline-outcome";
export type TOutcome = { seq: number; outcome: "sent" | "conflict" | "discarded"; url?: string; data?: unknown; current?: Record<string, unknown> | null };

function told(detail: TOutcome) {
  window.dispatchEvent(new CustomEvent<TOutcome>(QUEUE_OUTCOME_EVENT, { detail }));
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/**
 * Asks the server for this session's key and keeps it. A 401 means the session has ended: what the
 * device kept is wiped. Offline (no answer) the key already kept is used.
 */
export async function refreshKey(): Promise<CryptoKey | null> {
  let res: Response;
  try {
    res = await fetch("/api/v1/offline/key", { cache: "no-store", credentials: "same-origin" });
  } catch {
    return loadKey();
  }
  // An answer's body is always read or cancelled: one left unread keeps its request open in the browser.
  if (res.status === 401) {
    await res.body?.cancel().catch(() => undefined);
    await wipeDevice();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return loadKey();
  }
  const json = (await res.json()) as { data?: { key?: string } };
  return json.data?.key ? saveKey(fromBase64Url(json.data.key)) : loadKey();
}

/** Keeps an entry on the device, encrypted, to be sent when the connection returns. False when there is no key (never fetched online). */
export async function enqueue(entry: Omit<TEntry, "idempotencyKey" | "createdAt">): Promise<boolean> {
  const key = await loadKey();
  if (!key) return false;
  await addEntry(key, { ...entry, idempotencyKey: crypto.randomUUID(), createdAt: new Date().toISOString() });
  changed();
  return true;
}

export async function pendingCount(): Promise<number> {
  try {
    return await countEntries();
  } catch {
    return 0;
  }
}

/** A sent entry the server refused because the event changed meanwhile: the counselor's version and the server's. */
export type TConflict = { seq: number; entry: TEntry; current: Record<string, unknown> | null };
export type TFailure = { seq: number; entry: TEntry; message: string };
export type TFlushResult = { sent: number; conflicts: TConflict[]; failures: TFailure[]; stopped: boolean };

let flushing: Promise<TFlushResult> | null = null;

/**
 * Sends the queue in the order it was written, one entry at a time, each with its Idempotency-Key so
 * that a resend after a lost answer is not written twice. An entry leaves the device only once the
 * server has answered it. Without a connection it stops and waits for the next try. One flush at a time.
 */
export function flush(skip: ReadonlySet<number> = new Set()): Promise<TFlushResult> {
  flushing ??= doFlush(skip).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function doFlush(skip: ReadonlySet<number>): Promise<TFlushResult> {
  const result: TFlushResult = { sent: 0, conflicts: [], failures: [], stopped: false };
  const key = await loadKey();
  // The device's own earlier change moves an event's version: a later entry edited at the version
  // the earlier one replaced is sent at the version the server gave back (event URL → old → new).
  const moved = new Map<string, { from: string; to: string }>();
  for (const { seq, entry } of await readEntries(key)) {
    if (skip.has(seq)) continue;
    // Written under another session's key: it cannot be read, and that session is over.
    if (!entry) {
      await deleteEntry(seq);
      changed();
      continue;
    }
    let res: Response;
    try {
      const headers: Record<string, string> = { "content-type": "application/json", "idempotency-key": entry.idempotencyKey };
      const ifMatch = nextVersion(moved, entry);
      if (ifMatch) headers["if-match"] = ifMatch;
      res = await fetch(entry.url, { method: entry.method, headers, body: JSON.stringify(entry.body), credentials: "same-origin" });
    } catch {
      result.stopped = true;
      break;
    }
    if (res.ok) {
      let answer: unknown = null;
      if (entry.method === "PUT") {
        const sentAt = nextVersion(moved, entry);
        answer = await res.json().catch(() => null);
        const to = versionIn(answer, entry.url);
        if (sentAt && to) moved.set(eventPath(entry.url), { from: sentAt, to });
      } else if (entry.url === "/api/v1/calendar") {
        // A new event's answer is the events created: the calendar shows them in place of the one waiting.
        answer = await res.json().catch(() => null);
      } else {
        await res.body?.cancel().catch(() => undefined);
      }
      await deleteEntry(seq);
      result.sent += 1;
      told({ seq, outcome: "sent", url: entry.url, data: (answer as { data?: unknown } | null)?.data });
      changed();
      continue;
    }
    const json = (await res.json().catch(() => ({}))) as { error?: { code?: string; message?: string }[]; current?: Record<string, unknown> | null };
    const code = json.error?.[0]?.code;
    if (res.status === 401) {
      await wipeDevice();
      result.stopped = true;
      break;
    }
    if (res.status === 409 && code === "conflict") {
      result.conflicts.push({ seq, entry, current: json.current ?? null });
      told({ seq, outcome: "conflict", url: entry.url, current: json.current ?? null });
      continue;
    }
    // Busy or the server down: try again later, keeping the order.
    if (res.status === 409 || res.status === 429 || res.status >= 500) {
      result.stopped = true;
      break;
    }
    result.failures.push({ seq, entry, message: json.error?.[0]?.message ?? String(res.status) });
  }
  return result;
}

export async function discard(seq: number): Promise<void> {
  await deleteEntry(seq);
  told({ seq, outcome: "discarded" });
  changed();
}

function eventPath(url: string): string {
  return url.split("?")[0];
}

/** The If-Match an entry is sent with: its own, or the version the device's earlier change of that event led to. */
export function nextVersion(moved: ReadonlyMap<string, { from: string; to: string }>, entry: Pick<TEntry, "url" | "ifMatch">): string | undefined {
  const step = moved.get(eventPath(entry.url));
  return step && step.from === entry.ifMatch ? step.to : entry.ifMatch;
}

/** The version of the event an answer to PUT /api/v1/calendar/{id} carries for that id. */
export function versionIn(json: unknown, url: string): string | null {
  const id = Number(eventPath(url).split("/").pop());
  const data = (json as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return null;
  const event = data.find((e: { id?: unknown }) => e?.id === id) as { version?: unknown } | undefined;
  return typeof event?.version === "string" ? event.version : null;
}
