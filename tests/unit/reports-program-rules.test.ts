import { describe, expect, it } from "vitest";
import { adminOnTrack, deliveredPercent, goalMet, goalProgressPercent, resultDateProblem, seriesDates } from "@/lib/reports/program-rules";
import { metricValue, pivotOf, pivotShape } from "@/lib/reports/pivot";
import { ZSmartGoalInput } from "@/lib/smart-goals/schemas";

describe("SMART goal results (program evaluation: were the goals met?)", () => {
  it("met = the result reaches the target in the goal's direction: up (88 → 92) is met at 92 or more", () => {
    expect(goalMet({ baseline: 88, target: 92, result: 92 })).toBe(true);
    expect(goalMet({ baseline: 88, target: 92, result: 93 })).toBe(true);
    expect(goalMet({ baseline: 88, target: 92, result: 91.9 })).toBe(false);
  });

  it("down (40 → 25 office referrals) is met at 25 or less", () => {
    expect(goalMet({ baseline: 40, target: 25, result: 25 })).toBe(true);
    expect(goalMet({ baseline: 40, target: 25, result: 12 })).toBe(true);
    expect(goalMet({ baseline: 40, target: 25, result: 30 })).toBe(false);
  });

  it("without a baseline the target is a floor; without a target or a result nothing is decided", () => {
    expect(goalMet({ baseline: null, target: 10, result: 10 })).toBe(true);
    expect(goalMet({ baseline: null, target: 10, result: 9 })).toBe(false);
    expect(goalMet({ baseline: 5, target: null, result: 9 })).toBeNull();
    expect(goalMet({ baseline: 5, target: 10, result: null })).toBeNull();
  });

  it("progress is the share of the way from baseline to target: 0 at the baseline, 100 at the target, past 100 beyond it", () => {
    expect(goalProgressPercent({ baseline: 88, target: 92, result: 93 })).toBe(125);
    expect(goalProgressPercent({ baseline: 40, target: 25, result: 30 })).toBe(67);
    expect(goalProgressPercent({ baseline: 40, target: 25, result: 45 })).toBe(-33);
    expect(goalProgressPercent({ baseline: 10, target: 10, result: 12 })).toBeNull();
  });

  it("a result date is not before the baseline date", () => {
    expect(resultDateProblem("2025-09-14", "2025-09-15")).toBe("beforeBaseline");
    expect(resultDateProblem("2025-09-15", "2025-09-15")).toBeNull();
    expect(resultDateProblem("2026-05-20", null)).toBeNull();
  });

  it("the goal form's result: a number and a real date not before the baseline, or empty; absent keeps the stored result", () => {
    const ok = ZSmartGoalInput.parse({ dateBaseline: "2025-09-15", resultValue: "93.456", resultDate: "2026-05-20" });
    expect(ok).toMatchObject({ resultValue: 93.46, resultDate: "2026-05-20" });
    expect(ZSmartGoalInput.parse({ resultValue: "", resultDate: "" })).toMatchObject({ resultValue: null, resultDate: null });
    const absent = ZSmartGoalInput.parse({});
    expect(absent.resultValue).toBeUndefined();
    expect(absent.resultDate).toBeUndefined();
    expect(ZSmartGoalInput.safeParse({ resultValue: "lots" }).error?.issues[0].message).toBe("The result value is a number.");
    expect(ZSmartGoalInput.safeParse({ resultDate: "2026-02-30" }).error?.issues[0].message).toBe("Give the result date as YYYY-MM-DD.");
    const early = ZSmartGoalInput.safeParse({ dateBaseline: "2025-09-15", resultDate: "2025-09-01" });
    expect(early.error?.issues[0]).toMatchObject({ path: ["resultDate"], message: "The result date comes on or after the baseline date." });
  });
});

describe("annual administrative conference: agreed vs actual, on track?", () => {
  it("caseload is on track at or under the agreed caseload; D+I at or over the agreed share; non-counseling only at 0 (N = 0)", () => {
    expect(adminOnTrack("caseload", 300, 300)).toBe(true);
    expect(adminOnTrack("caseload", 300, 301)).toBe(false);
    expect(adminOnTrack("directIndirect", 80, 80)).toBe(true);
    expect(adminOnTrack("directIndirect", 80, 79)).toBe(false);
    expect(adminOnTrack("nonCounseling", 0, 0)).toBe(true);
    expect(adminOnTrack("nonCounseling", 0, 15)).toBe(false);
    expect(adminOnTrack("goals", 2, 2)).toBe(true);
    expect(adminOnTrack("goals", 2, 1)).toBe(false);
  });

  it("nothing agreed: not decided", () => {
    expect(adminOnTrack("caseload", null, 3)).toBeNull();
    expect(adminOnTrack("directIndirect", null, 90)).toBeNull();
  });
});

describe("program planning and the annual calendar", () => {
  it("delivered as a whole percent of planned; nothing planned is not a percent", () => {
    expect(deliveredPercent(4, 3)).toBe(75);
    expect(deliveredPercent(3, 1)).toBe(33);
    expect(deliveredPercent(1, 2)).toBe(200);
    expect(deliveredPercent(0, 2)).toBeNull();
  });

  it("'a series shows as one line': its first and last dates and how many", () => {
    expect(seriesDates(["2026-05-11", "2026-04-06", "2026-04-13"])).toEqual({ first: "2026-04-06", last: "2026-05-11", count: 3 });
    expect(seriesDates([])).toEqual({ first: "", last: "", count: 0 });
  });
});

describe("the charts pivot (metric × group, month, grade, tier or counselor; chart type of the user's choice)", () => {
  it("reads metric, groupBy and chart; unknown or missing values take the defaults (hours by group as bars)", () => {
    expect(pivotOf({ metric: "events", groupBy: "tier", chart: "line" })).toEqual({ metric: "events", groupBy: "tier", chart: "line" });
    expect(pivotOf({})).toEqual({ metric: "hours", groupBy: "group", chart: "bar" });
    expect(pivotOf({ metric: "dollars", groupBy: "<script>", chart: "pie" })).toEqual({ metric: "hours", groupBy: "group", chart: "bar" });
  });

  it("minutes and hours come from the counted minutes (hours to one decimal); events counted; students summed", () => {
    const cell = { minutes: 285, events: 5, students: 57 };
    expect(metricValue("minutes", cell)).toBe(285);
    expect(metricValue("hours", cell)).toBe(4.8);
    expect(metricValue("events", cell)).toBe(5);
    expect(metricValue("students", cell)).toBe(57);
  });

  it("bars compare the groups' totals; stacked bars and lines draw the months with a series per group; by month, always the months", () => {
    expect(pivotShape({ groupBy: "category", chart: "bar" })).toBe("totals");
    expect(pivotShape({ groupBy: "category", chart: "horizontalBar" })).toBe("totals");
    expect(pivotShape({ groupBy: "category", chart: "stackedBar" })).toBe("overTime");
    expect(pivotShape({ groupBy: "tier", chart: "line" })).toBe("overTime");
    expect(pivotShape({ groupBy: "month", chart: "bar" })).toBe("overTime");
  });
});
