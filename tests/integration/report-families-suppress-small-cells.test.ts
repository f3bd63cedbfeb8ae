import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TConnection, TDb } from "@/db/client";
import { and, eq } from "drizzle-orm";
import { clients, events, managedUsers, memberships, schoolDistricts, studentAccessLog, users, type TUserRow } from "@/db/schema";
import { flushAccessLog } from "@/lib/privacy/access-log";
import { logReportRead, withoutStudentIds } from "@/lib/privacy/report-access";
import { zeroCounts } from "@/lib/clients/rules";
import { ZReportQuery } from "@/lib/reports/period";
import { runReport } from "@/lib/reports/run";
import type { TReportResult, TReportRow } from "@/lib/reports/types";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The small-cell rule in the report families beyond equity: mtss, studentContact, the career coach's
// monthly report, the pivot's student counts and the team reports. A count of 1 to 4 students reads
// "<5" and one other count of its column "—" (so that the total less the rest does not give it back)
// for a manager reading the counselor's figures; the counselor on her own screen reads every count.
//
// The fixture, by hand (March and April 2026): Rosa's caseload is 30 grade-9 students and Zoe (grade
// 11). Students 0–9 each have one individual event in March (tier 3: 10 students); a tier-2 career
// group session of 3 grade-9 students in March; a tier-1 career lesson for 25 grade-9 students in
// April. Students per tier: T1 25, T2 3, T3 10 (38). Ivo, in Max's team too, saw 2 students.

const NOW = new Date();
const PERIOD = { period: "custom", from: "2026-03-01", to: "2026-04-30" };
const q = (raw: Record<string, string> = {}) => ZReportQuery.parse({ ...PERIOD, ...raw });
const kpi = (r: TReportResult, key: string) => r.kpis.find((k) => k.key === key)!;
const SMALL = new Set([1, 2, 3, 4]);
const noSmallCount = (rows: readonly TReportRow[], key: string) => rows.every((r) => !SMALL.has(r[key] as number));

describe.each(DRIVERS)("report families withhold counts under five once they leave the counselor (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let rosa: TUserRow;
  let ivo: TUserRow;
  let max: TUserRow;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    const person = (username: string, roleId: number, firstName: string) => ({ username, email: `${username}@cells.test`, roleId, active: true, expires: "2030-07-31", firstName, lastName: "Cells" });
    [rosa, ivo, max] = await db
      .insert(users)
      .values([person("rosa_cells", 1, "Rosa"), person("ivo_cells", 1, "Ivo"), person("max_cells", 2, "Max")])
      .returning();
    await db.insert(managedUsers).values([
      { managerId: max.id, userId: rosa.id },
      { managerId: max.id, userId: ivo.id },
    ]);
    const [{ leaid }] = await db.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).limit(1);
    await db.insert(memberships).values([rosa, ivo, max].map((u) => ({ userId: u.id, leaid, roleId: u.roleId, status: "active" as const, source: "admin" as const })));
    const grade9 = await db
      .insert(clients)
      .values(Array.from({ length: 30 }, (_, i) => ({ userId: rosa.id, type: "student" as const, name: `Cell Student ${i}`, gradeId: 9, counts: { ...zeroCounts(), male: 1 }, count: 1 })))
      .returning({ id: clients.id });
    await db.insert(clients).values({ userId: rosa.id, type: "student", name: "Zoe Cell", gradeId: 11, counts: { ...zeroCounts(), female: 1 }, count: 1 });
    const base = { status: "done" as const, time: "09:00", durationMinutes: 30, categoryId: 3 };
    await db
      .insert(events)
      .values([
        ...Array.from({ length: 10 }, (_, i) => ({ ...base, userId: rosa.id, title: `Check-in ${i}`, date: `2026-03-${String(2 + i).padStart(2, "0")}`, clientId: grade9[i].id, studentsCount: 1 })),
        { ...base, userId: rosa.id, title: "Career group", date: "2026-03-20", studentsCount: 3, tier: 2, domain: "career" as const, gradeId: 9 },
        { ...base, userId: rosa.id, title: "Career lesson", date: "2026-04-15", studentsCount: 25, tier: 1, domain: "career" as const, gradeId: 9 },
        { ...base, userId: ivo.id, title: "Pair", date: "2026-03-10", studentsCount: 2, tier: 2 },
      ]);
  });
  afterAll(async () => conn?.close());

  const tierRow = (r: TReportResult, tier: string) => r.table.rows.find((x) => x.tier === tier)!;

  describe("mtss", () => {
    it("the counselor on her own screen reads 3 students in tier 2", async () => {
      const { result } = await runReport(db, rosa, "mtss", q(), NOW, "en", { onOwnScreen: true });
      expect([tierRow(result, "T1").students, tierRow(result, "T2").students, tierRow(result, "T3").students]).toEqual([25, 3, 10]);
      expect(result.chart!.data.every((d) => "studentsShare" in d)).toBe(true);
    });

    it("a manager reads tier 2's 3 students as '<5' and tier 3's 10 as '—' (38 − 25 − 10 would give them), and no students share", async () => {
      const { result } = await runReport(db, max, "mtss", q({ user_id: String(rosa.id) }), NOW, "en");
      expect(tierRow(result, "T2").students).toBe("<5");
      expect(tierRow(result, "T3").students).toBe("—");
      expect(tierRow(result, "T1").students).toBe(25);
      expect(result.table.totals!.students).toBe(38);
      expect(noSmallCount(result.table.rows, "students")).toBe(true);
      expect(result.chart!.data.some((d) => "studentsShare" in d)).toBe(false);
      expect(result.smallCells).toBe(true);
    });
  });

  describe("studentContact", () => {
    it("the counselor on her own screen reads every student and Zoe's grade-11 bar", async () => {
      const { result } = await runReport(db, rosa, "studentContact", q(), NOW, "en", { onOwnScreen: true });
      expect(result.table.rows).toHaveLength(31);
      expect(result.chart!.data.find((d) => d.x === "11")).toMatchObject({ notSeen: 1 });
      expect([kpi(result, "caseload").value, kpi(result, "seen").value, kpi(result, "notSeen").value]).toEqual([31, 10, 21]);
    });

    it("a manager reading the whole team gets no row per student, no grade-11 bar and not grade 9's not-seen bar that 21 − 20 would give away", async () => {
      const { result } = await runReport(db, max, "studentContact", q(), NOW, "en");
      expect(result.table.rows).toEqual([]);
      const g11 = result.chart!.data.find((d) => d.x === "11")!;
      expect(Object.keys(g11)).toEqual(["x"]);
      const g9 = result.chart!.data.find((d) => d.x === "9")!;
      expect(g9).toMatchObject({ individual: 10 });
      expect("notSeen" in g9).toBe(false);
      expect(result.smallCells).toBe(true);
    });
  });

  describe("careerCoachMonthlyReport", () => {
    it("the counselor on her own screen reads March's 3 career students", async () => {
      const { result } = await runReport(db, rosa, "careerCoachMonthlyReport", q(), NOW, "en", { onOwnScreen: true });
      expect(result.table.rows.map((r) => r.students)).toEqual([3, 25]);
      expect(result.table.rows[0].byGrade).toBe("9: 3");
    });

    it("a manager reads March's 3 as '<5', April's 25 as '—' beside the printed total 28, and no grade count of 1 to 4", async () => {
      const { result } = await runReport(db, max, "careerCoachMonthlyReport", q({ user_id: String(rosa.id) }), NOW, "en");
      expect(result.table.rows.map((r) => r.students)).toEqual(["<5", "—"]);
      expect(result.table.totals!.students).toBe(28);
      expect(kpi(result, "students").value).toBe(28);
      expect(result.table.rows[0].byGrade).toBe("9: —");
      expect(result.smallCells).toBe(true);
    });
  });

  describe("the pivot (charts) of students", () => {
    const pivot = { metric: "students", groupBy: "tier", chart: "bar" };

    it("the counselor on her own screen reads 3 students in tier 2", async () => {
      const { result } = await runReport(db, rosa, "charts", q(), NOW, "en", { onOwnScreen: true, extra: pivot });
      expect(result.table.rows.find((r) => r.group === "Tier 2")).toMatchObject({ students: 3 });
    });

    it("a manager reads tier 2 as '<5', the smallest other tier as '—', and draws neither bar", async () => {
      const { result } = await runReport(db, max, "charts", q({ user_id: String(rosa.id) }), NOW, "en", { extra: pivot });
      const byGroup = Object.fromEntries(result.table.rows.map((r) => [r.group, r.students]));
      expect(byGroup["Tier 2"]).toBe("<5");
      expect(byGroup["Tier 3"]).toBe("—");
      expect(byGroup["Tier 1"]).toBe(25);
      expect(result.table.rows.find((r) => r.group === "Tier 2")!.percent).toBe("<5");
      const bars = Object.fromEntries(result.chart!.data.map((d) => [d.x, d.students]));
      expect(bars["Tier 2"]).toBeUndefined();
      expect(bars["Tier 3"]).toBeUndefined();
      expect(bars["Tier 1"]).toBe(25);
    });
  });

  describe("a report that names students writes the access log", () => {
    const logged = (readerId: number, channel: "report" | "csv" | "pdf") =>
      db
        .select()
        .from(studentAccessLog)
        .where(and(eq(studentAccessLog.readerId, readerId), eq(studentAccessLog.channel, channel)));

    it("a manager's CSV of one counselor's student contact logs one 'csv' entry per student named, with the report's key", async () => {
      const run = await runReport(db, max, "studentContact", q({ user_id: String(rosa.id) }), NOW, "en");
      expect(run.result.table.rows).toHaveLength(31);
      logReportRead(db, max.id, run, "csv", NOW);
      await flushAccessLog(db);
      const rows = await logged(max.id, "csv");
      expect(rows).toHaveLength(31);
      expect(new Set(rows.map((r) => r.detail))).toEqual(new Set(["studentContact"]));
      expect(new Set(rows.map((r) => r.ownerId))).toEqual(new Set([rosa.id]));
      // The JSON answer never carries the ids the log is written from.
      expect("studentIds" in withoutStudentIds(run.result)).toBe(false);
    });

    it("a report whose names are withheld from the reader (the whole team) logs nothing", async () => {
      const run = await runReport(db, max, "studentContact", q(), NOW, "en");
      logReportRead(db, max.id, run, "pdf", NOW);
      await flushAccessLog(db);
      expect(await logged(max.id, "pdf")).toEqual([]);
    });
  });

  describe("team reports", () => {
    it("a manager reads Ivo's 2 students as '<5' and Rosa's 38 as '—' beside the team's 40", async () => {
      const { result } = await runReport(db, max, "teamUseOfTime", q(), NOW, "en");
      const byName = Object.fromEntries(result.table.rows.map((r) => [r.counselor, r.students]));
      expect(byName["Ivo Cells"]).toBe("<5");
      expect(byName["Rosa Cells"]).toBe("—");
      expect(result.table.totals!.students).toBe(40);
      expect(noSmallCount(result.table.rows, "students")).toBe(true);
    });
  });
});
