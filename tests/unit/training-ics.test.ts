import { describe, expect, it } from "vitest";
import { formatInTimeZone } from "date-fns-tz";
import { buildTrainingIcs, escapeText, foldLine } from "@/lib/training/ics";
import { parseIcs } from "../integration/training-ics-parse";

const base = {
  now: new Date("2026-11-23T14:00:00Z"),
  firstSessionDate: "2026-11-25",
  joinUrl: "https://scuta.example/trainings",
  summary: "SCUTA free live training",
  description: "Logging, use of time; lessons, goals\\reports. Join here:",
  location: "Online",
  reminder: "Starts in 15 minutes.",
};

/** The day a VTIMEZONE "FREQ=YEARLY;BYMONTH=m;BYDAY=nSU" rule falls on in `year` (the nth Sunday). */
function nthSunday(rule: string, year: number): number {
  const month = Number(/BYMONTH=(\d+)/.exec(rule)![1]);
  const n = Number(/BYDAY=(\d)SU/.exec(rule)![1]);
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return Date.UTC(year, month - 1, 1 + ((7 - first) % 7) + (n - 1) * 7);
}

describe("buildTrainingIcs: 'a weekly recurring Wednesday 15:00 America/New_York event'", () => {
  const text = buildTrainingIcs(base);
  const cal = parseIcs(text);

  it("lines are CRLF-terminated and at most 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });

  it("one VEVENT: DTSTART/DTEND with TZID, RRULE FREQ=WEEKLY;BYDAY=WE", () => {
    const e = cal.child("VEVENT");
    expect(e.prop("DTSTART")).toEqual({ params: { TZID: "America/New_York" }, value: "20261125T150000" });
    expect(e.prop("DTEND")?.value).toBe("20261125T160000");
    expect(e.prop("RRULE")?.value).toBe("FREQ=WEEKLY;BYDAY=WE");
    expect(e.prop("DTSTAMP")?.value).toBe("20261123T140000Z");
  });

  it("TEXT values are escaped and read back as written", () => {
    const e = cal.child("VEVENT");
    expect(e.prop("DESCRIPTION")?.value).toBe(`${base.description}\n${base.joinUrl}`);
    expect(e.prop("DESCRIPTION")?.raw).toContain("Logging\\, use of time\\; lessons\\, goals\\\\reports");
  });

  it.each([2026, 2027, 2030])("the VTIMEZONE's rules match New York's real changes in %i", (year) => {
    const tz = cal.child("VTIMEZONE");
    for (const [part, from, to] of [
      ["DAYLIGHT", -5, -4],
      ["STANDARD", -4, -5],
    ] as const) {
      const c = tz.child(part);
      expect(c.prop("TZOFFSETFROM")?.value).toBe(`-0${-from}00`);
      expect(c.prop("TZOFFSETTO")?.value).toBe(`-0${-to}00`);
      // 02:00 local on the rule's Sunday, in UTC: one minute before it the old offset holds, one after the new one.
      const change = nthSunday(c.prop("RRULE")!.value, year) + 2 * 3_600_000 - from * 3_600_000;
      const offsetAt = (ms: number) => formatInTimeZone(new Date(ms), "America/New_York", "xx");
      expect(offsetAt(change - 60_000)).toBe(`-0${-from}00`);
      expect(offsetAt(change + 60_000)).toBe(`-0${-to}00`);
    }
  });

  it("a long line with accents is folded between characters, never inside one", () => {
    const e = parseIcs(buildTrainingIcs({ ...base, summary: "Schulung für Schulberaterinnen und Schulberater – Zeitverwendung, Berichte und Ziele ".repeat(2) })).child("VEVENT");
    expect(e.prop("SUMMARY")?.value).toBe("Schulung für Schulberaterinnen und Schulberater – Zeitverwendung, Berichte und Ziele ".repeat(2));
  });
});

describe("escapeText and foldLine", () => {
  it.each([
    ["a,b;c\\d", "a\\,b\\;c\\\\d"],
    ["two\nlines", "two\\nlines"],
    ["crlf\r\nline", "crlf\\nline"],
  ])("%j → %j", (input, out) => {
    expect(escapeText(input)).toBe(out);
  });

  it("a 75-octet line is not folded; a 76-octet one is", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("multi-byte characters stay whole", () => {
    const folded = foldLine("é".repeat(60));
    expect(folded.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe("é".repeat(60));
  });
});
