import { describe, expect, it } from "vitest";
import { isWaitingToCreate, pendingCreateDates, pendingCreateOccurrences, pendingOccurrenceId, withPendingChanges } from "@/components/calendar/offline-display";
import type { TPendingCreate } from "@/components/offline/pending-changes";
import { expandRecurrence } from "@/lib/calendar/rules";

// A repeating event created offline shows each occurrence the server will create within the days
// shown (the server's own rule gives the dates), each waiting under an id of its own.

const lookups = { categoryColor: () => null, clientName: () => null };
const create = (seq: number, body: Record<string, unknown>): TPendingCreate => ({ seq, body });
const weekly = { freq: "weekly", interval: 1, weekdays: [2, 4], until: "2027-01-07" };

describe("pendingCreateDates", () => {
  it("gives the dates the server's rule gives: those of expandRecurrence, defaults filled as the server fills them", () => {
    expect(pendingCreateDates({ date: "2026-12-08", recurrence: weekly })).toEqual(expandRecurrence("2026-12-08", { freq: "weekly", interval: 1, weekdays: [2, 4], until: "2027-01-07" }));
    expect(pendingCreateDates({ date: "2026-12-08", recurrence: { freq: "daily", until: "2026-12-11" } })).toEqual(["2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11"]);
  });

  it("a weekly start on a day not chosen is not an occurrence itself", () => {
    expect(pendingCreateDates({ date: "2026-12-07", recurrence: { freq: "weekly", interval: 2, weekdays: [3], until: "2026-12-31" } })).toEqual(["2026-12-09", "2026-12-23"]);
  });

  it("no repeat, or a rule the server will refuse, is the date typed alone", () => {
    expect(pendingCreateDates({ date: "2026-12-08" })).toEqual(["2026-12-08"]);
    expect(pendingCreateDates({ date: "2026-12-08", recurrence: { freq: "weekly", weekdays: [2], until: "2026-12-01" } })).toEqual(["2026-12-08"]);
    expect(pendingCreateDates({ date: "2026-12-08", recurrence: { freq: "monthly", until: "2027-01-01" } })).toEqual(["2026-12-08"]);
  });
});

describe("pendingCreateOccurrences", () => {
  it("draws each occurrence within the days shown, each under its own negative id, the first under the queue place's", () => {
    const week = pendingCreateOccurrences(create(3, { title: "Group", date: "2026-12-08", time: "10:00", recurrence: weekly }), lookups, { start: "2026-12-14", end: "2026-12-20" });
    expect(week.map((e) => [e.date, e.time, e.title])).toEqual([
      ["2026-12-15", "10:00", "Group"],
      ["2026-12-17", "10:00", "Group"],
    ]);
    expect(week.map((e) => e.id)).toEqual([pendingOccurrenceId(3, 2), pendingOccurrenceId(3, 3)]);
    expect(week.every(isWaitingToCreate)).toBe(true);
    const all = pendingCreateOccurrences(create(3, { title: "Group", date: "2026-12-08", recurrence: weekly }), lookups);
    expect(all).toHaveLength(10);
    expect(all[0].id).toBe(-3);
    expect(new Set(all.map((e) => e.id)).size).toBe(10);
  });

  it("occurrence ids of different waiting events never meet", () => {
    const ids = [1, 2, 3].flatMap((seq) => Array.from({ length: 400 }, (_, i) => pendingOccurrenceId(seq, i)));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("withPendingChanges with a repeating event created offline", () => {
  it("adds each occurrence within the range loaded, marked waiting", () => {
    const shown = withPendingChanges([], [], new Set(), lookups, [create(5, { title: "Daily check", date: "2026-12-10", recurrence: { freq: "daily", until: "2026-12-20" } })], {
      start: "2026-12-07",
      end: "2026-12-13",
    });
    expect(shown.map((s) => [s.event.date, s.mark])).toEqual([
      ["2026-12-10", "waiting"],
      ["2026-12-11", "waiting"],
      ["2026-12-12", "waiting"],
      ["2026-12-13", "waiting"],
    ]);
  });
});
