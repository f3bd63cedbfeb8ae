import { describe, expect, it } from "vitest";
import { addDaysIso, daysUntilExpire, invoiceDaysPass, isLicenceExpired, safeTimeZone, schoolYearOf, todayIn } from "@/lib/users/rules";

// A fixed clock: 03:00 UTC on 22 November 2026 is still the evening of 21 November on the US
// coasts and already midday of the 22nd in Tokyo.
const NOW = new Date("2026-11-22T03:00:00Z");

describe("todayIn: the calendar date in the user's time zone", () => {
  it.each([
    ["UTC", "2026-11-22"],
    ["America/Los_Angeles", "2026-11-21"],
    ["America/New_York", "2026-11-21"],
    ["Asia/Tokyo", "2026-11-22"],
    ["Pacific/Honolulu", "2026-11-21"],
  ])("at 2026-11-22T03:00Z it is %s → %s", (zone, expected) => {
    expect(todayIn(zone, NOW)).toBe(expected);
  });
});

describe("daysUntilExpire counts calendar days in the user's time zone", () => {
  it.each([
    // Licence ends 2026-11-21.
    ["2026-11-21", "America/Los_Angeles", 0],
    ["2026-11-21", "America/New_York", 0],
    ["2026-11-21", "UTC", -1],
    ["2026-11-21", "Asia/Tokyo", -1],
    // Licence ends 2026-11-28: the "under 7" login threshold differs by zone at this instant.
    ["2026-11-28", "America/Los_Angeles", 7],
    ["2026-11-28", "Asia/Tokyo", 6],
    ["2027-07-31", "UTC", 251],
    ["2026-12-01", "Europe/Rome", 9],
  ])("license ending %s, zone %s → %i days", (expires, zone, expected) => {
    expect(daysUntilExpire(expires, zone, NOW)).toBe(expected);
  });

  it("whole days across a daylight-saving change (New York, March 2027)", () => {
    // 2027-03-14 is the spring-forward day in the US; a 23-hour day still counts as one day.
    expect(daysUntilExpire("2027-03-16", "America/New_York", new Date("2027-03-13T17:00:00Z"))).toBe(3);
    expect(daysUntilExpire("2026-11-02", "America/New_York", new Date("2026-10-31T16:00:00Z"))).toBe(2);
  });

  it("an unknown zone counts in America/New_York", () => {
    expect(daysUntilExpire("2026-11-21", "Not/AZone", NOW)).toBe(0);
    expect(daysUntilExpire("2026-11-21", "Not/AZone", new Date("2026-11-22T06:00:00Z"))).toBe(-1);
  });
});

describe("The license runs through its end date inclusive (isLicenceExpired)", () => {
  it.each([
    ["the end date itself is still valid", "2026-11-21", "America/Los_Angeles", false],
    ["the day after the end date is expired", "2026-11-21", "UTC", true],
    ["the day after the end date is expired (Tokyo)", "2026-11-21", "Asia/Tokyo", true],
    ["a future end date is valid", "2027-07-31", "UTC", false],
    ["the end date itself in UTC", "2026-11-22", "UTC", false],
    ["a long past end date", "2025-07-31", "America/Los_Angeles", true],
  ])("%s: ends %s in %s → expired %s", (_label, expires, zone, expected) => {
    expect(isLicenceExpired(expires, zone, NOW)).toBe(expected);
  });

  it("the last second of the end date in the user's zone is valid, the next second is not", () => {
    // 2026-11-21 23:59:59 in Los Angeles (UTC-8) is 2026-11-22T07:59:59Z.
    expect(isLicenceExpired("2026-11-21", "America/Los_Angeles", new Date("2026-11-22T07:59:59Z"))).toBe(false);
    expect(isLicenceExpired("2026-11-21", "America/Los_Angeles", new Date("2026-11-22T08:00:00Z"))).toBe(true);
  });
});

describe("invoiceDaysPass: whole days since the last unpaid invoice", () => {
  const day = 86_400_000;
  it.each([
    ["no invoice", null, 0],
    ["issued just now", NOW, 0],
    ["issued 23 hours ago", new Date(NOW.getTime() - 23 * 3_600_000), 0],
    ["issued exactly 60 days ago", new Date(NOW.getTime() - 60 * day), 60],
    ["issued 61 days minus one second ago", new Date(NOW.getTime() - 61 * day + 1000), 60],
    ["issued exactly 61 days ago", new Date(NOW.getTime() - 61 * day), 61],
    ["issued 400 days ago", new Date(NOW.getTime() - 400 * day), 400],
    ["dated in the future", new Date(NOW.getTime() + 5 * day), 0],
  ])("%s (%o) → %i", (_label, issued, expected) => {
    expect(invoiceDaysPass(issued as Date | null, NOW)).toBe(expected);
  });
});

describe("School year: 1 August to 31 July", () => {
  it.each([
    ["2026-08-01", "2026-08-01", "2027-07-31"],
    ["2026-07-31", "2025-08-01", "2026-07-31"],
    ["2027-01-15", "2026-08-01", "2027-07-31"],
    ["2026-12-31", "2026-08-01", "2027-07-31"],
    ["2027-01-01", "2026-08-01", "2027-07-31"],
    ["2028-02-29", "2027-08-01", "2028-07-31"],
  ])("%s is in the school year %s..%s", (date, start, end) => {
    expect(schoolYearOf(date)).toEqual({ start, end });
  });
});

describe("addDaysIso", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-01"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-01-01", -1, "2026-12-31"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-11-08", 0, "2026-11-08"],
    // Default licence 30 days.
    ["2026-07-15", 30, "2026-08-14"],
    ["2026-12-15", 30, "2027-01-14"],
    ["2026-03-07", 2, "2026-03-09"],
  ])("%s plus %i days → %s", (date, days, expected) => {
    expect(addDaysIso(date, days)).toBe(expected);
  });
});

describe("safeTimeZone: a valid IANA zone name, or America/New_York", () => {
  it.each<[string | null | undefined, string]>([
    ["Not/AZone", "America/New_York"],
    ["", "America/New_York"],
    [null, "America/New_York"],
    [undefined, "America/New_York"],
    ["America/Los_Angeles", "America/Los_Angeles"],
    ["Europe/Rome", "Europe/Rome"],
    ["UTC", "UTC"],
  ])("%j → %s", (zone, expected) => {
    expect(safeTimeZone(zone)).toBe(expected);
  });

  it("answers the same on a repeated (cached) lookup", () => {
    expect([safeTimeZone("Not/AZone"), safeTimeZone("Not/AZone")]).toEqual(["America/New_York", "America/New_York"]);
    expect([safeTimeZone("Asia/Tokyo"), safeTimeZone("Asia/Tokyo")]).toEqual(["Asia/Tokyo", "Asia/Tokyo"]);
  });
});
