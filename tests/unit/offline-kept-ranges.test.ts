import { describe, expect, it } from "vitest";
import { fromKept, KEPT_RANGES_MAX, keepRange, rangesToDrop, readKeptRange, type TKeptRange, type TRangeRows } from "@/components/offline/kept-ranges";
import { seal, unseal } from "@/components/offline/store";
import type { TEventJson } from "@/components/calendar/types";

// The calendar's ranges as last loaded are kept on the device encrypted with the session's key,
// at most a few of them (a new one pushes out the oldest, a range loaded again replaces its copy);
// what another session wrote cannot be read and goes; without a key nothing is kept or shown.

const ev = (id: number, date: string, title = `Event ${id}`) => ({ id, date, time: "09:00", title, client_name: id === 1 ? "Jordan Lee" : null }) as unknown as TEventJson;
const range = (start: string, end: string, events: TEventJson[], loadedAt = `${start}T08:00:00.000Z`, userId: number | null = null): TKeptRange => ({ userId, start, end, loadedAt, events });

async function sessionKey(): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", crypto.getRandomValues(new Uint8Array(32)), { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
}

/** The device's rows in memory, sealed and opened with a session's key as the IndexedDB store does. */
function memoryRows(key: CryptoKey, stored: Map<number, { iv: Uint8Array; data: ArrayBuffer }> = new Map()): TRangeRows & { stored: typeof stored } {
  let next = Math.max(0, ...stored.keys()) + 1;
  return {
    stored,
    read: async () => Promise.all([...stored.entries()].sort(([a], [b]) => a - b).map(async ([seq, row]) => ({ seq, value: await unseal<TKeptRange>(key, row) }))),
    add: async (r) => void stored.set(next++, await seal(key, r)),
    remove: async (seqs) => seqs.forEach((s) => stored.delete(s)),
  };
}

describe("rangesToDrop", () => {
  const kept = (seq: number, start: string, userId: number | null = null) => ({ seq, value: range(start, start, [], undefined, userId) });

  it("drops the oldest beyond the bound once the new range is added", () => {
    const rows = [1, 2, 3, 4, 5, 6].map((seq) => kept(seq, `2026-12-0${seq}`));
    expect(rangesToDrop(rows, { userId: null, start: "2026-12-20", end: "2026-12-20" })).toEqual([1]);
    expect(rangesToDrop(rows.slice(0, 3), { userId: null, start: "2026-12-20", end: "2026-12-20" })).toEqual([]);
    expect(rangesToDrop(rows, { userId: null, start: "2026-12-20", end: "2026-12-20" }, 3)).toEqual([1, 2, 3, 4]);
  });

  it("drops the earlier copy of the same range of the same calendar, and rows no key of this session opens", () => {
    const rows = [kept(1, "2026-12-01"), { seq: 2, value: null }, kept(3, "2026-12-01", 9), kept(4, "2026-12-02")];
    expect(rangesToDrop(rows, { userId: null, start: "2026-12-01", end: "2026-12-01" })).toEqual([1, 2]);
  });
});

describe("fromKept", () => {
  it("shows the days of the range from the newest copy holding each day, and when the copies were loaded", () => {
    const older = range("2026-12-07", "2026-12-13", [ev(1, "2026-12-08"), ev(2, "2026-12-09")], "2026-12-07T08:00:00.000Z");
    const newer = range("2026-12-09", "2026-12-09", [ev(3, "2026-12-09")], "2026-12-07T10:00:00.000Z");
    const shown = fromKept([older, newer], { userId: null, start: "2026-12-07", end: "2026-12-13" });
    // Event 2 was on the 9th in the older copy only: the newer copy of that day no longer has it.
    expect(shown?.events.map((e) => e.id)).toEqual([1, 3]);
    expect(shown?.loadedAt).toBe("2026-12-07T08:00:00.000Z");
    expect(fromKept([older, newer], { userId: null, start: "2026-12-09", end: "2026-12-09" })).toEqual({ events: [ev(3, "2026-12-09")], loadedAt: "2026-12-07T10:00:00.000Z" });
  });

  it("keeps to the calendar asked for and to the range's days; nothing kept for them is null", () => {
    const mine = range("2026-12-07", "2026-12-13", [ev(1, "2026-12-08"), ev(2, "2026-12-12")]);
    const managed = range("2026-12-07", "2026-12-13", [ev(5, "2026-12-08")], undefined, 9);
    expect(fromKept([mine, managed], { userId: null, start: "2026-12-08", end: "2026-12-08" })?.events.map((e) => e.id)).toEqual([1]);
    expect(fromKept([mine, managed], { userId: 9, start: "2026-12-07", end: "2026-12-13" })?.events.map((e) => e.id)).toEqual([5]);
    expect(fromKept([mine], { userId: null, start: "2026-12-14", end: "2026-12-20" })).toBeNull();
  });
});

describe("keepRange and readKeptRange", () => {
  it("keeps the events as the server sent them (names included), encrypted: nothing of them is readable in the stored rows", async () => {
    const rows = memoryRows(await sessionKey());
    expect(await keepRange(range("2026-12-07", "2026-12-13", [ev(1, "2026-12-08", "Check-in")]), async () => rows)).toBe(true);
    const [stored] = [...rows.stored.values()];
    expect(new TextDecoder().decode(stored.data)).not.toContain("Jordan Lee");
    expect(new TextDecoder().decode(stored.data)).not.toContain("Check-in");
    const shown = await readKeptRange({ userId: null, start: "2026-12-07", end: "2026-12-13" }, async () => rows);
    expect(shown?.events).toEqual([ev(1, "2026-12-08", "Check-in")]);
  });

  it("holds at most the bound: the oldest range goes, a range loaded again replaces its copy", async () => {
    const rows = memoryRows(await sessionKey());
    const weeks = Array.from({ length: KEPT_RANGES_MAX + 2 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}-01`);
    for (const w of weeks) await keepRange(range(w, w, [ev(1, w)]), async () => rows);
    const kept = async () => (await rows.read()).map((r) => r.value?.start);
    expect(await kept()).toEqual(weeks.slice(2));
    await keepRange(range(weeks[4], weeks[4], [], "2026-12-07T12:00:00.000Z"), async () => rows);
    expect(await kept()).toEqual([...weeks.slice(2, 4), ...weeks.slice(5), weeks[4]]);
    expect((await readKeptRange({ userId: null, start: weeks[4], end: weeks[4] }, async () => rows))?.events).toEqual([]);
  });

  it("ranges written under another session's key cannot be read, show nothing, and are cleared by the next range kept", async () => {
    const before = memoryRows(await sessionKey());
    await keepRange(range("2026-12-07", "2026-12-13", [ev(1, "2026-12-08")]), async () => before);
    const after = memoryRows(await sessionKey(), before.stored);
    expect(await readKeptRange({ userId: null, start: "2026-12-07", end: "2026-12-13" }, async () => after)).toBeNull();
    await keepRange(range("2026-12-14", "2026-12-20", []), async () => after);
    expect((await after.read()).map((r) => r.value?.start)).toEqual(["2026-12-14"]);
  });

  it("without the session's key (never online, logged out or the session ended) nothing is kept and nothing is shown", async () => {
    expect(await keepRange(range("2026-12-07", "2026-12-13", [ev(1, "2026-12-08")]), async () => null)).toBe(false);
    expect(await readKeptRange({ userId: null, start: "2026-12-07", end: "2026-12-13" }, async () => null)).toBeNull();
  });
});
