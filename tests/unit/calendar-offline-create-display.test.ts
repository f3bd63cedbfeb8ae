import { describe, expect, it } from "vitest";
import { isWaitingToCreate, pendingCreateEvent, pendingCreateId, withPendingChanges } from "@/components/calendar/offline-display";
import { eventInput, mergeServerNews } from "@/components/calendar/use-offline-grid";
import { eventChangeOf, isEventCreate, type TPendingCreate } from "@/components/offline/pending-changes";
import type { TEventJson } from "@/components/calendar/types";

// An event created offline shows on the grid at once, marked as waiting to send, under an id no
// server event has; it cannot be moved or edited until sent; once the server has it, the server's
// event takes its place (shown once, marked sent).

const lookups = { categoryColor: (id: number) => (id === 5 ? "#16a34a" : null), clientName: (id: number) => (id === 7 ? "Jordan Lee" : null) };
const none = new Set<number>();
const create = (seq: number, body: Record<string, unknown>): TPendingCreate => ({ seq, body });

function serverEvent(id: number, over: Partial<TEventJson> = {}): TEventJson {
  return {
    ...pendingCreateEvent(create(1, { title: `Event ${id}`, date: "2026-12-08", time: "09:00", duration: 60 }), lookups),
    id,
    version: "2026-12-01T10:00:00.000Z",
    ...over,
  };
}

describe("pendingCreateEvent", () => {
  it("shows what was typed, the category's colour and the student's name, under the negative of its queue place", () => {
    const e = pendingCreateEvent(create(3, { title: "Check-in", date: "2026-12-09", time: "14:30:00", duration: 30, category_id: 5, client_id: 7, location: "Room 4", user_id: 12 }), lookups);
    expect(e).toMatchObject({
      id: -3,
      title: "Check-in",
      date: "2026-12-09",
      time: "14:30",
      duration: 30,
      category_id: 5,
      category_color: "#16a34a",
      client_id: 7,
      client_name: "Jordan Lee",
      location: "Room 4",
      status: "planned",
      series_id: null,
    });
    expect(isWaitingToCreate(e)).toBe(true);
    expect(pendingCreateId(3)).toBe(-3);
  });

  it("a field left out takes the server's default; an unknown category has no colour; a repeating one is the event on the date typed, with its rule and its queue place as series (its other occurrences come from pendingCreateOccurrences)", () => {
    const e = pendingCreateEvent(create(1, { title: "Group", date: "2026-12-10", category_id: 99, recurrence: { freq: "weekly", interval: 1, weekdays: [4], until: "2027-01-07" } }), lookups);
    expect(e).toMatchObject({ time: "09:00", duration: 60, category_id: 99, category_color: null, client_id: null, client_name: null, series_id: -1 });
    expect(e.recurrence).toEqual({ freq: "weekly", interval: 1, weekdays: [4], until: "2027-01-07" });
  });
});

describe("withPendingChanges with events created offline", () => {
  it("adds each waiting new event after the loaded ones, marked waiting; the loaded events keep their identity", () => {
    const a = serverEvent(1);
    const shown = withPendingChanges([a], [], none, lookups, [create(4, { title: "New one", date: "2026-12-08", time: "10:00" }), create(6, { title: "Another", date: "2026-12-09" })]);
    expect(shown.map((s) => [s.event.id, s.event.title, s.mark])).toEqual([
      [1, "Event 1", null],
      [-4, "New one", "waiting"],
      [-6, "Another", "waiting"],
    ]);
    expect(shown[0].event).toBe(a);
  });

  it("a queued change never touches a waiting new event (changes name server ids, which are positive)", () => {
    const shown = withPendingChanges([], [{ seq: 2, eventId: 4, scope: "this", patch: { title: "Edited" }, conflict: false }], none, lookups, [create(4, { title: "New one", date: "2026-12-08" })]);
    expect(shown).toHaveLength(1);
    expect(shown[0].event.title).toBe("New one");
  });

  it("once sent the server's event replaces it: the pending layer is empty and the server's event shows once, marked sent", () => {
    const before = withPendingChanges([], [], none, lookups, [create(4, { title: "New one", date: "2026-12-08" })]);
    expect(before.map((s) => s.mark)).toEqual(["waiting"]);
    const loaded = mergeServerNews([], { events: [serverEvent(88, { title: "New one" }) as unknown as Record<string, unknown>], goneId: null });
    const after = withPendingChanges(loaded, [], new Set([88]), lookups, []);
    expect(after.map((s) => [s.event.id, s.event.title, s.mark])).toEqual([[88, "New one", "sent"]]);
  });
});

describe("eventInput", () => {
  it("a waiting new event cannot be dragged or resized; a server event keeps the calendar's setting", () => {
    const waiting = eventInput(pendingCreateEvent(create(2, { title: "New", date: "2026-12-08", time: "09:00", duration: 30 }), lookups), "waiting");
    expect(waiting.editable).toBe(false);
    expect(waiting.id).toBe("-2");
    expect(waiting.classNames).toContain("event-offline-waiting");
    expect(eventInput(serverEvent(5), "waiting").editable).toBeUndefined();
  });
});

describe("isEventCreate", () => {
  it("is a POST to /api/v1/calendar only", () => {
    expect(isEventCreate({ method: "POST", url: "/api/v1/calendar" })).toBe(true);
    expect(isEventCreate({ method: "POST", url: "/api/v1/offline/contact" })).toBe(false);
    expect(isEventCreate({ method: "PUT", url: "/api/v1/calendar/4?scope=this" })).toBe(false);
    expect(eventChangeOf({ method: "POST", url: "/api/v1/calendar" })).toBeNull();
  });
});
