import { describe, expect, it } from "vitest";
import { pushRange, scheduleDates } from "@/lib/schedules/rules";
import { ZScheduleInput } from "@/lib/schedules/schemas";

describe("Master schedule dates", () => {
  it("weekly: every chosen weekday in the range, days closed left out", () => {
    const rule = { frequency: "weekly" as const, weekday: 3, dayOfMonth: null, month: null };
    expect(scheduleDates(rule, "2026-09-01", "2026-09-30")).toEqual(["2026-09-02", "2026-09-09", "2026-09-16", "2026-09-23", "2026-09-30"]);
    expect(scheduleDates(rule, "2026-09-01", "2026-09-30", new Set(["2026-09-16"]))).toEqual(["2026-09-02", "2026-09-09", "2026-09-23", "2026-09-30"]);
  });

  it("monthly: the chosen day, or the month's last day when the month lacks it", () => {
    const rule = { frequency: "monthly" as const, weekday: null, dayOfMonth: 31, month: null };
    expect(scheduleDates(rule, "2027-01-15", "2027-05-30")).toEqual(["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30"]);
  });

  it("yearly: the chosen month and day once a year (29 February on the 28th in other years)", () => {
    const rule = { frequency: "yearly" as const, weekday: null, dayOfMonth: 29, month: 2 };
    expect(scheduleDates(rule, "2026-08-01", "2028-07-31")).toEqual(["2027-02-28", "2028-02-29"]);
  });

  it("an empty or reversed range gives no dates", () => {
    expect(scheduleDates({ frequency: "weekly", weekday: 1, dayOfMonth: null, month: null }, "2026-09-10", "2026-09-01")).toEqual([]);
  });

  it("the push range is the item's dates from today, within the school year", () => {
    const year = { from: "2026-08-01", to: "2027-07-31" };
    expect(pushRange({ startDate: "2026-08-15", endDate: "2028-06-01" }, "2026-09-02", year)).toEqual({ from: "2026-09-02", to: "2027-07-31" });
    expect(pushRange({ startDate: "2026-10-01", endDate: "2026-12-18" }, "2026-09-02", year)).toEqual({ from: "2026-10-01", to: "2026-12-18" });
  });
});

describe("Schedule item validation", () => {
  const base = { title: "Lunch bunch", category_id: 5, frequency: "weekly", weekday: 2, start_time: "12:00", end_time: "12:30", start_date: "2026-09-01", end_date: "2027-06-01" };

  it("keeps only the day fields the frequency uses", () => {
    const v = ZScheduleInput.parse({ ...base, day_of_month: 4, month: 3 });
    expect(v).toMatchObject({ weekday: 2, day_of_month: null, month: null });
    const m = ZScheduleInput.parse({ ...base, frequency: "monthly", day_of_month: "15" });
    expect(m).toMatchObject({ weekday: null, day_of_month: 15, month: null });
  });

  it("an end before the start (time or date) is refused on its field", () => {
    const r = ZScheduleInput.safeParse({ ...base, end_time: "11:59", end_date: "2026-08-31" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["end_time", "end_date"]));
  });

  it("a yearly item needs a month and a day that month has", () => {
    expect(ZScheduleInput.safeParse({ ...base, frequency: "yearly", day_of_month: 10 }).success).toBe(false);
    expect(ZScheduleInput.safeParse({ ...base, frequency: "yearly", month: 4, day_of_month: 31 }).success).toBe(false);
    expect(ZScheduleInput.safeParse({ ...base, frequency: "yearly", month: 2, day_of_month: 29 }).success).toBe(true);
  });

  it("an item runs at most two years", () => {
    expect(ZScheduleInput.safeParse({ ...base, end_date: "2028-09-05" }).success).toBe(false);
  });
});
