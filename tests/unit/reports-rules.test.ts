import { describe, expect, it } from "vitest";
import { previousReportRange, reportRange, semesterOf, ZReportQuery } from "@/lib/reports/period";
import { bucketsOf, dinsOf, directIndirectPercent } from "@/lib/reports/series";
import { cellText, csvCellOf } from "@/lib/reports/format";
import { REPORTS, mayOpenReport, reportByKey, reportsFor } from "@/lib/reports/registry";
import { isAction, scopeOf } from "@/lib/auth/permissions";
import { applyPrivacy, leavesCounselor, maskNames, namesAllowed, smallCell } from "@/lib/reports/privacy";

const t = (key: string) => `[${key}]`;

describe("report periods", () => {
  it("'Semester 1 runs from the start of the school year to 31 Dec'; semester 2 from 1 January to the year's end", () => {
    expect(semesterOf("2026-09-15")).toEqual({ from: "2026-08-01", to: "2026-12-31" });
    expect(semesterOf("2026-12-31")).toEqual({ from: "2026-08-01", to: "2026-12-31" });
    expect(semesterOf("2027-01-01")).toEqual({ from: "2027-01-01", to: "2027-07-31" });
    expect(semesterOf("2027-07-31")).toEqual({ from: "2027-01-01", to: "2027-07-31" });
  });

  it("a user's own school year bounds move the semesters with them", () => {
    const sy = { startOfSy: "2026-08-20", endOfSy: "2027-06-10" };
    expect(semesterOf("2026-10-01", sy)).toEqual({ from: "2026-08-20", to: "2026-12-31" });
    expect(semesterOf("2027-03-01", sy)).toEqual({ from: "2027-01-01", to: "2027-06-10" });
  });

  it("a school year that starts in January breaks at 30 June", () => {
    const sy = { startOfSy: "2026-01-05", endOfSy: "2026-12-18" };
    expect(semesterOf("2026-03-01", sy)).toEqual({ from: "2026-01-05", to: "2026-06-30" });
    expect(semesterOf("2026-09-01", sy)).toEqual({ from: "2026-07-01", to: "2026-12-18" });
  });

  it("the period before: the week, month, semester or school year before; a custom range's equal span", () => {
    expect(previousReportRange("month", reportRange("month", "2026-03-15"))).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(previousReportRange("semester", reportRange("semester", "2027-03-01"))).toEqual({ from: "2026-08-01", to: "2026-12-31" });
    expect(previousReportRange("custom", { from: "2026-03-10", to: "2026-03-19" })).toEqual({ from: "2026-02-28", to: "2026-03-09" });
  });

  it("refuses a custom range over two years and a range with one end only", () => {
    expect(ZReportQuery.safeParse({ period: "custom", from: "2024-01-01", to: "2026-03-01" }).success).toBe(false);
    expect(ZReportQuery.safeParse({ period: "custom", from: "2026-01-01" }).success).toBe(false);
    expect(ZReportQuery.safeParse({ period: "custom", from: "2026-03-02", to: "2026-03-01" }).success).toBe(false);
    expect(ZReportQuery.safeParse({ period: "custom" }).success).toBe(true);
  });
});

describe("the ASCA groups D, I, S, N", () => {
  it("maps the 4th edition's groups one to one and the 3rd edition's service groups to direct services", () => {
    expect(["direct", "indirect", "support", "non_counseling"].map(dinsOf)).toEqual(["D", "I", "S", "N"]);
    expect(["core_curriculum", "individual_planning", "responsive_services", "program_management", "non_counseling_2012"].map(dinsOf)).toEqual(["D", "D", "D", "S", "N"]);
    expect(dinsOf(null)).toBe("U");
  });

  it("D+I is a whole percent of every counted minute, uncategorized included, and other keys are ignored", () => {
    expect(directIndirectPercent({ D: 120, I: 60, S: 60, N: 60 })).toBe(60);
    expect(directIndirectPercent({ D: 50, U: 50 })).toBe(50);
    expect(directIndirectPercent({})).toBe(0);
    expect(directIndirectPercent({ D: 10, students: 90 } as never)).toBe(100);
  });

  it("weeks start on Monday and empty buckets are listed", () => {
    expect(bucketsOf({ from: "2026-03-01", to: "2026-03-10" }, "week")).toEqual(["2026-02-23", "2026-03-02", "2026-03-09"]);
    expect(bucketsOf({ from: "2026-01-15", to: "2026-03-01" }, "month")).toEqual(["2026-01-01", "2026-02-01", "2026-03-01"]);
  });
});

describe("report cells", () => {
  it("reads minutes as h:mm, hours as decimal hours, changes with a sign", () => {
    expect(cellText("minutes", 135, t, "en")).toBe("2:15");
    expect(cellText("hours", 90, t, "en")).toBe("1.5");
    expect(cellText("hours", 90, t, "de")).toBe("1,5");
    expect(cellText("delta", -30, t, "en")).toBe("−0:30");
    expect(cellText("percent", 64, t, "en")).toBe("64%");
    expect(cellText("seriesKey", "D", t, "en")).toBe("[series.D]");
  });

  it("keeps numbers in the CSV: whole minutes and decimal hours", () => {
    expect(csvCellOf("hours", 90, t)).toBe(1.5);
    expect(csvCellOf("minutes", 135, t)).toBe(135);
    expect(csvCellOf("date", "2026-03-02", t)).toBe("2026-03-02");
  });
});

describe("who opens a report: its action in the access table", () => {
  it("every report names a report action of the table; the report's readers hold it at their scope", () => {
    for (const r of REPORTS) expect(isAction(r.access) && r.access.startsWith("report.")).toBe(true);
    // A counselor reads their own figures, a manager their team's, a director their district's, a
    // state manager their state's, a secretary her school's and faculty their university's course students.
    const def = reportByKey("timesheetSummaryView")!;
    expect([1, 4, 21, 44].map((roleId) => scopeOf({ roleId }, def.access))).toEqual(["own", "own", "own", "own"]);
    expect([2, 9, 12, 3].map((roleId) => scopeOf({ roleId }, def.access))).toEqual(["team", "district", "state", "all"]);
    expect([5, 22].map((roleId) => scopeOf({ roleId }, def.access))).toEqual(["school", "school"]);
    expect(scopeOf({ roleId: 6 }, def.access)).toBeNull();
  });

  it("the snapshot is for counselors and team views only; the timesheet summary also for the secretary and faculty", () => {
    expect(mayOpenReport({ roleId: 22 }, reportByKey("snapShot")!)).toBe(false);
    expect(mayOpenReport({ roleId: 5 }, reportByKey("timesheetSummaryView")!)).toBe(true);
    expect(mayOpenReport({ roleId: 1 }, reportByKey("snapShot")!)).toBe(true);
  });

  it("the business reports and the US map are the administrator's; a state's map also a state manager's; the county reports also a director's", () => {
    const keys = (roleId: number) => reportsFor({ roleId }).map((r) => r.key);
    expect(keys(3)).toEqual(expect.arrayContaining(["adminReport", "monthlyOrders", "map", "mapState", "countyReport"]));
    expect(keys(12)).toEqual(expect.arrayContaining(["mapState", "countyReport", "statesSDandSchool"]));
    expect(keys(12)).not.toContain("map");
    expect(keys(9)).toEqual(expect.arrayContaining(["countyReport", "statesSDandSchool"]));
    expect(keys(9)).not.toContain("mapState");
    expect(keys(2)).not.toContain("countyReport");
    expect(keys(6)).toEqual([]);
  });
});

describe("the semester break of a district (a district setting can move the break)", () => {
  it("a break at 20 January ends semester 1 on 19 January", () => {
    const sy = { startOfSy: null, endOfSy: null, semesterBreak: "01-20" };
    expect(semesterOf("2026-10-01", sy)).toEqual({ from: "2026-08-01", to: "2027-01-19" });
    expect(semesterOf("2027-01-20", sy)).toEqual({ from: "2027-01-20", to: "2027-07-31" });
  });
  it("a break in the same calendar year as the start (a school year starting in January) splits it there", () => {
    const sy = { startOfSy: "2027-01-04", endOfSy: "2027-12-17", semesterBreak: "08-15" };
    expect(semesterOf("2027-03-01", sy)).toEqual({ from: "2027-01-04", to: "2027-08-14" });
    expect(semesterOf("2027-09-01", sy)).toEqual({ from: "2027-08-15", to: "2027-12-17" });
  });
  it("without a setting the break stays at 1 January", () => {
    expect(semesterOf("2027-02-01", { startOfSy: null, endOfSy: null, semesterBreak: null })).toEqual({ from: "2027-01-01", to: "2027-07-31" });
  });
});

describe("report privacy", () => {
  const result = {
    kpis: [],
    chart: null,
    table: {
      columns: [
        { key: "student", kind: "student" as const },
        { key: "group", kind: "text" as const },
        { key: "n", kind: "int" as const, small: true },
        { key: "minutes", kind: "minutes" as const },
      ],
      rows: [
        { student: "Jordan Lee", group: "Female", n: 3, minutes: 4 },
        { student: "Avery Kim", group: "Male", n: 12, minutes: 2 },
        { student: "Sam Doe", group: "Other", n: 0, minutes: 0 },
      ],
      totals: { student: null, group: null, n: 15, minutes: 6 },
    },
  };
  it("'Demographic cells under 5 show as \"<5\"': 1 to 4 read '<5', 0 and 5 or more as they are; other columns untouched", () => {
    expect([0, 1, 4, 5, 12].map(smallCell)).toEqual([0, "<5", "<5", 5, 12]);
    const out = applyPrivacy(result, { names: true, small: true });
    expect(out.table.rows.map((r) => r.n)).toEqual(["<5", 12, 0]);
    expect(out.table.rows.map((r) => r.minutes)).toEqual([4, 2, 0]);
    expect(out.table.totals?.n).toBe(15);
  });
  it("'Student names appear only … for C or for M with one counselor picked … never under All': withheld names are null", () => {
    const out = applyPrivacy(result, { names: false, small: false });
    expect(out.table.rows.map((r) => r.student)).toEqual([null, null, null]);
    expect(out.table.rows.map((r) => r.n)).toEqual([3, 12, 0]);
  });
  it("names are allowed for the counselor's own figures and a manager's one counselor, never for All", () => {
    const me = { id: 7, roleId: 1, specialUser: null };
    const manager = { id: 9, roleId: 2, specialUser: null };
    const one = { kind: "user" as const, user: { id: 7 } as never };
    const all = { kind: "team" as const, members: [] };
    expect(namesAllowed(me, one)).toBe(true);
    expect(namesAllowed(manager, one)).toBe(true);
    expect(namesAllowed(manager, all)).toBe(false);
    expect(namesAllowed({ id: 5, roleId: 5, specialUser: null }, one)).toBe(false);
  });
  it("figures leave the counselor everywhere but on the counselor's own screen", () => {
    const me = { id: 7, roleId: 1, specialUser: null };
    const one = { kind: "user" as const, user: { id: 7 } as never };
    expect(leavesCounselor(me, one, true)).toBe(false);
    expect(leavesCounselor(me, one, false)).toBe(true);
    expect(leavesCounselor({ id: 9, roleId: 2, specialUser: null }, one, true)).toBe(true);
  });
  it("the eye masks names in exports", () => {
    expect(maskNames(result).table.rows.map((r) => r.student)).toEqual(["•••••", "•••••", "•••••"]);
  });
  it("the eye masks the names a chart's x axis shows (a group's name), and leaves other axes alone", () => {
    const named = {
      ...result,
      chart: {
        kind: "stackedBar" as const,
        xKind: "text" as const,
        xNames: true,
        unit: "hours" as const,
        series: [],
        data: [
          { x: "Friendship group", T2: 3 },
          { x: "Study skills", T2: 1 },
        ],
      },
    };
    expect(maskNames(named).chart?.data).toEqual([
      { x: "#1", T2: 3 },
      { x: "#2", T2: 1 },
    ]);
    const months = { ...named, chart: { ...named.chart, xNames: false, data: [{ x: "2026-09-01", T2: 3 }] } };
    expect(maskNames(months).chart?.data).toEqual([{ x: "2026-09-01", T2: 3 }]);
  });
});
