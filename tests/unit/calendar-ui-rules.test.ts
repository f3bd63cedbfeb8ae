import { describe, expect, it } from "vitest";
import { USE_OF_TIME_CATEGORIES } from "@/db/seed/data/asca";
import { formatClockTime } from "@/lib/i18n/format";
import {
  clampDuration,
  contrastRatio,
  defaultRepeatUntil,
  eventSpan,
  fetchRange,
  minuteOptions,
  movedTimes,
  periodsAsBusinessHours,
  selectionToDraft,
  snapTime,
  studentsCount,
  textColorOn,
  to12h,
  to24h,
  visibleHours,
  wallClockNow,
  parseCount,
  viewKeyOf,
} from "@/components/calendar/ui-rules";

describe("the 12-hour time picker", () => {
  it("offers minutes in 5-minute steps by default: 00 to 55", () => {
    expect(minuteOptions()).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });

  it("keeps the minute step between 5 and 60", () => {
    expect(minuteOptions(15)).toEqual([0, 15, 30, 45]);
    expect(minuteOptions(60)).toEqual([0]);
    expect(minuteOptions(1)).toEqual(minuteOptions(5));
  });

  it("shows 00:xx as 12 AM and 12:xx as 12 PM", () => {
    expect(to12h("00:05")).toEqual({ hour: 12, minute: 5, meridiem: "AM" });
    expect(to12h("12:00")).toEqual({ hour: 12, minute: 0, meridiem: "PM" });
    expect(to12h("13:45")).toEqual({ hour: 1, minute: 45, meridiem: "PM" });
    expect(to12h("09:30:00")).toEqual({ hour: 9, minute: 30, meridiem: "AM" });
  });

  it("a time the picker cannot read falls back to the default event time 10:00", () => {
    expect(to12h("")).toEqual({ hour: 10, minute: 0, meridiem: "AM" });
    expect(to12h("25:00")).toEqual({ hour: 10, minute: 0, meridiem: "AM" });
  });

  it("converts the picker back to a 24-hour HH:mm", () => {
    expect(to24h({ hour: 12, minute: 0, meridiem: "AM" })).toBe("00:00");
    expect(to24h({ hour: 12, minute: 30, meridiem: "PM" })).toBe("12:30");
    expect(to24h({ hour: 2, minute: 5, meridiem: "PM" })).toBe("14:05");
    expect(to24h({ hour: 11, minute: 55, meridiem: "PM" })).toBe("23:55");
  });

  it("every 24-hour time in 5-minute steps survives 24h → 12h → 24h", () => {
    for (let m = 0; m < 1440; m += 5) {
      const hm = `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
      expect(to24h(to12h(hm))).toBe(hm);
    }
  });

  it("an event's time reads 10:00 AM / 2:05 PM in English and 14:05 in Italian and German", () => {
    expect(formatClockTime("10:00", "en")).toBe("10:00 AM");
    expect(formatClockTime("14:05", "en")).toBe("2:05 PM");
    expect(formatClockTime("00:00", "en")).toBe("12:00 AM");
    expect(formatClockTime("14:05", "it")).toBe("14:05");
    expect(formatClockTime("14:05", "de")).toBe("14:05");
  });

  it("snaps a time the picker cannot show to the nearest 5 minutes, within the day", () => {
    expect(snapTime("10:02")).toBe("10:00");
    expect(snapTime("10:03")).toBe("10:05");
    expect(snapTime("23:58")).toBe("23:55");
    expect(snapTime("nonsense")).toBe("10:00");
  });
});

describe("a drag on the grid (selection → quick add)", () => {
  it("a drag on the week view proposes its start and its length as the duration", () => {
    expect(selectionToDraft({ start: "2026-03-02T14:00:00Z", end: "2026-03-02T15:30:00Z", allDay: false })).toEqual({ date: "2026-03-02", time: "14:00", duration: 90 });
  });

  it("a drag on the month view (whole days) proposes the first day at 10:00 for 30 minutes", () => {
    expect(selectionToDraft({ start: "2026-03-02", end: "2026-03-05", allDay: true })).toEqual({ date: "2026-03-02", time: "10:00", duration: 30 });
  });

  it("a drag past midnight keeps its full length", () => {
    expect(selectionToDraft({ start: "2026-03-02T23:00:00Z", end: "2026-03-03T01:00:00Z", allDay: false })).toEqual({ date: "2026-03-02", time: "23:00", duration: 120 });
  });

  it("a duration stays between 5 minutes and 24 hours, in 5-minute steps", () => {
    expect(clampDuration(0)).toBe(5);
    expect(clampDuration(3000)).toBe(1440);
    expect(clampDuration(47)).toBe(45);
    expect(clampDuration(Number.NaN)).toBe(30);
  });
});

describe("a drop or resize on the grid", () => {
  it("a drop on the time grid gives the new date, time and length", () => {
    expect(movedTimes({ start: "2026-03-04T11:00:00Z", end: "2026-03-04T11:45:00Z", allDay: false }, { time: "09:00", duration: 45 })).toEqual({ date: "2026-03-04", time: "11:00", duration: 45 });
  });

  it("a resize changes the length only", () => {
    expect(movedTimes({ start: "2026-03-04T09:00:00Z", end: "2026-03-04T10:30:00Z", allDay: false }, { time: "09:00", duration: 45 })).toEqual({ date: "2026-03-04", time: "09:00", duration: 90 });
  });

  it("a drop on the month grid moves the day and keeps the time and length", () => {
    expect(movedTimes({ start: "2026-03-06", end: null, allDay: true }, { time: "09:00", duration: 45 })).toEqual({ date: "2026-03-06", time: "09:00", duration: 45 });
  });

  it("an event's span on the grid ends after its duration, the next day past midnight", () => {
    expect(eventSpan({ date: "2026-03-02", time: "09:00", duration: 50 })).toEqual({ start: "2026-03-02T09:00:00", end: "2026-03-02T09:50:00" });
    expect(eventSpan({ date: "2026-03-02", time: "23:30", duration: 60 })).toEqual({ start: "2026-03-02T23:30:00", end: "2026-03-03T00:30:00" });
  });
});

describe("the range of events a view loads", () => {
  it("FullCalendar's exclusive end becomes the API's inclusive last day", () => {
    expect(fetchRange("2026-03-02T00:00:00Z", "2026-03-09T00:00:00Z")).toEqual({ start: "2026-03-02", end: "2026-03-08" });
    expect(fetchRange("2026-02-23", "2026-04-06")).toEqual({ start: "2026-02-23", end: "2026-04-05" });
  });
});

describe("the hours of the day view (periods, default 08:00-16:00)", () => {
  it("shows at least 06:00-20:00 and opens scrolled to the first period", () => {
    expect(visibleHours([{ start: "08:00", end: "16:00" }])).toEqual({ slotMinTime: "06:00:00", slotMaxTime: "20:00:00", scrollTime: "08:00:00" });
    expect(
      visibleHours([
        { start: "08:15", end: "11:45" },
        { start: "12:30", end: "15:00" },
      ]).scrollTime,
    ).toBe("08:15:00");
  });

  it("widens to the periods when they run earlier or later", () => {
    expect(visibleHours([{ start: "05:30", end: "21:10" }])).toMatchObject({ slotMinTime: "05:00:00", slotMaxTime: "22:00:00" });
  });

  it("widens to the whole day when an event starts before or ends after the visible hours", () => {
    expect(visibleHours([{ start: "08:00", end: "16:00" }], [{ time: "05:00", duration: 30 }])).toMatchObject({ slotMinTime: "00:00:00", slotMaxTime: "20:00:00" });
    expect(visibleHours([{ start: "08:00", end: "16:00" }], [{ time: "19:30", duration: 60 }])).toMatchObject({ slotMinTime: "06:00:00", slotMaxTime: "24:00:00" });
  });

  it("periods shade the school days Monday to Friday", () => {
    expect(periodsAsBusinessHours([{ start: "08:00:00", end: "16:00:00" }])).toEqual([{ daysOfWeek: [1, 2, 3, 4, 5], startTime: "08:00", endTime: "16:00" }]);
  });
});

describe("event colours and counts", () => {
  it("text on a category colour is white on dark colours and dark on light ones", () => {
    expect(textColorOn("#1d4ed8")).toBe("#ffffff");
    expect(textColorOn("#fde68a")).toBe("#0f172a");
    expect(textColorOn(null)).toBe("#ffffff");
  });

  it("event text keeps the 4.5:1 contrast of WCAG AA on every seeded category colour (axe color-contrast on the calendar)", () => {
    // Mid-tones such as #0284c7 and #e53e3e reach 4.5:1 neither with white nor dark slate: black.
    expect(textColorOn("#0284c7")).toBe("#000000");
    expect(textColorOn("#e53e3e")).toBe("#000000");
    const seeded = USE_OF_TIME_CATEGORIES.map((c) => c.color).filter((c): c is string => typeof c === "string");
    expect(seeded.length).toBeGreaterThan(10);
    for (const hex of seeded) expect(contrastRatio(hex, textColorOn(hex)), hex).toBeGreaterThanOrEqual(4.5);
  });

  it("the number of students is male + female when both are given", () => {
    expect(studentsCount(3, 4, 5)).toBe(9);
    expect(studentsCount(3, 4, null)).toBe(3);
    expect(studentsCount(null, null, null)).toBeNull();
    expect(parseCount(" 12 ")).toBe(12);
    expect(parseCount("")).toBeNull();
    expect(parseCount("-1")).toBeNull();
  });
});

describe("clock and views", () => {
  it("now is the calendar owner's wall clock, not the browser's", () => {
    const now = new Date("2026-03-02T15:04:00Z");
    expect(wallClockNow("America/New_York", now)).toBe("2026-03-02T10:04:00");
    expect(wallClockNow("Europe/Rome", now)).toBe("2026-03-02T16:04:00");
  });

  it("a new repeat ends four weeks after the event", () => {
    expect(defaultRepeatUntil("2026-03-02")).toBe("2026-03-30");
  });

  it("maps FullCalendar's view names to the page's", () => {
    expect(viewKeyOf("dayGridMonth")).toBe("month");
    expect(viewKeyOf("listWeek")).toBe("list");
    expect(viewKeyOf("unknown")).toBe("week");
  });
});
