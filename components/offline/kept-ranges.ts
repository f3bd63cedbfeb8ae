import type { TEventJson } from "@/components/calendar/types";
import { refreshKey } from "./queue";
import { addRange, deleteRanges, loadKey, readRanges } from "./store";

/**
 * The calendar's events of one range of days as the server last sent them to this device (student
 * names as the server showed them), for the calendar opened without a connection. Kept encrypted
 * with the session's key beside the queue, so log out and the end of the session remove them too.
 */
export type TKeptRange = { userId: number | null; start: string; end: string; loadedAt: string; events: TEventJson[] };
export type TRangeRequest = Pick<TKeptRange, "userId" | "start" | "end">;

/** At most this many ranges are kept (a few weeks or a month): a new one pushes out the oldest. */
export const KEPT_RANGES_MAX = 6;

/** The kept ranges as one device holds them: read in the order kept (null: another session's, unreadable), added, removed. */
export type TRangeRows = {
  read(): Promise<{ seq: number; value: TKeptRange | null }[]>;
  add(range: TKeptRange): Promise<void>;
  remove(seqs: readonly number[]): Promise<void>;
};

const sameRange = (a: TRangeRequest, b: TRangeRequest) => a.userId === b.userId && a.start === b.start && a.end === b.end;

/**
 * The rows to remove before a range is kept: those no key of this session opens, the earlier copy of
 * the same range (calendar and days), and the oldest beyond the bound once the new one is added.
 */
export function rangesToDrop(rows: readonly { seq: number; value: TKeptRange | null }[], incoming: TRangeRequest, max = KEPT_RANGES_MAX): number[] {
  const drop = rows.filter((r) => !r.value || sameRange(r.value, incoming)).map((r) => r.seq);
  const left = rows.filter((r) => !drop.includes(r.seq)).sort((a, b) => a.seq - b.seq);
  const over = left.length + 1 - max;
  return over > 0 ? [...drop, ...left.slice(0, over).map((r) => r.seq)] : drop;
}

/**
 * What the device shows of a range it cannot load: for each of its days, the events of the most
 * recently kept range of that calendar holding that day (an older copy never brings back an event
 * a newer one no longer has); and when they were loaded (the oldest of the copies used). Null when
 * no kept range overlaps it. `kept` is in the order kept.
 */
export function fromKept(kept: readonly TKeptRange[], request: TRangeRequest): { events: TEventJson[]; loadedAt: string } | null {
  const newestFirst = kept.filter((k) => k.userId === request.userId && k.start <= request.end && k.end >= request.start).reverse();
  if (newestFirst.length === 0) return null;
  const events = new Map<number, TEventJson>();
  const used: TKeptRange[] = [];
  newestFirst.forEach((k, i) => {
    const newer = newestFirst.slice(0, i);
    const own = k.events.filter((e) => e.date >= request.start && e.date <= request.end && !newer.some((n) => n.start <= e.date && e.date <= n.end));
    if (i === 0 || own.length > 0) used.push(k);
    for (const e of own) if (!events.has(e.id)) events.set(e.id, e);
  });
  const loadedAt = used.map((k) => k.loadedAt).reduce((a, b) => (b < a ? b : a));
  return { events: [...events.values()].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`) || a.id - b.id), loadedAt };
}

/** This device's kept ranges under a key; null without one. */
function rowsUnder(key: CryptoKey | null): TRangeRows | null {
  if (!key) return null;
  return { read: () => readRanges<TKeptRange>(key), add: (range) => addRange(key, range), remove: (seqs) => deleteRanges(seqs) };
}

/** This device's kept ranges under the session's key; null when the device holds no key (never online, or wiped). */
async function deviceRows(): Promise<TRangeRows | null> {
  return rowsUnder(await loadKey());
}

/**
 * The kept ranges to write a range just loaded from the server into: the device is online, so a
 * session whose key has not come yet (the first range after sign-in) asks the server for it first.
 */
async function sealingRows(): Promise<TRangeRows | null> {
  return rowsUnder((await loadKey()) ?? (await refreshKey()));
}

// One write at a time: two ranges loaded in quick succession must not both count the same old rows.
let writing: Promise<unknown> = Promise.resolve();

/** Keeps a range as loaded (replacing its earlier copy, dropping the oldest beyond the bound). False when there is no key to seal it with. */
export function keepRange(range: TKeptRange, rows: () => Promise<TRangeRows | null> = sealingRows): Promise<boolean> {
  const next = writing.then(async () => {
    const store = await rows();
    if (!store) return false;
    await store.remove(rangesToDrop(await store.read(), range));
    await store.add(range);
    return true;
  });
  writing = next.catch(() => undefined);
  return next;
}

/** The range as last loaded on this device (see fromKept); null without a key or a kept copy. */
export async function readKeptRange(request: TRangeRequest, rows: () => Promise<TRangeRows | null> = deviceRows): Promise<{ events: TEventJson[]; loadedAt: string } | null> {
  const store = await rows();
  if (!store) return null;
  const kept = (await store.read()).flatMap((r) => (r.value ? [r.value] : []));
  return fromKept(kept, request);
}
