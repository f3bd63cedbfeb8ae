import { afterEach, describe, expect, it, vi } from "vitest";

// The calendar's new event while offline: queued on the device for POST /api/v1/calendar (sent later
// with its Idempotency-Key), with the managed user's id when another user's calendar is open; online
// it is left to the usual call.

const enqueue = vi.fn(async (_entry: unknown) => true);
vi.mock("@/components/offline/queue", () => ({ enqueue: (entry: unknown) => enqueue(entry) }));

const { createEventOffline } = await import("@/components/offline/log-offline");

afterEach(() => {
  vi.unstubAllGlobals();
  enqueue.mockClear();
});

describe("createEventOffline", () => {
  it("online: nothing is queued, the caller sends the event as usual", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    expect(await createEventOffline({ title: "Group" }, null, "Group")).toBe("online");
    expect(enqueue).not.toHaveBeenCalled();
  });

  it("offline: the event is queued for POST /api/v1/calendar with the calendar's user", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const payload = { title: "Check-in", date: "2026-12-07", time: "09:00", duration: 30, category_id: 4 };
    expect(await createEventOffline(payload, 12, "Check-in")).toBe("queued");
    expect(enqueue).toHaveBeenCalledWith({ kind: "event", method: "POST", url: "/api/v1/calendar", body: { ...payload, user_id: 12 }, label: "Check-in" });
  });

  it("offline without a session key on the device: noKey, nothing kept", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    enqueue.mockResolvedValueOnce(false);
    expect(await createEventOffline({ title: "x" }, null, "x")).toBe("noKey");
  });
});
