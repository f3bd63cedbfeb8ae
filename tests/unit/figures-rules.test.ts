import { describe, expect, it } from "vitest";
import { asOfIn, isRecorded, plannedPart, recordedPart } from "@/lib/analysis/rules";
import { contactCutoff, daysFromTo } from "@/lib/reports/services-rules";
import { lessonChange } from "@/lib/reports/principal/rules";

// The pure rules behind the figures: what counts as recorded time at a clock, the principal's lesson
// change, and the day a student contact report looks back from.

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe("recorded and planned time", () => {
  // Sunday 6 December 2026, 15:00 UTC = 10:00 in New York, 07:00 in Los Angeles.
  const now = new Date("2026-12-06T15:00:00Z");

  it("the boundary is the counselor's local date and time, from the clock passed in", () => {
    expect(asOfIn("America/New_York", now)).toEqual({ date: "2026-12-06", time: "10:00" });
    expect(asOfIn("America/Los_Angeles", now)).toEqual({ date: "2026-12-06", time: "07:00" });
    expect(asOfIn("Pacific/Auckland", now)).toEqual({ date: "2026-12-07", time: "04:00" });
  });

  it("an event is recorded once it started, or when it is today's and marked done; a later date is planned whatever its status", () => {
    const asOf = { date: "2026-12-06", time: "10:00" };
    expect(isRecorded({ date: "2026-12-03", time: "09:00:00", status: "planned" }, asOf)).toBe(true);
    expect(isRecorded({ date: "2026-12-06", time: "09:00:00", status: "planned" }, asOf)).toBe(true);
    expect(isRecorded({ date: "2026-12-06", time: "10:00", status: "planned" }, asOf)).toBe(true);
    expect(isRecorded({ date: "2026-12-06", time: "14:00:00", status: "planned" }, asOf)).toBe(false);
    expect(isRecorded({ date: "2026-12-06", time: "16:00:00", status: "done" }, asOf)).toBe(true);
    expect(isRecorded({ date: "2026-12-18", time: "09:00:00", status: "done" }, asOf)).toBe(false);
    expect(isRecorded({ date: "2026-12-01", time: "09:00:00", status: "cancelled" }, asOf)).toBe(false);
  });

  it("'This month' on 6 December holds recorded time from the 1st to the 6th and planned time from the 6th to the 31st", () => {
    const asOf = { date: "2026-12-06", time: "10:00" };
    const month = { from: "2026-12-01", to: "2026-12-31" };
    expect(recordedPart(month, asOf)).toEqual({ from: "2026-12-01", to: "2026-12-06" });
    expect(plannedPart(month, asOf)).toEqual({ from: "2026-12-06", to: "2026-12-31" });
    expect(recordedPart({ from: "2027-01-01", to: "2027-01-31" }, asOf)).toBeNull();
    expect(plannedPart({ from: "2026-11-01", to: "2026-11-30" }, asOf)).toBeNull();
    expect(recordedPart({ from: "2026-11-01", to: "2026-11-30" }, asOf)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
  });
});

describe("the principal's lesson change is the one change percent, rounded once to a whole number", () => {
  it("pre 2, 1, 2, 3 and post 4, 3, 4 is +83 (not +85 from the rounded 2.0 and 3.7); a fall keeps its sign; nothing answered is 0", () => {
    expect(lessonChange(mean([2, 1, 2, 3]), mean([4, 3, 4]))).toBe(83);
    expect(lessonChange(2.0, 3.7)).toBe(85);
    expect(lessonChange(3, 2)).toBe(-33);
    expect(lessonChange(0, 3)).toBe(0);
  });
});

describe("student contact", () => {
  it("looks back from today while the period runs, from its last day once it is over", () => {
    expect(contactCutoff("2026-12-31", "2026-12-06")).toBe("2026-12-06");
    expect(contactCutoff("2026-11-30", "2026-12-06")).toBe("2026-11-30");
    expect(daysFromTo("2026-12-01", contactCutoff("2026-12-31", "2026-12-06"))).toBe(5);
  });
});
