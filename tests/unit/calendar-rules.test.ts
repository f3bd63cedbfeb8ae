import { describe, expect, it } from "vitest";
import {
  addOneYear,
  durationFromEnd,
  endOf,
  expandRecurrence,
  formatHm,
  isoWeekday,
  MAX_OCCURRENCES,
  normalizeRecurrence,
  parseHm,
  recurrenceIssue,
  sameRecurrence,
  selectOccurrences,
  shiftRecurrence,
} from "@/lib/calendar/rules";
import { ZCalendarRange, ZEventInput, ZEventPatch } from "@/lib/calendar/schemas";

// 2026-09-07 is a Monday.
const MON = "2026-09-07";

describe("HH:mm (24-hour) times", () => {
  it("reads HH:mm and the database's HH:mm:ss as minutes since midnight", () => {
    expect(parseHm("00:00")).toBe(0);
    expect(parseHm("10:05")).toBe(605);
    expect(parseHm("23:59:00")).toBe(1439);
  });
  it.each(["24:00", "7:30", "10:60", "10h30", "", "10:00 PM"])("rejects %j", (v) => expect(parseHm(v)).toBeNull());
  it("formats minutes back, modulo a day", () => {
    expect(formatHm(605)).toBe("10:05");
    expect(formatHm(1440 + 30)).toBe("00:30");
  });
});

describe("the end of an event", () => {
  it("an end time on the same day gives the duration", () => {
    expect(durationFromEnd(MON, "10:00", "11:15")).toBe(75);
  });
  it("an end that does not come after the start is refused (null)", () => {
    expect(durationFromEnd(MON, "10:00", "10:00")).toBeNull();
    expect(durationFromEnd(MON, "10:00", "09:55")).toBeNull();
    expect(durationFromEnd(MON, "10:00", "2026-09-06T23:00")).toBeNull();
  });
  it("an event may run past midnight: an end on the next day", () => {
    expect(durationFromEnd(MON, "23:00", "2026-09-08T01:30")).toBe(150);
    expect(endOf(MON, "23:00", 150)).toEqual({ date: "2026-09-08", time: "01:30" });
    expect(endOf(MON, "00:00", 1440)).toEqual({ date: "2026-09-08", time: "00:00" });
  });
});

describe("recurrence expansion", () => {
  it("daily, every day through until (inclusive)", () => {
    expect(expandRecurrence(MON, { freq: "daily", interval: 1, weekdays: [], until: "2026-09-10" })).toEqual(["2026-09-07", "2026-09-08", "2026-09-09", "2026-09-10"]);
  });
  it("daily with an interval: every `interval` days from the start", () => {
    expect(expandRecurrence(MON, { freq: "daily", interval: 3, weekdays: [], until: "2026-09-20" })).toEqual(["2026-09-07", "2026-09-10", "2026-09-13", "2026-09-16", "2026-09-19"]);
  });
  it("weekly on Monday, Wednesday and Friday", () => {
    const dates = expandRecurrence(MON, { freq: "weekly", interval: 1, weekdays: [1, 3, 5], until: "2026-09-20" });
    expect(dates).toEqual(["2026-09-07", "2026-09-09", "2026-09-11", "2026-09-14", "2026-09-16", "2026-09-18"]);
    expect(dates.map(isoWeekday)).toEqual([1, 3, 5, 1, 3, 5]);
  });
  it("weekly every second week counts weeks from the start's week", () => {
    // Starting on a Wednesday: this week's Wed/Fri, then the week after next.
    expect(expandRecurrence("2026-09-09", { freq: "weekly", interval: 2, weekdays: [1, 3, 5], until: "2026-09-27" })).toEqual(["2026-09-09", "2026-09-11", "2026-09-21", "2026-09-23", "2026-09-25"]);
  });
  it("a weekly start that is not one of the chosen days is not an occurrence", () => {
    expect(expandRecurrence("2026-09-08", { freq: "weekly", interval: 1, weekdays: [1], until: "2026-09-21" })).toEqual(["2026-09-14", "2026-09-21"]);
  });
  it("weekly without chosen days repeats on the start's weekday", () => {
    expect(normalizeRecurrence("2026-09-09", { freq: "weekly", interval: 1, weekdays: [], until: "2026-09-30" }).weekdays).toEqual([3]);
    expect(normalizeRecurrence(MON, { freq: "weekly", interval: 1, weekdays: [5, 1, 5], until: "2026-09-30" }).weekdays).toEqual([1, 5]);
  });
  it("until is inclusive and a repeat ends at most one year after its first date", () => {
    expect(expandRecurrence(MON, { freq: "daily", interval: 1, weekdays: [], until: MON })).toEqual([MON]);
    expect(recurrenceIssue(MON, { freq: "daily", interval: 1, weekdays: [], until: "2027-09-07" })).toBeNull();
    expect(recurrenceIssue(MON, { freq: "daily", interval: 1, weekdays: [], until: "2027-09-08" })?.path).toBe("recurrence.until");
    expect(recurrenceIssue(MON, { freq: "daily", interval: 1, weekdays: [], until: "2026-09-06" })?.path).toBe("recurrence.until");
    expect(addOneYear("2028-02-29")).toBe("2029-02-28");
  });
  it(`a series never has more than ${MAX_OCCURRENCES} occurrences`, () => {
    const dates = expandRecurrence("2026-01-01", { freq: "daily", interval: 1, weekdays: [], until: "2028-01-01" });
    expect(dates).toHaveLength(400);
    expect(dates[399]).toBe("2027-02-04");
    expect(expandRecurrence(MON, { freq: "daily", interval: 1, weekdays: [], until: addOneYear(MON) })).toHaveLength(366);
  });
});

describe("moving a series keeps the weekday offset", () => {
  it("Monday/Wednesday/Friday moved by a day is Tuesday/Thursday/Saturday, Sunday wraps to Monday", () => {
    expect(shiftRecurrence({ freq: "weekly", interval: 1, weekdays: [1, 3, 5], until: "2026-10-01" }, 1)).toEqual({ freq: "weekly", interval: 1, weekdays: [2, 4, 6], until: "2026-10-02" });
    expect(shiftRecurrence({ freq: "weekly", interval: 1, weekdays: [7], until: "2026-10-01" }, 1).weekdays).toEqual([1]);
    expect(shiftRecurrence({ freq: "weekly", interval: 1, weekdays: [1], until: "2026-10-01" }, -1).weekdays).toEqual([7]);
  });
  it("a rule is the same whatever the order of its days", () => {
    expect(sameRecurrence({ freq: "weekly", interval: 1, weekdays: [5, 1], until: "2026-10-01" }, { freq: "weekly", interval: 1, weekdays: [1, 5], until: "2026-10-01" })).toBe(true);
    expect(sameRecurrence({ freq: "weekly", interval: 1, weekdays: [1], until: "2026-10-01" }, { freq: "weekly", interval: 2, weekdays: [1], until: "2026-10-01" })).toBe(false);
  });
});

describe("'this', 'following' and 'all'", () => {
  const series = [
    { id: 3, date: "2026-09-09", time: "10:00:00" },
    { id: 1, date: "2026-09-07", time: "10:00:00" },
    { id: 2, date: "2026-09-08", time: "10:00:00" },
    { id: 4, date: "2026-09-10", time: "10:00:00" },
  ];
  const target = series[2];
  it("'this' is the occurrence alone", () => expect(selectOccurrences(target, series, "this").map((o) => o.id)).toEqual([2]));
  it("'following' is it and the later ones", () => expect(selectOccurrences(target, series, "following").map((o) => o.id)).toEqual([2, 3, 4]));
  it("'all' is the whole series in date order", () => expect(selectOccurrences(target, series, "all").map((o) => o.id)).toEqual([1, 2, 3, 4]));
});

describe("event input", () => {
  const base = { title: "Group", date: MON, time: "10:00", duration: 45, category_id: 3 };
  it("is normalised: duration from the end, students from the counts, weekly days sorted", () => {
    const v = ZEventInput.parse({ ...base, duration: undefined, end: "11:30", male: 2, female: 3, recurrence: { freq: "weekly", weekdays: [5, 1], until: "2026-09-30" } });
    expect(v).toMatchObject({ duration: 90, students: 5, status: "planned", client_id: null, recurrence: { freq: "weekly", interval: 1, weekdays: [1, 5], until: "2026-09-30" } });
    expect("end" in v).toBe(false);
    expect(ZEventInput.parse(v)).toEqual(v);
  });
  it("an end before the start is refused with 'The end must come after the start.'", () => {
    const r = ZEventInput.safeParse({ ...base, duration: undefined, end: "09:00" });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ["end"], message: "The end must come after the start." })]);
  });
  it.each(["25:00", "10", "10:00 AM", ""])("a bad time %j is refused", (time) => {
    const r = ZEventInput.safeParse({ ...base, time });
    expect(r.error?.issues.map((i) => i.path.join("."))).toEqual(["time"]);
  });
  it("a duration runs from 5 minutes to 24 hours; past midnight is fine", () => {
    expect(ZEventInput.safeParse({ ...base, time: "23:00", duration: 1440 }).success).toBe(true);
    expect(ZEventInput.safeParse({ ...base, duration: 4 }).success).toBe(false);
    expect(ZEventInput.safeParse({ ...base, duration: 1441 }).success).toBe(false);
  });
  it("male and female counts may not exceed the students", () => {
    expect(ZEventInput.safeParse({ ...base, students: 2, male: 2, female: 1 }).error?.issues[0].path).toEqual(["students"]);
  });
  it("a repeat past a year or before the date is refused on recurrence.until", () => {
    const r = ZEventInput.safeParse({ ...base, recurrence: { freq: "daily", until: "2027-09-08" } });
    expect(r.error?.issues[0].path).toEqual(["recurrence", "until"]);
  });
  it("numbers from a form post are read", () => {
    expect(ZEventPatch.parse({ duration: "30", client_id: "", category_id: "4" })).toMatchObject({ duration: 30, client_id: null, category_id: 4 });
  });
  it("a calendar range is at most 400 days, end not before start", () => {
    expect(ZCalendarRange.safeParse({ start: "2026-09-01", end: "2026-09-30" }).success).toBe(true);
    expect(ZCalendarRange.safeParse({ start: "2026-09-30", end: "2026-09-01" }).success).toBe(false);
    expect(ZCalendarRange.safeParse({ start: "2026-01-01", end: "2027-12-31" }).success).toBe(false);
  });
});
