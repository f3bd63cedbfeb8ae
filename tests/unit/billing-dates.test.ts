import { describe, expect, it } from "vitest";
import { addYears, daysBetween, endChoices, formatUsDate, isIsoDate, licenceYearOf, normalizeEnd, spanYears, startChoices, yearsBilled } from "@/lib/billing/dates";

describe("rule 2: 'A license year runs 1 August to 31 July'", () => {
  it.each([
    ["2026-08-01", 2026],
    ["2026-11-22", 2026],
    ["2027-07-31", 2026],
    ["2027-01-01", 2026],
    ["2027-08-01", 2027],
  ])("%s is in the license year starting 1 August %i", (date, year) => {
    expect(licenceYearOf(date)).toBe(year);
  });
});

describe("rule 2: 'Start choices: today, or 1 August of the current or next license year'", () => {
  it.each([
    // 1 August of the current licence year is in the past on 2026-11-22, and is still offered.
    ["2026-11-22", ["2026-11-22", "2026-08-01", "2027-08-01"]],
    ["2027-07-31", ["2027-07-31", "2026-08-01", "2027-08-01"]],
    ["2027-01-15", ["2027-01-15", "2026-08-01", "2027-08-01"]],
    // Today is 1 August: offered once.
    ["2026-08-01", ["2026-08-01", "2027-08-01"]],
  ])("on %s → %o", (today, expected) => {
    expect(startChoices(today)).toEqual(expected);
  });
});

describe("rule 2: 'end choices: 31 July of each of the next five license years, filtered to after the start'", () => {
  it.each([
    ["2026-11-22", "2026-11-22", ["2027-07-31", "2028-07-31", "2029-07-31", "2030-07-31", "2031-07-31"]],
    ["2026-08-01", "2026-11-22", ["2027-07-31", "2028-07-31", "2029-07-31", "2030-07-31", "2031-07-31"]],
    ["2027-08-01", "2026-11-22", ["2028-07-31", "2029-07-31", "2030-07-31", "2031-07-31"]],
    ["2026-08-01", "2026-08-01", ["2027-07-31", "2028-07-31", "2029-07-31", "2030-07-31", "2031-07-31"]],
    // On 31 July the licence year still ends today: a start of today cannot end today.
    ["2027-07-31", "2027-07-31", ["2028-07-31", "2029-07-31", "2030-07-31", "2031-07-31"]],
    ["2027-08-01", "2027-07-31", ["2028-07-31", "2029-07-31", "2030-07-31", "2031-07-31"]],
  ])("start %s, today %s → %o", (start, today, expected) => {
    expect(endChoices(start, today)).toEqual(expected);
  });
});

describe("rule 2: 'the first one chosen if the current end is no longer offered; if start equals end, the end moves one year later'", () => {
  const choices = ["2028-07-31", "2029-07-31", "2030-07-31"];
  it.each([
    ["an offered end stays", "2027-08-01", "2029-07-31", choices, "2029-07-31"],
    ["an end no longer offered becomes the first choice", "2027-08-01", "2027-07-31", choices, "2028-07-31"],
    ["start equals end: one year later", "2027-07-31", "2027-07-31", choices, "2028-07-31"],
    ["one year later but not offered: the first choice", "2027-07-31", "2027-07-31", ["2029-07-31"], "2029-07-31"],
    ["nothing offered: the end is kept", "2027-08-01", "2028-07-31", [], "2028-07-31"],
  ])("%s", (_name, start, end, offered, expected) => {
    expect(normalizeEnd(start, end, offered)).toBe(expected);
  });

  it("a year after 29 February is 28 February", () => {
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYears("2027-07-31", 1)).toBe("2028-07-31");
  });
});

describe("rule 3: 'Years billed Y = round(((days from start to end − 5) / 365) + 0.5), at least 1 … Span in years S = days / 365'", () => {
  it.each([
    // start, end, days, Y
    ["2026-08-01", "2027-07-31", 364, 1],
    ["2026-11-22", "2027-07-31", 251, 1],
    ["2027-01-15", "2027-07-31", 197, 1],
    ["2027-07-30", "2027-07-31", 1, 1],
    ["2026-08-01", "2027-08-01", 365, 1],
    ["2026-08-01", "2028-07-31", 730, 2],
    ["2026-11-22", "2028-07-31", 617, 2],
    ["2026-08-01", "2029-07-31", 1095, 3],
    ["2026-08-01", "2031-07-31", 1825, 5],
    // A partial first year is billed as a whole year: 1 year and 11 days is 2 years.
    ["2026-07-20", "2027-07-31", 376, 2],
    // … but up to 5 days over a year is still one.
    ["2026-07-27", "2027-07-31", 369, 1],
    // End before start: at least 1.
    ["2027-07-31", "2026-08-01", -364, 1],
  ])("%s → %s is %i days, Y = %i", (start, end, days, years) => {
    expect(daysBetween(start, end)).toBe(days);
    expect(yearsBilled(start, end)).toBe(years);
    expect(spanYears(start, end)).toBeCloseTo(days / 365, 12);
  });

  it("days are calendar days whatever the time zone of the machine (no DST shift)", () => {
    expect(daysBetween("2027-03-13", "2027-03-15")).toBe(2);
    expect(daysBetween("2026-10-31", "2026-11-02")).toBe(2);
  });

  it.each(["", "2027-7-31", "2027-02-30", "31/07/2027", "2027-13-01"])("a malformed date %o is NaN, never a guessed number", (bad) => {
    expect(isIsoDate(bad)).toBe(false);
    expect(daysBetween(bad, "2027-07-31")).toBeNaN();
    expect(yearsBilled("2026-08-01", bad)).toBeNaN();
  });
});

describe("formatUsDate: 'Date formats MM/DD/YY'", () => {
  it.each([
    ["2027-07-31", "07/31/27"],
    ["2026-08-01", "08/01/26"],
    ["2030-01-05", "01/05/30"],
    ["garbage", ""],
  ])("%s → %o", (iso, us) => {
    expect(formatUsDate(iso)).toBe(us);
  });
});
