import { describe, expect, it } from "vitest";
import { changeOf, formatHoursMinutes, isIsoDate, isoWeekday, meetsTarget, monthOf, percentOf, periodRange, previousRange, roundPercents, schoolYearFor, weekOf } from "@/lib/analysis/rules";
import { ZAnalysisQuery } from "@/lib/analysis/schemas";
import { MIN_PUBLISHED_COUNSELORS, meetsPublishFloor } from "@/lib/analysis/rules";
import { shapeUseOfTime } from "@/lib/analysis/use-of-time";

const NO_SY = { startOfSy: null, endOfSy: null };

describe("periods: weeks start on Monday", () => {
  it.each([
    ["2026-03-02", "2026-03-02", "2026-03-08"], // Monday
    ["2026-03-08", "2026-03-02", "2026-03-08"], // Sunday belongs to the week before it
    ["2026-03-05", "2026-03-02", "2026-03-08"],
    ["2026-01-01", "2025-12-29", "2026-01-04"], // across the new year
  ])("the week of %s runs %s to %s", (date, from, to) => {
    expect(weekOf(date)).toEqual({ from, to });
    expect(isoWeekday(from)).toBe(1);
  });

  it("last week is the seven days before", () => {
    expect(previousRange("week", weekOf("2026-03-05"))).toEqual({ from: "2026-02-23", to: "2026-03-01" });
  });
});

describe("periods: months", () => {
  it("a month runs from its first to its last day (leap years included)", () => {
    expect(monthOf("2028-02-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthOf("2026-02-10")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthOf("2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });
  it("last month of January is December of the year before", () => {
    expect(previousRange("month", monthOf("2026-01-15"))).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(previousRange("month", monthOf("2026-03-31"))).toEqual({ from: "2026-02-01", to: "2026-02-28" });
  });
});

describe("periods: the school year is 1 August - 31 July unless the user set their own", () => {
  it.each([
    ["2026-08-01", "2026-08-01", "2027-07-31"],
    ["2026-07-31", "2025-08-01", "2026-07-31"],
    ["2027-01-15", "2026-08-01", "2027-07-31"],
  ])("by default, %s is in the school year %s to %s", (date, from, to) => {
    expect(schoolYearFor(date, NO_SY)).toEqual({ from, to });
    expect(periodRange("schoolYear", date)).toEqual({ from, to });
  });

  it("a user's own bounds are used as stored when they contain the date", () => {
    const sy = { startOfSy: "2026-08-17", endOfSy: "2027-06-11" };
    expect(schoolYearFor("2026-11-22", sy)).toEqual({ from: "2026-08-17", to: "2027-06-11" });
  });

  it("bounds set for an earlier year carry their month and day to the year around the date", () => {
    const sy = { startOfSy: "2024-08-19", endOfSy: "2025-06-13" };
    expect(schoolYearFor("2026-11-22", sy)).toEqual({ from: "2026-08-19", to: "2027-06-13" });
    expect(schoolYearFor("2027-03-01", sy)).toEqual({ from: "2026-08-19", to: "2027-06-13" });
  });

  it("in the summer break the year just ended is shown", () => {
    const sy = { startOfSy: "2026-08-17", endOfSy: "2027-06-11" };
    expect(schoolYearFor("2027-07-01", sy)).toEqual({ from: "2026-08-17", to: "2027-06-11" });
  });

  it("a start without an end runs a full year", () => {
    expect(schoolYearFor("2026-11-22", { startOfSy: "2025-09-01", endOfSy: null })).toEqual({ from: "2026-09-01", to: "2027-08-31" });
  });

  it("last school year is the year before, with the user's days", () => {
    expect(previousRange("schoolYear", schoolYearFor("2026-11-22", NO_SY), NO_SY)).toEqual({ from: "2025-08-01", to: "2026-07-31" });
    const sy = { startOfSy: "2026-08-17", endOfSy: "2027-06-11" };
    expect(previousRange("schoolYear", schoolYearFor("2026-11-22", sy), sy)).toEqual({ from: "2025-08-17", to: "2026-06-11" });
  });

  it("a 29 February start becomes 28 February outside leap years", () => {
    expect(schoolYearFor("2027-03-10", { startOfSy: "2024-02-29", endOfSy: null })).toEqual({ from: "2027-02-28", to: "2028-02-28" });
  });
});

describe("percent rounding that sums to 100 (largest remainder)", () => {
  it.each([
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    [
      [150, 90, 240, 60],
      [28, 17, 44, 11],
    ],
    [
      [1, 0, 0],
      [100, 0, 0],
    ],
    [
      [2, 2, 2, 2, 2, 2, 2],
      [15, 15, 14, 14, 14, 14, 14],
    ],
    [
      [0, 0],
      [0, 0],
    ],
    [[], []],
  ])("%j → %j", (values, expected) => {
    const result = roundPercents(values);
    expect(result).toEqual(expected);
    if (values.some((v) => v > 0)) expect(result.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("negative values count as 0", () => {
    expect(roundPercents([-5, 10])).toEqual([0, 100]);
  });

  it("a share of nothing is 0, not NaN", () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(240, 540)).toBe(44);
  });
});

describe("change against the last period", () => {
  it("up, down and the same, in points", () => {
    expect(changeOf(82, 75)).toEqual({ delta: 7, direction: "up" });
    expect(changeOf(70, 75)).toEqual({ delta: -5, direction: "down" });
    expect(changeOf(75, 75)).toEqual({ delta: 0, direction: "same" });
    expect(changeOf(10.04, 10)).toEqual({ delta: 0, direction: "same" });
  });
  it("the target is met at or above it", () => {
    expect(meetsTarget(80)).toBe(true);
    expect(meetsTarget(79)).toBe(false);
    expect(meetsTarget(76, 75)).toBe(true);
  });
  it("minutes read as h:mm", () => {
    expect(formatHoursMinutes(0)).toBe("0:00");
    expect(formatHoursMinutes(135)).toBe("2:15");
    expect(formatHoursMinutes(6000)).toBe("100:00");
  });
});

describe("dates and the query", () => {
  it("only real dates pass", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-2-1")).toBe(false);
  });
  it("an end before the start or a range over two years is refused", () => {
    expect(ZAnalysisQuery.safeParse({ from: "2026-03-01", to: "2026-03-01" }).success).toBe(true);
    expect(ZAnalysisQuery.safeParse({ from: "2026-03-02", to: "2026-03-01" }).success).toBe(false);
    expect(ZAnalysisQuery.safeParse({ from: "2023-01-01", to: "2026-03-01" }).success).toBe(false);
    expect(ZAnalysisQuery.safeParse({ from: "2026-03-01", to: "2026-03-05", scope: "district" }).success).toBe(false);
  });
});

describe("shaping the aggregation", () => {
  const GROUPS = [
    { id: 1, key: "direct", name: "Direct", edition: 4, sort: 1, targetKind: "direct" as const },
    { id: 2, key: "indirect", name: "Indirect", edition: 4, sort: 2, targetKind: "direct" as const },
    { id: 3, key: "support", name: "Support", edition: 4, sort: 3, targetKind: "support" as const },
    { id: 4, key: "non_counseling", name: "Non", edition: 4, sort: 4, targetKind: "none" as const },
    { id: 11, key: "core_curriculum", name: "Core", edition: 3, sort: 1, targetKind: "direct" as const },
  ];

  it("lists every group of the edition in use, even at 0, and only that edition", () => {
    const r = shapeUseOfTime([{ id: 1, name: "Instruction", color: "#111111", groupId: 1, sort: 1, minutes: "30", students: "4", events: "1" }], GROUPS, 0);
    expect(r.groups.map((g) => [g.key, g.minutes, g.percent])).toEqual([
      ["direct", 30, 100],
      ["indirect", 0, 0],
      ["support", 0, 0],
      ["non_counseling", 0, 0],
    ]);
    expect(r.directIndirectPercent).toBe(100);
    expect(r.studentsServed).toBe(4);
  });

  it("with no events, the groups of the district's edition (3rd: its names), else the 4th's", () => {
    expect(shapeUseOfTime([], GROUPS, 0, 3).groups.map((g) => g.key)).toEqual(["core_curriculum"]);
    expect(shapeUseOfTime([], GROUPS, 0).groups.map((g) => g.key)).toEqual(["direct", "indirect", "support", "non_counseling"]);
  });

  it("events whose category was deleted form an uncategorized group that counts toward no target", () => {
    const r = shapeUseOfTime(
      [
        { id: 1, name: "Instruction", color: "#111111", groupId: 1, sort: 1, minutes: 60, students: 0, events: 1 },
        { id: null, name: null, color: null, groupId: null, sort: null, minutes: 60, students: 0, events: 1 },
      ],
      GROUPS,
      0,
    );
    expect(r.groups.find((g) => g.key === "uncategorized")).toMatchObject({ minutes: 60, percent: 50, targetKind: "none" });
    expect(r.directIndirectPercent).toBe(50);
    expect(r.categories.find((c) => c.id == null)?.groupKey).toBe("uncategorized");
  });
});

describe("the privacy floor of the published district analysis (/sd/{LEAID})", () => {
  it.each([
    [0, false],
    [1, false],
    [4, false],
    [5, true],
    [6, true],
    [120, true],
  ])("'publish only when the district has at least 5 counselors with recorded time in the period': %i counselors → %s", (counselors, published) => {
    expect(MIN_PUBLISHED_COUNSELORS).toBe(5);
    expect(meetsPublishFloor(counselors)).toBe(published);
  });
});
