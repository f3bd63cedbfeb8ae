import { describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { AppError } from "@/lib/http/errors";
import { buildFeedIcs, eventInstant, type TFeedEvent } from "@/lib/calendar/feed";
import { parseIcs } from "@/lib/calendar/ics-parse";

// Reading .ics files for import (lib/calendar/ics-parse.ts) and writing the subscription feed
// (lib/calendar/feed.ts): calendar feeds, and "an .ics file that is malformed is
// rejected with the line at fault and imports nothing".

const NOW = new Date("2026-11-22T15:00:00Z");
const NY = { timezone: "America/New_York", now: NOW };

const cal = (...body: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...body, "END:VCALENDAR"].join("\r\n");
const vevent = (...props: string[]) => ["BEGIN:VEVENT", ...props, "END:VEVENT"];

/** The 422 a malformed file answers: its code and message. */
async function rejection(text: string): Promise<{ code: string; message: string; status: number }> {
  try {
    await parseIcs(text, NY);
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, message: e.message, status: e.status };
    throw e;
  }
  throw new Error("the file was accepted");
}

describe("reading VEVENTs into events at the user's local date and time", () => {
  it("a time with an IANA TZID is converted to the user's zone (10:00 Berlin is 04:00 New York)", async () => {
    const r = await parseIcs(cal(...vevent("UID:a1", "SUMMARY:Team meeting", "DTSTART;TZID=Europe/Berlin:20261210T100000", "DTEND;TZID=Europe/Berlin:20261210T110000")), NY);
    expect(r.events).toEqual([{ uid: "a1", title: "Team meeting", date: "2026-12-10", time: "04:00", duration: 60, location: "", notes: "" }]);
    expect(r.errors).toEqual([]);
  });

  it("a UTC time (Z) is converted, and may move to the previous local day", async () => {
    const r = await parseIcs(cal(...vevent("UID:u", "SUMMARY:Late call", "DTSTART:20261211T030000Z", "DTEND:20261211T033000Z")), NY);
    expect(r.events[0]).toMatchObject({ date: "2026-12-10", time: "22:00", duration: 30 });
  });

  it("a floating time (no zone) is read in the user's zone as written", async () => {
    const r = await parseIcs(cal(...vevent("UID:f", "SUMMARY:Lunch duty", "DTSTART:20261210T120000", "DTEND:20261210T123000")), NY);
    expect(r.events[0]).toMatchObject({ date: "2026-12-10", time: "12:00", duration: 30 });
  });

  it("DURATION stands in for DTEND; SUMMARY, LOCATION and DESCRIPTION are kept (unescaped)", async () => {
    const r = await parseIcs(cal(...vevent("UID:d", "SUMMARY:Parent night\\, gym", "DTSTART:20261210T180000", "DURATION:PT1H30M", "LOCATION:Gym", "DESCRIPTION:Bring\\nflyers")), NY);
    expect(r.events[0]).toMatchObject({ title: "Parent night, gym", duration: 90, location: "Gym", notes: "Bring\nflyers" });
  });

  it("a TZID defined only by the file's VTIMEZONE (Outlook's Windows names) uses that VTIMEZONE", async () => {
    const vtz = [
      "BEGIN:VTIMEZONE",
      "TZID:W. Europe Standard Time",
      "BEGIN:STANDARD",
      "DTSTART:16010101T030000",
      "TZOFFSETFROM:+0200",
      "TZOFFSETTO:+0100",
      "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:16010101T020000",
      "TZOFFSETFROM:+0100",
      "TZOFFSETTO:+0200",
      "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
    ];
    const r = await parseIcs(
      cal(...vtz, ...vevent("UID:w", "SUMMARY:Staff meeting", "DTSTART;TZID=W. Europe Standard Time:20261210T100000", "DTEND;TZID=W. Europe Standard Time:20261210T104500")),
      NY,
    );
    expect(r.events[0]).toMatchObject({ date: "2026-12-10", time: "04:00", duration: 45 });
  });

  it("line folding (RFC 5545 3.1) is undone", async () => {
    const r = await parseIcs(cal("BEGIN:VEVENT", "UID:fold", "SUMMARY:A very long", "  title", "DTSTART:20261210T090000", "DTEND:20261210T100000", "END:VEVENT"), NY);
    expect(r.events[0].title).toBe("A very long title");
  });
});

describe("events that are not imported are listed with their reason and line", () => {
  it("an all-day event is skipped with all_day, at its DTSTART line", async () => {
    const text = cal(...vevent("UID:ad", "SUMMARY:Holiday", "DTSTART;VALUE=DATE:20261225", "DTEND;VALUE=DATE:20261226"));
    const r = await parseIcs(text, NY);
    expect(r.events).toEqual([]);
    expect(r.errors).toEqual([expect.objectContaining({ uid: "ad", title: "Holiday", code: "all_day", line: 7 })]);
  });

  it.each([
    ["neither DTEND nor DURATION", ["UID:x", "SUMMARY:Point", "DTSTART:20261210T090000"], "no_end"],
    ["no SUMMARY", ["UID:x", "DTSTART:20261210T090000", "DURATION:PT30M"], "no_title"],
    ["under 5 minutes", ["UID:x", "SUMMARY:Blip", "DTSTART:20261210T090000", "DURATION:PT4M"], "too_short"],
    ["over 24 hours", ["UID:x", "SUMMARY:Retreat", "DTSTART:20261210T090000", "DURATION:PT25H"], "too_long"],
    ["STATUS:CANCELLED", ["UID:x", "SUMMARY:Off", "DTSTART:20261210T090000", "DURATION:PT30M", "STATUS:CANCELLED"], "cancelled"],
  ])("an event with %s is skipped (%s)", async (_what, props, code) => {
    const r = await parseIcs(cal(...vevent(...props)), NY);
    expect(r.events).toEqual([]);
    expect(r.errors.map((e) => e.code)).toEqual([code]);
  });
});

describe("RRULE expansion (up to one year)", () => {
  it("a weekly rule with COUNT gives one event per occurrence, each with its own uid", async () => {
    const r = await parseIcs(cal(...vevent("UID:wk", "SUMMARY:Check-in group", "DTSTART;TZID=America/New_York:20261201T090000", "DURATION:PT45M", "RRULE:FREQ=WEEKLY;COUNT=3")), NY);
    expect(r.events.map((e) => [e.date, e.time, e.duration])).toEqual([
      ["2026-12-01", "09:00", 45],
      ["2026-12-08", "09:00", 45],
      ["2026-12-15", "09:00", 45],
    ]);
    expect(new Set(r.events.map((e) => e.uid)).size).toBe(3);
    expect(r.events[0].uid).toMatch(/^wk\//);
  });

  it("keeps its wall-clock time across a daylight-saving change (March, New York)", async () => {
    const r = await parseIcs(cal(...vevent("UID:dst", "SUMMARY:Group", "DTSTART;TZID=America/New_York:20270305T090000", "DURATION:PT30M", "RRULE:FREQ=WEEKLY;COUNT=2")), NY);
    expect(r.events.map((e) => `${e.date} ${e.time}`)).toEqual(["2027-03-05 09:00", "2027-03-12 09:00"]);
  });

  it("an EXDATE removes an occurrence and a RECURRENCE-ID moves one", async () => {
    const r = await parseIcs(
      cal(
        ...vevent("UID:ex", "SUMMARY:Lesson", "DTSTART:20261207T100000", "DURATION:PT50M", "RRULE:FREQ=DAILY;COUNT=4", "EXDATE:20261208T100000"),
        ...vevent("UID:ex", "RECURRENCE-ID:20261209T100000", "SUMMARY:Lesson (moved)", "DTSTART:20261209T140000", "DURATION:PT50M"),
      ),
      NY,
    );
    expect(r.events.map((e) => `${e.date} ${e.time} ${e.title}`)).toEqual(["2026-12-07 10:00 Lesson", "2026-12-09 14:00 Lesson", "2026-12-10 10:00 Lesson"]);
  });

  it("a rule without an end stops one year ahead of today and starts one year back", async () => {
    const r = await parseIcs(cal(...vevent("UID:open", "SUMMARY:Weekly duty", "DTSTART:20200106T080000", "DURATION:PT30M", "RRULE:FREQ=WEEKLY")), NY);
    const dates = r.events.map((e) => e.date);
    expect(dates[0] >= "2025-11-20").toBe(true);
    expect(dates[dates.length - 1] <= "2027-11-23").toBe(true);
    expect(dates.length).toBeGreaterThanOrEqual(104);
    expect(dates.length).toBeLessThanOrEqual(106);
  });

  it("a rule repeating every hour is refused with the file (422 ics_sub_daily, at its RRULE line)", async () => {
    const r = await rejection(cal(...vevent("UID:hourly", "SUMMARY:Ping", "DTSTART:20261201T080000", "DURATION:PT10M", "RRULE:FREQ=HOURLY")));
    expect(r).toMatchObject({ code: "ics_sub_daily", status: 422, message: expect.stringMatching(/^Line 9: the event repeats every hour \(FREQ=HOURLY\)/) });
  });
});

describe("a malformed file is rejected with the line at fault (422 ics_malformed)", () => {
  const ok = ["UID:m", "SUMMARY:Fine", "DTSTART:20261210T090000", "DURATION:PT30M"];
  it.each([
    ["a line without a colon", 6, cal(...vevent("UID:m", "SUMMARY Fine", "DTSTART:20261210T090000", "DURATION:PT30M"))],
    ["a BEGIN never closed (the calendar ends inside it)", 9, cal("BEGIN:VEVENT", ...ok)],
    ["an END closing another component", 9, cal("BEGIN:VEVENT", ...ok, "END:VTODO")],
    ["an invalid DTSTART value", 7, cal(...vevent("UID:m", "SUMMARY:Fine", "DTSTART:2026-12-10", "DURATION:PT30M"))],
    ["a VEVENT without DTSTART", 4, cal(...vevent("UID:m", "SUMMARY:Fine", "DURATION:PT30M"))],
    ["bad parameters", 7, cal(...vevent("UID:m", "SUMMARY:Fine", "DTSTART;TZID:20261210T090000", "DURATION:PT30M"))],
  ])("%s → line %i", async (_what, line, text) => {
    const r = await rejection(text);
    expect(r).toMatchObject({ code: "ics_malformed", status: 422 });
    expect(r.message).toMatch(new RegExp(`^Line ${line}: `));
  });

  it("a file that is not an iCalendar file is rejected at line 1", async () => {
    expect(await rejection("hello,world\n1,2")).toMatchObject({ code: "ics_malformed", message: expect.stringMatching(/^Line 1: /) });
    expect(await rejection("")).toMatchObject({ code: "ics_malformed" });
  });

  it("the whole file is rejected even when only its last event is malformed", async () => {
    const r = await rejection(cal(...vevent(...ok), ...vevent("UID:bad", "SUMMARY:Bad", "DTSTART:notadate", "DURATION:PT30M")));
    expect(r.message).toMatch(/^Line 13: DTSTART/);
  });
});

describe("the subscription feed (.ics of the user's events)", () => {
  const rows: TFeedEvent[] = [
    {
      id: 7,
      title: "Counseling: Jordan Lee",
      date: "2026-12-10",
      time: "10:00:00",
      durationMinutes: 30,
      location: "Room 12",
      notes: "Follow up on grades",
      status: "planned",
      categoryName: "Counseling",
    },
    { id: 8, title: "Lunch duty", date: "2026-07-01", time: "12:00:00", durationMinutes: 90, location: "", notes: "", status: "cancelled", categoryName: null },
  ];
  const opts = { timezone: "America/New_York", hideConfidential: false, now: NOW, calName: "SCUTA" };
  const read = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));

  it("writes each event at its UTC instant with its duration, title, notes, location and status", async () => {
    const ics = buildFeedIcs(rows, opts);
    expect(ics).toContain("DTSTART:20261210T150000Z"); // 10:00 EST
    expect(ics).toContain("DTSTART:20260701T160000Z"); // 12:00 EDT
    const [a, b] = read(ics);
    expect(a.summary).toBe("Counseling: Jordan Lee");
    expect(a.description).toBe("Follow up on grades");
    expect(a.location).toBe("Room 12");
    expect(a.duration.toSeconds()).toBe(1800);
    expect(a.uid).toBe("scuta-event-7@scuta.app");
    expect(b.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(b.duration.toSeconds()).toBe(5400);
  });

  it("with the confidentiality eye closed (hideConfidential) an event shows only its category: no name, notes or location", async () => {
    const ics = buildFeedIcs(rows, { ...opts, hideConfidential: true });
    expect(ics).not.toMatch(/Jordan|Follow up|Room 12|Lunch duty/);
    const [a, b] = read(ics);
    expect(a.summary).toBe("Counseling");
    expect(b.summary).toBe("SCUTA");
  });

  it("an empty calendar is still a valid VCALENDAR", async () => {
    const ics = buildFeedIcs([], opts);
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(read(ics)).toEqual([]);
  });

  it("a local time names the instant of that zone (date-fns-tz)", async () => {
    expect(eventInstant("2026-12-10", "10:00", "America/Chicago").toISOString()).toBe("2026-12-10T16:00:00.000Z");
  });

  it("the feed parses back through the importer to the same local events", async () => {
    const back = await parseIcs(buildFeedIcs(rows.slice(0, 1), opts), NY);
    expect(back.events).toEqual([
      { uid: "scuta-event-7@scuta.app", title: "Counseling: Jordan Lee", date: "2026-12-10", time: "10:00", duration: 30, location: "Room 12", notes: "Follow up on grades" },
    ]);
  });
});
