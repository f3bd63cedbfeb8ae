import { DEMO_DISTRICT_LEAID } from "@/db/seed/data/schools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { TConnection, TDb } from "@/db/client";
import {
  annualConferences,
  clients,
  curricula,
  curriculumLessons,
  dataAnalysisItems,
  eventSeries,
  events,
  lessons,
  lessonStandards,
  managedUsers,
  scheduleItemEvents,
  scheduleItems,
  smartGoals,
  standards,
  users,
  type TUserRow,
} from "@/db/schema";
import { zeroCounts } from "@/lib/clients/rules";
import type { TActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { cellText } from "@/lib/reports/format";
import { mayOpenReport, reportByKey } from "@/lib/reports/registry";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import type { TReportResult } from "@/lib/reports/types";
import { updateSmartGoal } from "@/lib/smart-goals/save-smart-goal";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as reportRoute } from "@/app/api/v1/report/[key]/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";
import { call } from "../support/api";

// The program family and the annual calendar and charts pivot of the reports, on a hand-made school year
// 2025-26 of one fresh counselor (Rita), every figure computed by hand below; the role matrix.
//
// Rita's counted events (category → use-of-time group):
//   E1 2026-03-02 120 min Instruction (D) 20 students, grade 9, lesson L1, done
//   E2 2026-03-03  60 min Consultation (I), done
//   E3 2026-03-10  60 min Program planning (S), planned
//   E4 2026-03-11  60 min Lunch duty (N), done, from schedule item "Lunch duty"
//   E5 2026-03-16  45 min Instruction (D) 25 students, grade 9, lesson L1, planned
//   E6 2026-04-06  30 min Counseling (D) 1 student, series, done
//   E7 2026-05-11  30 min Counseling (D) 1 student, same series, done
//   E8 2026-04-20  30 min Counseling, same series, CANCELLED (not counted)
//   E9 2026-05-04  60 min Instruction (D) 10 students, grade 10, lesson L3, done
// D = 120 + 45 + 30 + 30 + 60 = 285, I = 60, S = 60, N = 60 → total 465, D+I = 345 = 74 %.

const NOW = new Date();
const YEAR = { period: "schoolYear", date: "2026-03-15" };
const q = (raw: Record<string, string>) => ZReportQuery.parse(raw);
const kpi = (r: TReportResult, key: string) => r.kpis.find((k) => k.key === key)?.value;

describe.each(DRIVERS)("reports: program and calendar (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let rita: TUserRow;
  let olga: TUserRow;
  let mia: TUserRow;
  const goalIds: number[] = [];
  const run = (who: TUserRow, key: string, extra: Record<string, string> = {}, params: Record<string, string> = {}) => runReport(db, who, key, q({ ...YEAR, ...extra }), NOW, "en", { extra: params });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    const person = (username: string, roleId: number, firstName: string) => ({ username, email: `${username}@program.test`, roleId, active: true, expires: "2030-07-31", firstName, lastName: "Prog" });
    [rita, olga, mia] = await db
      .insert(users)
      .values([person("rita_program", 1, "Rita"), person("olga_program", 1, "Olga"), person("mia_program", 2, "Mia")])
      .returning();
    await db.insert(managedUsers).values([
      { managerId: mia.id, userId: rita.id },
      { managerId: mia.id, userId: olga.id },
    ]);
    // Mia and her counselors are members of one district: a team holds only members of the manager's district.
    for (const u of [mia, rita, olga]) await grantForTest(db, u.id, u.roleId, { leaid: DEMO_DISTRICT_LEAID });
    // Caseload: three active students; an inactive student and a group do not count.
    await db
      .insert(clients)
      .values([
        ...["Ava", "Ben", "Cal"].map((name) => ({ userId: rita.id, type: "student" as const, name, gradeId: 9, counts: zeroCounts(), count: 1 })),
        { userId: rita.id, type: "student" as const, name: "Old", gradeId: 9, counts: zeroCounts(), count: 1, active: false },
        { userId: rita.id, type: "group" as const, name: "Group", gradeId: 9, counts: zeroCounts(), count: 4 },
      ]);
    const [l1, l2, l3] = await db
      .insert(lessons)
      .values([
        { userId: rita.id, name: "Study habits", academic: true },
        { userId: rita.id, name: "Test prep", academic: true },
        { userId: rita.id, name: "Careers day", career: true },
      ])
      .returning();
    const [std] = await db.select({ id: standards.id, abbrev: standards.abbrev }).from(standards).limit(1);
    await db.insert(lessonStandards).values({ lessonId: l1.id, standardId: std.id });
    const [unit] = await db.insert(curricula).values({ userId: rita.id, name: "Study skills unit", outcomeData: "Attendance up 2 points" }).returning();
    await db.insert(curriculumLessons).values([
      { curriculumId: unit.id, lessonId: l1.id, plannedDate: "2026-03-02", position: 1 },
      { curriculumId: unit.id, lessonId: l2.id, plannedDate: "2026-04-01", position: 2 },
    ]);
    const [series] = await db
      .insert(eventSeries)
      .values({ userId: rita.id, rule: { freq: "weekly", interval: 1 } as never })
      .returning();
    const ev = (date: string, durationMinutes: number, categoryId: number, title: string, extra: Partial<typeof events.$inferInsert> = {}) => ({
      userId: rita.id,
      title,
      date,
      time: "09:00:00",
      durationMinutes,
      categoryId,
      status: "done" as const,
      ...extra,
    });
    const inserted = await db
      .insert(events)
      .values([
        ev("2026-03-02", 120, 1, "Study habits lesson", { studentsCount: 20, gradeId: 9, lessonId: l1.id }),
        ev("2026-03-03", 60, 4, "Teacher consult"),
        ev("2026-03-10", 60, 7, "Planning", { status: "planned" }),
        ev("2026-03-11", 60, 11, "Lunch duty", { time: "12:00:00" }),
        ev("2026-03-16", 45, 1, "Study habits lesson", { studentsCount: 25, gradeId: 9, lessonId: l1.id, status: "planned" }),
        ev("2026-04-06", 30, 3, "Check-in", { studentsCount: 1, seriesId: series.id }),
        ev("2026-05-11", 30, 3, "Check-in", { studentsCount: 1, seriesId: series.id }),
        ev("2026-04-20", 30, 3, "Check-in", { studentsCount: 1, seriesId: series.id, status: "cancelled" }),
        ev("2026-05-04", 60, 1, "Careers day", { studentsCount: 10, gradeId: 10, lessonId: l3.id }),
      ])
      .returning({ id: events.id });
    const [duty] = await db
      .insert(scheduleItems)
      .values({ userId: rita.id, title: "Lunch duty", frequency: "weekly", weekday: 3, startTime: "12:00:00", endTime: "13:00:00", startDate: "2025-08-01", endDate: "2026-07-31" })
      .returning();
    await db.insert(scheduleItemEvents).values({ scheduleItemId: duty.id, eventId: inserted[3].id });
    await db.insert(events).values({ userId: olga.id, title: "Lesson", date: "2026-03-05", time: "09:00:00", durationMinutes: 60, categoryId: 1, status: "done" });

    // SMART goals: G1 up and met (CTG), G2 down and not met, G3 without a result, G4 due next school year.
    const [da] = await db.insert(dataAnalysisItems).values({ userId: rita.id, name: "Attendance", type: "attendance", typeName: "Attendance", closingTheGap: true }).returning();
    const goal = (target: string, baselineValue: string, targetValue: string, resultValue: string | null, dateTarget: string, extra: Partial<typeof smartGoals.$inferInsert> = {}) => ({
      userId: rita.id,
      target,
      baselineValue,
      targetValue,
      resultValue,
      dateBaseline: "2025-09-15",
      dateTarget,
      ...extra,
    });
    const rows = await db
      .insert(smartGoals)
      .values([
        goal("attendance rate", "88", "92", "93", "2026-05-15", { dataAnalysisId: da.id, resultDate: "2026-05-20", narrativeHow: "<p>Check-ins</p>" }),
        goal("office referrals", "40", "25", "30", "2026-04-01", { resultDate: "2026-04-02" }),
        goal("homework completion", "10", "20", null, "2026-03-01"),
        goal("next year", "1", "2", "2", "2027-01-01"),
      ])
      .returning({ id: smartGoals.id });
    goalIds.push(...rows.map((r) => r.id));
    await db
      .insert(annualConferences)
      .values({ userId: rita.id, schoolYear: 2025, caseload: 300, directIndirectPct: 80, nonCounselingDuties: "Lunch duty", smartGoalIds: [goalIds[0], goalIds[1]], goals: "Raise attendance" });
  });
  afterAll(async () => conn?.close());

  it("programEvaluation: a goal is met when the result reaches the target in the goal's direction (88 → 92, 93 met; 40 → 25, 30 not met; no result open)", async () => {
    const r = (await run(rita, "programEvaluation")).result;
    // In order of their target dates: G3 (1 Mar), G2 (1 Apr), G1 (15 May).
    expect(r.table.rows.map((x) => [x.goalTarget, x.result, x.met])).toEqual([
      [20, null, "open"],
      [25, 30, "notMet"],
      [92, 93, "met"],
    ]);
    expect(kpi(r, "goals")).toBe(3); // G4 is due in the next school year
    expect(kpi(r, "measured")).toBe(2);
    expect(kpi(r, "met")).toBe(1);
    expect(kpi(r, "ctg")).toBe(1);
    // G1: title from its closing-the-gap data analysis; progress (93-88)/(92-88) = 125 %; G2 (30-40)/(25-40) = 67 %.
    expect(r.table.rows[2]).toMatchObject({ goal: "Identified areas of Need : CTG - Attendance - Small Group – attendance rate", ctg: "yes", progress: 125, resultDate: "2026-05-20" });
    expect(r.table.rows[1]).toMatchObject({ ctg: "no", progress: 67 });
    // Stars: B 0.25 + 0.25 (a priority exists) and F 0.25 (one narrative) = 0.75 × 0.1667 × 5 = 0.6; G2 0.5 → 0.4.
    expect(r.table.rows.map((x) => x.stars)).toEqual([0.4, 0.4, 0.6]);
    expect(r.chart).toMatchObject({ kind: "groupedBar" });
    expect(r.chart!.data[2]).toMatchObject({ baseline: 88, target: 92, result: 93 });
  });

  it("reportAdmin: agreed caseload 300 vs 3 active students, D+I 80 % vs 74 %, 1 h of duties, 2 agreed goals vs 1 met", async () => {
    const r = (await run(rita, "reportAdmin")).result;
    expect(r.table.rows.map((x) => [x.item, x.agreed, x.actual, x.onTrack])).toEqual([
      ["caseload", 300, 3, "yes"],
      ["directIndirect", 80, 74, "no"],
      ["nonCounseling", 0, 60, "no"],
      ["goals", 2, 1, "no"],
    ]);
    expect(r.table.rows[2].notes).toBe("Lunch duty");
    expect(r.chart!.data.find((d) => d.x === "Non-counseling hours")).toMatchObject({ agreed: 0, actual: 1 });
  });

  it("re: planned vs delivered — curriculum 2 planned dates / 1 done delivery, schedule item 1/1, lesson outside curricula 1/1; per month", async () => {
    const r = (await run(rita, "re")).result;
    expect(r.table.rows.map((x) => [x.type, x.item, x.planned, x.delivered, x.percent])).toEqual([
      ["curriculum", "Study skills unit", 2, 1, 50],
      ["lesson", "Careers day", 1, 1, 100],
      ["schedule", "Lunch duty", 1, 1, 100],
    ]);
    expect(r.table.totals).toMatchObject({ planned: 4, delivered: 3, percent: 75 });
    const month = (m: string) => r.chart!.data.find((d) => d.x === m);
    expect(month("2026-03-01")).toMatchObject({ planned: 2, delivered: 2 });
    expect(month("2026-04-01")).toMatchObject({ planned: 1, delivered: 0 });
    expect(month("2026-05-01")).toMatchObject({ planned: 1, delivered: 1 });
    expect(r.chart!.data).toHaveLength(12);
  });

  it("mbActionPlan: one line per unit and grade with its curriculum, standards, dates, sessions, students and outcome", async () => {
    const r = (await run(rita, "mbActionPlan")).result;
    const [std] = await db.select({ abbrev: standards.abbrev }).from(standards).limit(1);
    expect(r.table.rows).toEqual([
      {
        activity: "Study skills unit: Study habits",
        grade: "Grade 9",
        standards: std.abbrev,
        from: "2026-03-02",
        to: "2026-03-16",
        sessions: 2,
        planned: 0,
        students: 45,
        pre: null,
        post: null,
        resultChange: null,
        outcome: "Attendance up 2 points",
      },
      {
        activity: "Careers day",
        grade: "Grade 10",
        standards: "",
        from: "2026-05-04",
        to: "2026-05-04",
        sessions: 1,
        planned: 0,
        students: 10,
        pre: null,
        post: null,
        resultChange: null,
        outcome: "",
      },
    ]);
    expect(r.chart!.data.find((d) => d.x === "2026-03-01")).toMatchObject({ g9: 2, g10: 0 });
    expect(r.chart!.data.find((d) => d.x === "2026-05-01")).toMatchObject({ g9: 0, g10: 1 });
    // The grade filter keeps grade 10 only.
    const g10 = (await run(rita, "mbActionPlan", { grade: "10" })).result;
    expect(g10.table.rows.map((x) => x.activity)).toEqual(["Careers day"]);
  });

  it("mbActionPlan: sessions count the delivered (recorded) sessions only; those still ahead are the planned column", async () => {
    // At 10 March 2026, 11:00 in New York (EDT): E1 (2 March, 20 students) is delivered; E5 (16 March, 25 students)
    // and E9 (4 May, 10 students) lie ahead. Study habits, grade 9: 1 session, 1 planned, 20 students;
    // Careers day, grade 10: 0 sessions, 1 planned, 0 students. Delivered: 1; planned: 2; students: 20.
    const at = new Date("2026-03-10T15:00:00Z");
    const r = (await runReport(db, rita, "mbActionPlan", q(YEAR), at, "en")).result;
    expect(r.table.rows.map((x) => [x.activity, x.grade, x.from, x.to, x.sessions, x.planned, x.students])).toEqual([
      ["Study skills unit: Study habits", "Grade 9", "2026-03-02", "2026-03-16", 1, 1, 20],
      ["Careers day", "Grade 10", "2026-05-04", "2026-05-04", 0, 1, 0],
    ]);
    expect(r.table.totals).toMatchObject({ sessions: 1, planned: 2, students: 20 });
    expect(r.kpis.find((k) => k.key === "deliveries")?.value).toBe(1);
    expect(r.kpis.find((k) => k.key === "students")?.value).toBe(20);
    // The chart shows delivered lessons: March has one for grade 9, May none yet.
    expect(r.chart!.data.find((d) => d.x === "2026-03-01")).toMatchObject({ g9: 1, g10: 0 });
    expect(r.chart!.data.find((d) => d.x === "2026-05-01")).toMatchObject({ g9: 0, g10: 0 });
    // On 16 March at 08:00 the day's 09:00 session has not started: still planned; at 09:30 it is delivered.
    const before = (await runReport(db, rita, "mbActionPlan", q(YEAR), new Date("2026-03-16T12:00:00Z"), "en")).result;
    expect(before.table.rows[0]).toMatchObject({ sessions: 1, planned: 1 });
    const after = (await runReport(db, rita, "mbActionPlan", q(YEAR), new Date("2026-03-16T13:30:00Z"), "en")).result;
    expect(after.table.rows[0]).toMatchObject({ sessions: 2, planned: 0, students: 45 });
    // A German reader reads the grades in German.
    const de = (await runReport(db, rita, "mbActionPlan", q(YEAR), at, "de")).result;
    expect(de.table.rows.map((x) => x.grade)).toEqual(["Klasse 9", "Klasse 10"]);
  });

  it("annualCalendar: D+I minutes per day as months × days; a series is ONE line with its dates across months", async () => {
    const r = (await run(rita, "annualCalendar")).result;
    expect(r.chart!.kind).toBe("heatmap");
    expect(r.chart!.series).toHaveLength(31);
    const march = r.chart!.data[7]; // Aug … Mar
    expect(march).toMatchObject({ d2: 120, d3: 60, d16: 45, d10: 0, d11: 0 });
    expect(r.chart!.data[9]).toMatchObject({ d4: 60, d11: 30 }); // May
    expect(r.table.rows.map((x) => [x.month, x.activity, x.sessions, x.minutes])).toEqual([
      ["2026-03-01", "Study habits lesson", 2, 165],
      ["2026-03-01", "Teacher consult", 1, 60],
      ["2026-04-01", "Check-in", 2, 60],
      ["2026-05-01", "Careers day", 1, 60],
    ]);
    // The dates cell keeps ISO dates (the CSV's); the page writes them the reader's way, a PDF MM/DD/YY.
    expect(r.table.rows[2].dates).toBe("2026-04-06, 2026-05-11");
    expect(cellText("dates", r.table.rows[2].dates, (k) => k, "en")).toBe("04/06/26, 05/11/26");
    expect(cellText("dates", r.table.rows[2].dates, (k) => k, "de")).toBe("06.04.26, 11.05.26");
    expect(cellText("dates", r.table.rows[2].dates, (k) => k, "de", true)).toBe("04/06/26, 05/11/26");
    expect(kpi(r, "directIndirectMinutes")).toBe(345);
    expect(kpi(r, "daysWithServices")).toBe(6);
    expect(kpi(r, "series")).toBe(1);
  });

  it("charts: hours by ASCA group as bars (D 4.8 h, I 1, N 1, S 1); events by tier (T1 2, T2 1, T3 2, system 3)", async () => {
    const byGroup = (await run(rita, "charts", {}, { metric: "hours", groupBy: "group", chart: "bar" })).result;
    expect(byGroup.chart).toMatchObject({ kind: "bar", unit: "hours" });
    expect(byGroup.chart!.data.map((d) => d.hours)).toEqual([4.8, 1, 1, 1]);
    expect(byGroup.table.totals).toMatchObject({ minutes: 465, events: 8 });
    const byTier = (await run(rita, "charts", {}, { metric: "events", groupBy: "tier", chart: "horizontalBar" })).result;
    expect(byTier.chart!.kind).toBe("horizontalBar");
    expect(byTier.chart!.data.map((d) => [d.x, d.events])).toEqual([
      ["Tier 1", 2],
      ["Tier 2", 1],
      ["Tier 3", 2],
      ["System (no students)", 3],
    ]);
  });

  it("charts: students by month (March 45, April 1, May 11); minutes by category stacked per month; unknown values fall back to hours by group", async () => {
    // On the counselor's own screen: every count, April's single student included (elsewhere the small-cell rule withholds it).
    const byMonth = (await runReport(db, rita, "charts", q({ ...YEAR }), NOW, "en", { onOwnScreen: true, extra: { metric: "students", groupBy: "month", chart: "line" } })).result;
    expect(byMonth.chart).toMatchObject({ kind: "line", xKind: "month" });
    const at = (m: string) => byMonth.chart!.data.find((d) => d.x === m)!.students;
    expect([at("2026-03-01"), at("2026-04-01"), at("2026-05-01")]).toEqual([45, 1, 11]);
    const stacked = (await run(rita, "charts", {}, { metric: "minutes", groupBy: "category", chart: "stackedBar" })).result;
    expect(stacked.chart).toMatchObject({ kind: "stackedBar", xKind: "month" });
    expect(stacked.table.rows[0]).toMatchObject({ total: 225 }); // Instruction: 120 + 45 + 60
    const fallback = (await run(rita, "charts", {}, { metric: "bogus", groupBy: "nope" })).result;
    expect(fallback.chart!.series[0].key).toBe("hours");
  });

  it("charts for a manager's whole team, grouped by counselor: Rita 465 min, Olga 60 min", async () => {
    const r = (await run(mia, "charts", {}, { metric: "minutes", groupBy: "counselor" })).result;
    expect(r.table.rows.map((x) => [x.group, x.minutes])).toEqual([
      ["Rita Prog", 465],
      ["Olga Prog", 60],
    ]);
  });

  it("the API passes the pivot's parameters to the report", async () => {
    const login = await call(loginRoute, { body: { username: "counselor", password: "demo-pass-2026" } });
    const req = new NextRequest(new URL("http://localhost/api/v1/report/charts?metric=events&groupBy=tier&chart=bar"), { headers: { authorization: `Bearer ${login.json.token}` } });
    const res = await reportRoute(req, { params: Promise.resolve({ key: "charts" }) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.chart.series[0].key).toBe("events");
  });

  it("role matrix: C and M open all six; S only annualCalendar; F mbActionPlan and annualCalendar; others answer 404", async () => {
    const keys = ["mbActionPlan", "programEvaluation", "re", "reportAdmin", "annualCalendar", "charts"];
    const open = (roleId: number) => keys.filter((k) => mayOpenReport({ roleId }, reportByKey(k)!));
    expect(open(1)).toEqual(keys);
    expect(open(2)).toEqual(keys);
    expect(open(9)).toEqual(keys);
    expect(open(5)).toEqual(["annualCalendar"]);
    expect(open(22)).toEqual(["mbActionPlan", "annualCalendar"]);
    const [secretary] = await db.insert(users).values({ username: "sam_program", email: "sam@program.test", roleId: 5, active: true, expires: "2030-07-31" }).returning();
    await expect(run(secretary, "charts")).rejects.toSatisfy((e: unknown) => e instanceof AppError && e.status === 404);
    await expect(run(secretary, "programEvaluation")).rejects.toSatisfy((e: unknown) => e instanceof AppError && e.status === 404);
  });

  it("reportAdmin is read one counselor at a time: a manager gets the first counselor, never 'All'", async () => {
    const r = await run(mia, "reportAdmin", { user_id: String(rita.id) });
    expect(r.context.subject.kind).toBe("user");
    expect(r.result.table.rows[0]).toMatchObject({ agreed: 300, actual: 3 });
  });

  it("a SMART goal's result: an absent result keeps the stored one; a result date before the baseline is refused", async () => {
    const actor: TActor = { user: rita, sessionId: "test", via: "bearer" };
    const base = { target: "office referrals", baselineValue: 40, targetValue: 25, dateBaseline: "2025-09-15", dateTarget: "2026-04-01" };
    const kept = await updateSmartGoal(db, actor, goalIds[1], base, NOW);
    expect(kept).toMatchObject({ resultValue: 30, resultDate: "2026-04-02" });
    const changed = await updateSmartGoal(db, actor, goalIds[1], { ...base, resultValue: "24.5", resultDate: "2026-04-10" }, NOW);
    expect(changed).toMatchObject({ resultValue: 24.5, resultDate: "2026-04-10" });
    await expect(updateSmartGoal(db, actor, goalIds[1], { ...base, resultDate: "2025-09-01" }, NOW)).rejects.toThrow(/result date comes on or after the baseline/);
    await expect(updateSmartGoal(db, actor, goalIds[1], { ...base, resultValue: "a lot" }, NOW)).rejects.toThrow(/result value is a number/);
    const [row] = await db.select().from(smartGoals).where(eq(smartGoals.id, goalIds[1]));
    expect(row.resultValue).toBe("24.50");
  });
});
