import { afterEach, describe, expect, it, vi } from "vitest";

// An event's edit or its "done" while offline: queued on the device for PUT /api/v1/calendar/{id}
// with the version the counselor saw (If-Match), sent in order; the device's own earlier change of
// the same event moves the version a later entry is sent with.

const enqueue = vi.fn(async (_entry: unknown) => true);
vi.mock("@/components/offline/queue", async (original) => ({ ...(await original<typeof import("@/components/offline/queue")>()), enqueue: (entry: unknown) => enqueue(entry) }));
vi.mock("@/components/offline/store", () => ({}));

const { changeEventOffline, eventChangeEntry } = await import("@/components/offline/log-offline");
const { nextVersion, versionIn } = await import("@/components/offline/queue");

const EVENT = { id: 41, version: "2026-12-07T08:00:00.000Z" };

afterEach(() => {
  vi.unstubAllGlobals();
  enqueue.mockClear();
});

describe("eventChangeEntry", () => {
  it("an edit is a PUT of the patch to the event, in the scope chosen, with the version edited as If-Match", () => {
    expect(eventChangeEntry(EVENT, { title: "Moved", time: "10:00" }, "following", "Moved")).toEqual({
      kind: "event",
      method: "PUT",
      url: "/api/v1/calendar/41?scope=following",
      body: { title: "Moved", time: "10:00" },
      label: "Moved",
      ifMatch: "2026-12-07T08:00:00.000Z",
    });
  });

  it("a change that only marks the event done is a 'done' entry", () => {
    const entry = eventChangeEntry(EVENT, { status: "done" }, "this", "Check-in");
    expect(entry.kind).toBe("done");
    expect(entry.body).toEqual({ status: "done" });
    expect(entry.ifMatch).toBe(EVENT.version);
    expect(eventChangeEntry(EVENT, { status: "done", notes: "ok" }, "this", "Check-in").kind).toBe("event");
  });
});

describe("changeEventOffline", () => {
  it("online: nothing is queued", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    expect(await changeEventOffline(EVENT, { status: "done" }, "this", "Check-in")).toBe("online");
    expect(enqueue).not.toHaveBeenCalled();
  });

  it("offline: the entry is queued (the queue adds the Idempotency-Key); without a key on the device it says so", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    expect(await changeEventOffline(EVENT, { status: "done" }, "this", "Check-in")).toBe("queued");
    expect(enqueue).toHaveBeenCalledWith(eventChangeEntry(EVENT, { status: "done" }, "this", "Check-in"));
    enqueue.mockResolvedValueOnce(false);
    expect(await changeEventOffline(EVENT, { title: "x" }, "this", "x")).toBe("noKey");
  });
});

describe("the version a queued change is sent with", () => {
  it("is the entry's own, unless the device's earlier change of that event replaced exactly that version", () => {
    const moved = new Map([["/api/v1/calendar/41", { from: EVENT.version, to: "2026-12-07T09:30:00.000Z" }]]);
    expect(nextVersion(moved, { url: "/api/v1/calendar/41?scope=this", ifMatch: EVENT.version })).toBe("2026-12-07T09:30:00.000Z");
    // Edited at another version (read after a refresh): sent as it is, the server judges it.
    expect(nextVersion(moved, { url: "/api/v1/calendar/41?scope=this", ifMatch: "2026-12-01T00:00:00.000Z" })).toBe("2026-12-01T00:00:00.000Z");
    expect(nextVersion(moved, { url: "/api/v1/calendar/42?scope=this", ifMatch: EVENT.version })).toBe(EVENT.version);
  });

  it("is read from the server's answer for that event's id", () => {
    const answer = {
      status_code: 200,
      data: [
        { id: 40, version: "a" },
        { id: 41, version: "2026-12-07T09:30:00.000Z" },
      ],
    };
    expect(versionIn(answer, "/api/v1/calendar/41?scope=all")).toBe("2026-12-07T09:30:00.000Z");
    expect(versionIn(answer, "/api/v1/calendar/43?scope=this")).toBeNull();
    expect(versionIn(null, "/api/v1/calendar/41")).toBeNull();
  });
});
