import { describe, expect, it } from "vitest";
import {
  TIME_SLOTS,
  addDays,
  checkAppointmentDate,
  feedbackText,
  isFundingLookupZip,
  isIsoDate,
  isQrField,
  isTimeZone,
  isWeekday,
  kindForRoute,
  mondayIndex,
  mondayOf,
  qrFileName,
  qrPath,
  qrTargetPath,
  schoolWeeks,
  surveyText,
  timeZoneLabel,
  zip5,
  zonedInstant,
} from "@/lib/pages/rules";

describe("appointments are on weekdays only, and weeks start on Monday", () => {
  it.each([
    ["2026-11-23", 0, true], // Monday
    ["2026-11-27", 4, true], // Friday
    ["2026-11-28", 5, false], // Saturday
    ["2026-11-29", 6, false], // Sunday
    ["2027-03-01", 0, true],
  ])("%s: index %i from Monday, weekday %s", (date, index, weekday) => {
    expect(mondayIndex(date)).toBe(index);
    expect(isWeekday(date)).toBe(weekday);
  });

  it.each([
    ["2026-11-23", "2026-11-23"],
    ["2026-11-26", "2026-11-23"],
    ["2026-11-29", "2026-11-23"], // Sunday belongs to the week that started on Monday
    ["2027-01-01", "2026-12-28"],
  ])("the week of %s starts on Monday %s", (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it("the wizard offers whole school weeks, Monday to Friday, with days before today disabled", () => {
    const weeks = schoolWeeks("2026-11-25", 2); // a Wednesday
    expect(weeks.map((w) => w.monday)).toEqual(["2026-11-23", "2026-11-30"]);
    expect(weeks[0].days.map((d) => d.date)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"]);
    expect(weeks[0].days.map((d) => d.disabled)).toEqual([true, true, false, false, false]);
    expect(weeks.flatMap((w) => w.days).every((d) => isWeekday(d.date))).toBe(true);
  });

  it.each(["2026-11-28", "2026-11-29"])("on a weekend (%s) the offered weeks start with next Monday", (today) => {
    const [first] = schoolWeeks(today, 1);
    expect(first.monday).toBe("2026-11-30");
    expect(first.days.every((d) => !d.disabled)).toBe(true);
  });

  it("days more than 60 days ahead are not offered", () => {
    const days = schoolWeeks("2026-11-23", 10).flatMap((w) => w.days);
    expect(days.find((d) => d.date === "2027-01-22")?.disabled).toBe(false); // 60 days
    expect(days.find((d) => d.date === "2027-01-25")?.disabled).toBe(true);
  });

  it.each([
    ["2026-11-25", "ok"],
    ["2026-11-24", "past"],
    ["2026-11-28", "weekend"],
    ["2026-11-29", "weekend"],
    ["2027-01-22", "ok"],
    ["2027-01-25", "too_far"],
    ["2026-02-30", "invalid"],
    ["not-a-date", "invalid"],
  ])("a request for %s, today being 2026-11-25, is %s", (date, expected) => {
    expect(checkAppointmentDate(date, "2026-11-25")).toBe(expected);
  });

  it("time slots are half hours of the school day, 07:00 to 16:30", () => {
    expect(TIME_SLOTS[0]).toBe("07:00");
    expect(TIME_SLOTS.at(-1)).toBe("16:30");
    expect(TIME_SLOTS).toHaveLength(20);
    expect(TIME_SLOTS).toContain("12:30");
  });

  it.each([
    ["dropin", "dropin"],
    ["appointment", "appointment"],
    ["x_test", "appointment"],
    ["AppointmentTap", "appointment"],
  ])("'The route sets the appointment or drop-in flag': /%s asks for %s", (segment, kind) => {
    expect(kindForRoute(segment)).toBe(kind);
  });
});

describe("dates and time zones", () => {
  it.each([
    ["2026-02-28", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["26-01-01", false],
  ])("isIsoDate(%s) is %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it.each([
    ["America/Chicago", true],
    ["Europe/Rome", true],
    ["UTC", true],
    ["Mars/Olympus", false],
    ["", false],
  ])("isTimeZone(%j) is %s", (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected);
  });

  it("a preferred time is kept as the instant of the visitor's wall clock", () => {
    expect(zonedInstant("2026-12-02", "15:00", "America/New_York").toISOString()).toBe("2026-12-02T20:00:00.000Z");
    expect(zonedInstant("2026-07-01", "09:30", "America/Los_Angeles").toISOString()).toBe("2026-07-01T16:30:00.000Z");
  });

  it("a time zone is shown as people say it, with its IANA name", () => {
    expect(timeZoneLabel("America/Los_Angeles", "en", new Date("2026-12-01T12:00:00Z"))).toBe("Pacific Time (America/Los Angeles)");
    expect(timeZoneLabel("Not/AZone", "en", new Date())).toBe("Not/AZone");
  });
});

describe("funding zip lookup", () => {
  it.each([
    ["", false],
    ["    ", false],
    ["9811", false],
    [" 9811 ", false],
    ["98118", true],
    ["98118-1234", true],
  ])("'Funding zip lookup fires only when the zip is non-empty and longer than 4 characters': %j → %s", (zip, fires) => {
    expect(isFundingLookupZip(zip)).toBe(fires);
  });

  it.each([
    ["98118", "98118"],
    [" 98118 ", "98118"],
    ["98118-1234", "98118"],
    ["981181234", "98118"],
    ["9811", null],
    ["9811a", null],
    ["98118-12", null],
  ])("zip5(%j) is %j", (zip, expected) => {
    expect(zip5(zip)).toBe(expected);
  });
});

describe("QR codes", () => {
  it.each([
    ["appointment", true],
    ["dropin", true],
    ["website", true],
    ["calendar", false],
    ["", false],
    ["Appointment", false],
  ])("the QR field %j is valid: %s", (field, expected) => {
    expect(isQrField(field)).toBe(expected);
  });

  it.each([
    ["appointment", "counselor", "/appointment/counselor"],
    ["website", "counselor", "/appointment/counselor"],
    ["dropin", "counselor", "/dropin/counselor"],
    ["appointment", "a b/c", "/appointment/a%20b%2Fc"],
  ] as const)("a %s code for %j opens %s", (field, username, path) => {
    expect(qrTargetPath(field, username)).toBe(path);
  });

  it("the PNG file name holds only safe characters", () => {
    expect(qrFileName("dropin", 'x"; rm -rf')).toBe("scuta-qr-dropin-x___rm_-rf.png");
  });

  it("the SVG path draws each run of dark modules as one rectangle, offset by the quiet zone", () => {
    const dark = new Set(["0,0", "0,1", "1,1"]);
    const path = qrPath({ size: 2, isDark: (r, c) => dark.has(`${r},${c}`) }, 2);
    expect(path).toBe("M2 2h2v1h-2zM3 3h1v1h-1z");
    expect(qrPath({ size: 3, isDark: () => false })).toBe("");
  });
});

describe("messages kept in contact_messages", () => {
  it("feedback starts with 'Feedback'", () => {
    expect(feedbackText("idea", "Weekly summary email please")).toBe("Feedback (idea): Weekly summary email please");
  });

  it.each([
    ["D", "Demo survey: "],
    ["T", "Training survey: "],
  ] as const)("a type %s survey starts with %j", (type, prefix) => {
    const text = surveyText(type, { satisfaction: 5, usefulness: 4, nextStep: "trial", comments: "" });
    expect(text.startsWith(prefix)).toBe(true);
    expect(text).toContain("satisfaction 5/5; usefulness 4/5; next step trial");
    expect(text).not.toContain("\n");
    expect(surveyText(type, { satisfaction: 1, usefulness: 1, nextStep: "notNow", comments: "Too fast" })).toMatch(/\nToo fast$/);
  });
});
