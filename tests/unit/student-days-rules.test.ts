import { describe, expect, it } from "vitest";
import { contrastRatio } from "@/components/calendar/ui-rules";
import {
  addDays,
  dateRuns,
  addMonths,
  DEFAULT_PERIOD,
  monthGrid,
  weekdaysBetween,
  isIsoDate,
  isoWeekday,
  isWeekend,
  monthsBetween,
  normalizeTime,
  periodsOverlap,
  planSpecialDates,
  RATING_CLASSES,
  RATING_COLORS,
  ratingClass,
  ratingStatistics,
} from "@/lib/student-days/rules";
import { methodOverride, ZDateRange, ZPeriodInput, ZRatingInput, ZRatingUpdate, ZSpecialDateCreate } from "@/lib/student-days/schemas";

describe("dates of days closed and tags", () => {
  it("a date is a real calendar day written YYYY-MM-DD", () => {
    expect(isIsoDate("2026-03-02")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("03/02/26")).toBe(false);
  });

  it("weeks start on Monday: 2026-03-02 is weekday 1 and 2026-03-08 weekday 7", () => {
    expect(isoWeekday("2026-03-02")).toBe(1);
    expect(isoWeekday("2026-03-08")).toBe(7);
  });

  it("Saturday and Sunday are weekends, Monday to Friday are not", () => {
    expect(["2026-03-07", "2026-03-08"].map(isWeekend)).toEqual([true, true]);
    expect(["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"].some(isWeekend)).toBe(false);
  });

  it("several dates at once: weekends are set apart, dates already there are duplicates, the rest is added once", () => {
    const plan = planSpecialDates(["2026-03-03", "2026-03-02", "2026-03-07", "2026-03-03", "2026-03-04"], ["2026-03-04"]);
    expect(plan).toEqual({ toAdd: ["2026-03-02", "2026-03-03"], weekends: ["2026-03-07"], duplicates: ["2026-03-04"] });
  });

  it("the create schema takes one `date` or several `dates`, sorted and without repeats", () => {
    const v = ZSpecialDateCreate.parse({ kind: "tag", date: "2026-03-04", dates: ["2026-03-03", "2026-03-04"] });
    expect(v.dates).toEqual(["2026-03-03", "2026-03-04"]);
    expect(ZSpecialDateCreate.safeParse({ kind: "tag", dates: [] }).success).toBe(false);
    expect(ZSpecialDateCreate.safeParse({ kind: "holiday", date: "2026-03-04" }).success).toBe(false);
  });
});

describe("periods", () => {
  it("the default period is period 0 from 08:00 to 16:00", () => {
    expect(DEFAULT_PERIOD).toEqual({ period: 0, start: "08:00", end: "16:00" });
  });

  it("times are kept as HH:mm:ss", () => {
    expect(normalizeTime("08:00")).toBe("08:00:00");
    expect(normalizeTime("8:05")).toBe("08:05:00");
    expect(ZPeriodInput.parse({ start: "08:00", end: "09:30:00" })).toMatchObject({ period: 0, start: "08:00:00", end: "09:30:00" });
  });

  it("the end must be after the start", () => {
    const r = ZPeriodInput.safeParse({ period: 1, start: "10:00", end: "10:00" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(["end"]);
  });

  it("periods that share only an end do not overlap; any shared minute does", () => {
    expect(periodsOverlap({ start: "08:00", end: "10:00" }, { start: "10:00", end: "11:00" })).toBe(false);
    expect(periodsOverlap({ start: "08:00", end: "10:00" }, { start: "09:59", end: "11:00" })).toBe(true);
    expect(periodsOverlap({ start: "08:00", end: "16:00" }, { start: "09:00:00", end: "10:00:00" })).toBe(true);
  });
});

describe("ratings", () => {
  it("the class map runs from -3 very bad to 3 great", () => {
    expect([-3, -2, -1, 0, 1, 2, 3].map(ratingClass)).toEqual(["veryBad", "bad", "notSoGood", "none", "ok", "good", "great"]);
    expect(Object.keys(RATING_CLASSES)).toHaveLength(7);
    expect(() => ratingClass(4)).toThrow(RangeError);
  });

  it("each rating's white number keeps a 4.5:1 contrast on its colour (axe color-contrast on /app/rating)", () => {
    for (const v of [-3, -2, -1, 0, 1, 2, 3]) expect(contrastRatio(RATING_COLORS[v], "#ffffff"), String(v)).toBeGreaterThanOrEqual(4.5);
  });

  it("a rating is a whole number from -3 to 3", () => {
    expect(ZRatingInput.safeParse({ value: 3, date: "2026-03-02" }).success).toBe(true);
    expect(ZRatingInput.safeParse({ value: 4, date: "2026-03-02" }).success).toBe(false);
    expect(ZRatingInput.safeParse({ value: -4, date: "2026-03-02" }).success).toBe(false);
    expect(ZRatingInput.safeParse({ value: 1.5, date: "2026-03-02" }).success).toBe(false);
  });

  it("statistics count every value from -3 to 3, average to two decimals, and list every month of the range", () => {
    const rows = [
      { date: "2026-01-05", value: 3 },
      { date: "2026-01-06", value: 2 },
      { date: "2026-01-07", value: -1 },
      { date: "2026-03-02", value: 0 },
      { date: "2026-04-01", value: 3 }, // outside the range
    ];
    const s = ratingStatistics(rows, { start: "2026-01-01", end: "2026-03-31" });
    expect(s.count).toBe(4);
    expect(s.average).toBe(1);
    expect(s.counts).toEqual([
      { value: -3, count: 0 },
      { value: -2, count: 0 },
      { value: -1, count: 1 },
      { value: 0, count: 1 },
      { value: 1, count: 0 },
      { value: 2, count: 1 },
      { value: 3, count: 1 },
    ]);
    expect(s.months).toEqual([
      { month: "2026-01", count: 3, average: 1.33 },
      { month: "2026-02", count: 0, average: null },
      { month: "2026-03", count: 1, average: 0 },
    ]);
  });

  it("with no ratings the average is empty, not zero", () => {
    expect(ratingStatistics([], { start: "2026-01-01", end: "2026-01-31" })).toMatchObject({ count: 0, average: null });
  });

  it("months run across the new year", () => {
    expect(monthsBetween("2025-11-15", "2026-02-01")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });

  it("a statistics range ends on or after its start and spans at most five years", () => {
    expect(ZDateRange.safeParse({ start: "2026-03-02", end: "2026-03-01" }).success).toBe(false);
    expect(ZDateRange.safeParse({ start: "2020-01-01", end: "2026-01-01" }).success).toBe(false);
    expect(ZDateRange.safeParse({ start: "2025-08-01", end: "2026-07-31" }).success).toBe(true);
  });
});

describe("method-override", () => {
  const schema = methodOverride(ZRatingUpdate);

  it("_method DELETE (any case) stands for a delete", () => {
    expect(schema.parse({ _method: "delete" })).toEqual({ method: "DELETE" });
  });

  it("_method PUT carries the fields of the update, checked", () => {
    expect(schema.parse({ _method: "PUT", value: "2" })).toEqual({ method: "PUT", data: { value: 2 } });
    const bad = schema.safeParse({ _method: "PUT", value: 9 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(["value"]);
  });

  it("another _method is refused", () => {
    expect(schema.safeParse({ _method: "PATCH" }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
  });
});

describe("the month grid of the date picker", () => {
  it("weeks start on Monday: March 2026 (1 March a Sunday) opens on Monday 23 February and has six weeks", () => {
    const grid = monthGrid("2026-03");
    expect(grid[0][0]).toBe("2026-02-23");
    expect(grid.every((w) => isoWeekday(w[0]) === 1 && w.length === 7)).toBe(true);
    expect(grid.at(-1)?.at(-1)).toBe("2026-04-05");
    expect(grid).toHaveLength(6);
  });

  it("a month that starts on Monday opens with its first day", () => {
    expect(monthGrid("2031-09")[0][0]).toBe("2031-09-01");
  });

  it("moving by a month stays inside the target month", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-03-15", -3)).toBe("2025-12-15");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });

  it("a range adds only its weekdays", () => {
    expect(weekdaysBetween("2026-03-05", "2026-03-10")).toEqual(["2026-03-05", "2026-03-06", "2026-03-09", "2026-03-10"]);
  });
});

describe("study days as ranges", () => {
  it("consecutive days make one range; a gap starts another", () => {
    expect(dateRuns(["2026-03-04", "2026-03-02", "2026-03-03", "2026-03-09", "2026-03-03"])).toEqual([
      { from: "2026-03-02", to: "2026-03-04" },
      { from: "2026-03-09", to: "2026-03-09" },
    ]);
  });
});
