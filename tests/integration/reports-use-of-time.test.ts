import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { extractText } from "unpdf";
import type { TConnection, TDb } from "@/db/client";
import { events, periods, users, type TUserRow } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as reportRoute } from "@/app/api/v1/report/[key]/route";
import { reportCsv, reportPdf, reportStrings } from "@/lib/reports/export";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import { reportsFor } from "@/lib/reports/registry";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// The use-of-time reports on a hand-made March 2026, and the role matrix of the report
// engine: "a counselor opening another counselor's report by id … refused".

// The demo accounts' licences run from the seed's day: the database is seeded today; the reports read March 2026 by explicit dates.
const NOW = new Date();

async function makeCounselor(db: TDb, username: string): Promise<TUserRow> {
  const [row] = await db
    .insert(users)
    .values({ username, email: `${username}@reports.test`, roleId: 1, active: true, expires: "2030-07-31", firstName: "Rita", lastName: "Report" })
    .returning();
  return row;
}

const q = (raw: Record<string, string>) => ZReportQuery.parse(raw);

async function raw(token: string, path: string): Promise<Response> {
  const key = /\/report\/([^?]+)/.exec(path)![1];
  const req = new NextRequest(new URL(path, "http://localhost"), { headers: { authorization: `Bearer ${token}` } });
  return reportRoute(req, { params: Promise.resolve({ key }) });
}

describe.each(DRIVERS)("reports: use of time (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let rita: TUserRow;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => (tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string);
  const idOf = async (username: string) => (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    rita = await makeCounselor(db, "rita_reports");
    const ev = (date: string, time: string, durationMinutes: number, categoryId: number, studentsCount = 0, status: "done" | "cancelled" = "done") => ({
      userId: rita.id,
      title: "x",
      date,
      time,
      durationMinutes,
      categoryId,
      studentsCount,
      status,
    });
    await db.insert(events).values([
      ev("2026-03-02", "09:00:00", 120, 1, 20), // Instruction (direct)
      ev("2026-03-03", "10:00:00", 60, 4), // Consultation (indirect)
      ev("2026-03-10", "10:00:00", 60, 7), // Program planning (support)
      ev("2026-03-11", "12:00:00", 60, 11), // Lunch duty (non-counseling)
      ev("2026-03-20", "09:00:00", 60, 3, 1, "cancelled"), // cancelled: not counted
      ev("2026-02-16", "09:00:00", 30, 1), // the month before
    ]);
    // Rita's school day: 08:00 to 10:00 (two periods).
    await db.insert(periods).values([
      { userId: rita.id, period: 1, start: "08:00:00", end: "09:00:00" },
      { userId: rita.id, period: 2, start: "09:00:00", end: "10:00:00" },
    ]);
  });
  afterAll(async () => conn?.close());

  it("monthly analysis: KPIs against the month before, D+I 60% of 5 h, and the district target", async () => {
    const run = await runReport(db, rita, "monthlyUseofTimeAnalysis", q({ date: "2026-03-15" }), NOW, "en");
    expect(run.context.range).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(run.context.previous).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    const k = Object.fromEntries(run.result.kpis.map((x) => [x.key, x]));
    expect(k.totalHours).toMatchObject({ value: 300, previous: 30 });
    expect(k.directIndirect).toMatchObject({ value: 60, previous: 100, target: 80 });
    expect(k.nonCounseling).toMatchObject({ value: 60, previous: 0 });
    expect(k.students).toMatchObject({ value: 20, previous: 0 });
  });

  it("monthly analysis: a stacked percent bar per week (Monday first), D and I of the week of 2 March 67/33", async () => {
    const run = await runReport(db, rita, "monthlyUseofTimeAnalysis", q({ date: "2026-03-15" }), NOW, "en");
    const chart = run.result.chart!;
    expect(chart.targetLine).toBe(80);
    expect(chart.data.map((d) => d.x)).toEqual(["2026-02-23", "2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30"]);
    expect(chart.data[1]).toMatchObject({ D: 67, I: 33, S: 0, N: 0 });
    expect(chart.data[2]).toMatchObject({ D: 0, I: 0, S: 50, N: 50 });
    expect(chart.data[3]).toMatchObject({ D: 0, I: 0, S: 0, N: 0 });
    // Stacked to exactly 100 (largest remainder), never 99 or 101: 2/3 and 1/3 read 67 and 33.
    for (const d of chart.data) {
      const sum = ["D", "I", "S", "N"].reduce((a, k) => a + Number(d[k] ?? 0), 0);
      expect([0, 100]).toContain(sum);
    }
  });

  it("monthly analysis: one table row per category with its share and its change against last month", async () => {
    const run = await runReport(db, rita, "monthlyUseofTimeAnalysis", q({ date: "2026-03-15" }), NOW, "en");
    const rows = Object.fromEntries(run.result.table.rows.map((r) => [r.category, r]));
    expect(rows["Instruction"]).toMatchObject({ group: "D", minutes: 120, percent: 40, students: 20, change: 90 });
    expect(rows["Consultation"]).toMatchObject({ group: "I", minutes: 60, percent: 20, change: 60 });
    expect(rows["Lunch/bus/hall duty"]).toMatchObject({ group: "N", minutes: 60 });
    expect(run.result.table.totals).toMatchObject({ minutes: 300, change: 270 });
  });

  it("the category names follow the reader's language", async () => {
    const run = await runReport(db, rita, "monthlyUseofTimeAnalysis", q({ date: "2026-03-15" }), NOW, "it");
    expect(run.result.table.rows.map((r) => r.category)).not.toContain("Instruction");
  });

  it("semester summary: semester 1 runs from the start of the school year to 31 Dec, so March is semester 2, category × month in minutes", async () => {
    const run = await runReport(db, rita, "semesterSummaryReport", q({ date: "2026-03-15" }), NOW, "en");
    expect(run.context.range).toEqual({ from: "2026-01-01", to: "2026-07-31" });
    const instruction = run.result.table.rows.find((r) => r.category === "Instruction")!;
    expect(instruction["m2026-02-01"]).toBe(30);
    expect(instruction["m2026-03-01"]).toBe(120);
    expect(instruction.total).toBe(150);
    expect(run.result.table.totals!["m2026-03-01"]).toBe(300);
    expect(run.result.chart!.data.find((d) => d.x === "2026-03-01")).toMatchObject({ D: 2, I: 1, S: 1, N: 1 });
  });

  it("annual summary by month: each group's share by month and the D+I % of the year", async () => {
    const run = await runReport(db, rita, "annualMonthlySummaryReport", q({ date: "2026-03-15" }), NOW, "en");
    expect(run.context.range).toEqual({ from: "2025-08-01", to: "2026-07-31" });
    expect(run.result.chart!.data).toHaveLength(12);
    expect(run.result.chart!.data.find((d) => d.x === "2026-03-01")).toMatchObject({ DI: 60, S: 20, N: 20 });
    expect(run.result.chart!.data.find((d) => d.x === "2026-02-01")).toMatchObject({ DI: 100 });
    expect(run.result.table.totals).toMatchObject({ D: 150, I: 60, S: 60, N: 60, directIndirect: 64 });
  });

  it("timesheet summary: a row per day and the average of the days with time recorded", async () => {
    const run = await runReport(db, rita, "timesheetSummaryView", q({ period: "custom", from: "2026-03-02", to: "2026-03-11" }), NOW, "en");
    expect(run.result.table.rows).toHaveLength(10);
    expect(run.result.table.rows[0]).toMatchObject({ day: "2026-03-02", D: 120, total: 120, directIndirect: 100 });
    // Four days with time: (120 + 60 + 60 + 60) / 4 = 75 minutes.
    expect(run.result.table.totals).toMatchObject({ total: 75 });
    expect(run.result.table.totalsLabel).toBe("average");
  });

  it("snapshot: the period's KPIs beside the period before", async () => {
    const run = await runReport(db, rita, "snapShot", q({ date: "2026-03-15", period: "month" }), NOW, "en");
    expect(run.result.chart!.data[0]).toMatchObject({ D: 40, I: 20, S: 20, N: 20 });
    expect(run.result.table.rows.find((r) => r.kpi === "totalHours")).toMatchObject({ now: 300, before: 30, change: 270, kind: "minutes" });
  });

  it("timesheet: one line per activity with start, end, the title for its owner and the day's subtotal on its last line", async () => {
    const run = await runReport(db, rita, "timesheet", q({ date: "2026-03-03" }), NOW, "en");
    expect(run.context.range).toEqual({ from: "2026-03-02", to: "2026-03-08" });
    expect(run.result.table.rows).toEqual([
      { day: "2026-03-02", start: "09:00", end: "11:00", activity: "x", category: "Instruction", minutes: 120, students: 20, subtotal: 120 },
      { day: "2026-03-03", start: "10:00", end: "11:00", activity: "x", category: "Consultation", minutes: 60, students: 0, subtotal: 60 },
    ]);
    expect(run.result.table.totals).toMatchObject({ minutes: 180, students: 20 });
    expect(run.definition.signatures).toBe(true);
  });

  it("timesheet times read as the reader reads clocks: 9:00 AM in English, 9:00 and 11:00 in German, 24-hour in the CSV", async () => {
    const text = async (bytes: Buffer) => (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
    const en = await runReport(db, rita, "timesheet", q({ date: "2026-03-03" }), NOW, "en");
    expect(en.result.table.columns.filter((c) => c.kind === "time").map((c) => c.key)).toEqual(["start", "end"]);
    const tEn = await reportStrings("en");
    const pdfEn = await text(await reportPdf(en, tEn, "en", NOW));
    expect(pdfEn).toContain("9:00 AM");
    expect(pdfEn).toContain("11:00 AM");
    expect(pdfEn).not.toMatch(/\b09:00\b/);
    const csv = reportCsv(en, tEn, "en").split("\r\n");
    expect(csv[1]).toContain(",09:00,11:00,");
    const de = await runReport(db, rita, "timesheet", q({ date: "2026-03-03" }), NOW, "de");
    const pdfDe = await text(await reportPdf(de, await reportStrings("de"), "de", NOW));
    expect(pdfDe).toContain("11:00");
    expect(pdfDe).toMatch(/\b9:00\b/);
    expect(pdfDe).not.toMatch(/\b[AP]M\b/);
  });

  it("when the time goes: minutes by weekday and hour, and the time outside the school day of the periods", async () => {
    const run = await runReport(db, rita, "reportTime", q({ date: "2026-03-15" }), NOW, "en");
    const at = (hour: string) => run.result.chart!.data.find((d) => d.x === hour)!;
    expect(at("09:00")).toMatchObject({ mon: 60, tue: 0 });
    expect(at("10:00")).toMatchObject({ mon: 60, tue: 120 });
    expect(at("12:00")).toMatchObject({ wed: 60 });
    const k = Object.fromEntries(run.result.kpis.map((x) => [x.key, x.value]));
    // 08:00-10:00 is the school day: Monday 10-11, both Tuesdays 10-11 and Wednesday 12-13 are outside it.
    expect(k).toMatchObject({ totalHours: 300, outsideSchoolDay: 240, weekend: 0 });
    expect(run.result.table.rows.find((r) => r.category === "Instruction")).toMatchObject({ mon: 120, outside: 60, total: 120 });
  });

  it("the report list of a counselor holds family 1, and none of them for the quote-only role", () => {
    expect(reportsFor({ roleId: 1 }).map((r) => r.key)).toEqual(expect.arrayContaining(["monthlyUseofTimeAnalysis", "snapShot"]));
    expect(reportsFor({ roleId: 6 })).toEqual([]);
  });

  describe("GET /api/v1/report/{key}", () => {
    it("answers the counselor's own report as JSON", async () => {
      const res = await call(reportRoute, { token: await tokenOf("counselor"), path: "/api/v1/report/monthlyUseofTimeAnalysis?date=2026-03-15", params: { key: "monthlyUseofTimeAnalysis" } });
      expect(res.status).toBe(200);
      const data = res.json.data as { key: string; subject: { kind: string; user_id: number }; range: { from: string } };
      expect(data).toMatchObject({ key: "monthlyUseofTimeAnalysis", range: { from: "2026-03-01" } });
      expect(data.subject).toEqual({ kind: "user", user_id: await idOf("counselor") });
    });

    it("refuses a counselor opening another counselor's report by id (404)", async () => {
      const res = await call(reportRoute, { token: await tokenOf("counselor"), path: `/api/v1/report/snapShot?user_id=${rita.id}`, params: { key: "snapShot" } });
      expect(res.status).toBe(404);
    });

    it("an unknown report key is a 404", async () => {
      const res = await call(reportRoute, { token: await tokenOf("counselor"), path: "/api/v1/report/noSuchReport", params: { key: "noSuchReport" } });
      expect(res.status).toBe(404);
    });

    it("a manager reads the team's aggregate (All) and one managed counselor, not a user outside the team", async () => {
      const token = await tokenOf("manager");
      const all = await call(reportRoute, { token, path: "/api/v1/report/monthlyUseofTimeAnalysis?date=2026-03-15", params: { key: "monthlyUseofTimeAnalysis" } });
      expect(all.status).toBe(200);
      expect((all.json.data as { subject: { kind: string } }).subject.kind).toBe("team");
      const one = await call(reportRoute, { token, path: `/api/v1/report/monthlyUseofTimeAnalysis?user_id=${await idOf("counselor")}`, params: { key: "monthlyUseofTimeAnalysis" } });
      expect(one.status).toBe(200);
      const outside = await call(reportRoute, { token, path: `/api/v1/report/monthlyUseofTimeAnalysis?user_id=${rita.id}`, params: { key: "monthlyUseofTimeAnalysis" } });
      expect(outside.status).toBe(404);
    });

    it("bad filters answer the error list: a date that does not exist, a custom range over two years, one end only", async () => {
      const token = await tokenOf("counselor");
      for (const query of ["date=2026-02-30", "period=custom&from=2020-01-01&to=2026-03-01", "period=custom&from=2026-03-01"]) {
        const res = await call(reportRoute, { token, path: `/api/v1/report/timesheetSummaryView?${query}`, params: { key: "timesheetSummaryView" } });
        expect(res.status, query).toBe(422);
        expect(res.json.error!.length).toBeGreaterThan(0);
      }
    });

    it("the CSV starts with a BOM, has the column headings and the totals line", async () => {
      const res = await raw(await tokenOf("counselor"), "/api/v1/report/monthlyUseofTimeAnalysis?date=2026-03-15&format=csv");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/csv");
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(text.split("\r\n")[0]).toContain("Category,Group,Minutes,Hours");
      expect(text).toMatch(/\r\nTotal,/);
    });

    it("the PDF carries the title, the period and the target", async () => {
      const res = await raw(await tokenOf("counselor"), "/api/v1/report/monthlyUseofTimeAnalysis?date=2026-03-15&format=pdf");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
      expect(text).toContain("Monthly use-of-time analysis");
      expect(text).toContain("03/01/26");
      expect(text).toContain("80%");
    });
  });
});
