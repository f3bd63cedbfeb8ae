import { describe, expect, it } from "vitest";
import { withPendingChanges } from "@/components/calendar/offline-display";
import { mergeServerNews } from "@/components/calendar/use-offline-grid";
import { eventChangeOf, type TPendingChange } from "@/components/offline/pending-changes";
import type { TEventJson } from "@/components/calendar/types";

// A change made offline shows on the grid at once, marked as waiting to be sent, as the server will
// apply it; once sent the server's answer replaces it, marked "sent"; a conflict keeps it marked.

function ev(id: number, over: Partial<TEventJson> = {}): TEventJson {
  return {
    id,
    title: `Event ${id}`,
    date: "2026-12-08",
    time: "09:00",
    duration: 60,
    category_id: 3,
    category_color: "#2563eb",
    group_key: null,
    client_id: null,
    client_name: null,
    lesson_id: null,
    students: 0,
    male: 0,
    female: 0,
    grade_id: null,
    location: "",
    notes: "",
    status: "planned",
    series_id: null,
    source: "event",
    recurrence: null,
    tier: null,
    domain: null,
    referral_direction: null,
    referral_company_id: null,
    referral_source: "",
    referral_reason: "",
    referral_status: null,
    referral_follow_up_date: null,
    version: "2026-12-01T10:00:00.000Z",
    ...over,
  };
}

const lookups = { categoryColor: (id: number) => (id === 5 ? "#16a34a" : null), clientName: (id: number) => (id === 7 ? "Jordan Lee" : null) };
const change = (seq: number, eventId: number, patch: Record<string, unknown>, scope: TPendingChange["scope"] = "this", conflict = false): TPendingChange => ({ seq, eventId, scope, patch, conflict });
const none = new Set<number>();

describe("withPendingChanges", () => {
  it("an event marked done offline shows done at once, marked as waiting to send; the others keep their identity", () => {
    const a = ev(1);
    const b = ev(2);
    const [shownA, shownB] = withPendingChanges([a, b], [change(1, 1, { status: "done" })], none, lookups);
    expect(shownA.event.status).toBe("done");
    expect(shownA.mark).toBe("waiting");
    expect(shownB).toEqual({ event: b, mark: null });
    expect(shownB.event).toBe(b);
    expect(a.status).toBe("planned");
  });

  it("a move and a later edit of the same event are both applied, in the order they were made", () => {
    const [shown] = withPendingChanges([ev(1)], [change(1, 1, { date: "2026-12-10", time: "14:30" }), change(2, 1, { title: "Moved check-in", category_id: 5 })], none, lookups);
    expect(shown.event).toMatchObject({ date: "2026-12-10", time: "14:30", title: "Moved check-in", category_id: 5, category_color: "#16a34a" });
    expect(shown.mark).toBe("waiting");
  });

  it("a student chosen offline is named from the page's list of students", () => {
    const [shown] = withPendingChanges([ev(1)], [change(1, 1, { client_id: 7 })], none, lookups);
    expect(shown.event.client_name).toBe("Jordan Lee");
  });

  it("'this' detaches one occurrence; 'following' moves this and the later occurrences by the same days, as the server does", () => {
    const series = [ev(1, { series_id: 9, date: "2026-12-07" }), ev(2, { series_id: 9, date: "2026-12-09" }), ev(3, { series_id: 9, date: "2026-12-14" })];
    const one = withPendingChanges(series, [change(1, 2, { title: "Only this" })], none, lookups);
    expect(one.map((s) => [s.event.title, s.event.series_id, s.mark])).toEqual([
      ["Event 1", 9, null],
      ["Only this", null, "waiting"],
      ["Event 3", 9, null],
    ]);
    const following = withPendingChanges(series, [change(1, 2, { date: "2026-12-10" }, "following")], none, lookups);
    expect(following.map((s) => [s.event.date, s.mark])).toEqual([
      ["2026-12-07", null],
      ["2026-12-10", "waiting"],
      ["2026-12-15", "waiting"],
    ]);
  });

  it("a change the server refused as changed meanwhile is marked as a conflict, even under a later change", () => {
    const [shown] = withPendingChanges([ev(1)], [change(1, 1, { title: "Mine" }, "this", true), change(2, 1, { notes: "later" })], none, lookups);
    expect(shown.event.title).toBe("Mine");
    expect(shown.mark).toBe("conflict");
  });

  it("an event whose change was sent is marked sent until it is changed again; a change of an event not loaded is ignored", () => {
    expect(withPendingChanges([ev(1)], [], new Set([1]), lookups)[0].mark).toBe("sent");
    expect(withPendingChanges([ev(1)], [change(1, 1, { status: "done" })], new Set([1]), lookups)[0].mark).toBe("waiting");
    expect(withPendingChanges([ev(1)], [change(1, 4, { status: "done" })], none, lookups)).toEqual([{ event: ev(1), mark: null }]);
  });
});

describe("mergeServerNews", () => {
  it("the server's answer replaces the loaded event; a deleted one leaves the grid; a new occurrence is added", () => {
    const loaded = [ev(1), ev(2)];
    const merged = mergeServerNews(loaded, { events: [ev(2, { status: "done", version: "v2" }) as unknown as Record<string, unknown>, ev(3) as unknown as Record<string, unknown>], goneId: 1 });
    expect(merged.map((e) => [e.id, e.status])).toEqual([
      [2, "done"],
      [3, "planned"],
    ]);
  });
});

describe("eventChangeOf", () => {
  it("reads the event and scope of a queued PUT; a new event or a contact is no change of an event", () => {
    expect(eventChangeOf({ method: "PUT", url: "/api/v1/calendar/41?scope=following" })).toEqual({ eventId: 41, scope: "following" });
    expect(eventChangeOf({ method: "PUT", url: "/api/v1/calendar/41" })).toEqual({ eventId: 41, scope: "this" });
    expect(eventChangeOf({ method: "POST", url: "/api/v1/calendar" })).toBeNull();
    expect(eventChangeOf({ method: "POST", url: "/api/v1/offline/contact" })).toBeNull();
  });
});
