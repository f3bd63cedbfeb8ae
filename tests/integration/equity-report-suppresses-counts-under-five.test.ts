import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TConnection, TDb } from "@/db/client";
import { clients, events, managedUsers, memberships, schoolDistricts, users, type TUserRow } from "@/db/schema";
import type { TClientCounts } from "@/db/schema/calendar";
import { zeroCounts } from "@/lib/clients/rules";
import { reportCsv, reportStrings } from "@/lib/reports/export";
import { ZReportQuery } from "@/lib/reports/period";
import { runReport } from "@/lib/reports/run";
import type { TReportResult } from "@/lib/reports/types";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The equity report (reportStats) once its figures leave the counselor: no count of 1 to 4 students,
// no figure from which one can be worked out, no share, bar or line that gives one away, and a grade
// filter that narrows the caseload to one student shows nothing about that student.
//
// The fixture, by hand: 30 grade-9 students (0–14 male, 15–29 female; 0–19 white, 20–29 Hispanic;
// IEP 0, 15, 16; served in March: 0–9 and 15–22) and Zoe, grade 11, a Black female student with an
// IEP, not served. Caseload 31, served 18; male 15 (10 served), female 16 (8 served); IEP 4 (3
// served); white 20 (15 served: 5 not served of… 18 − 15 = 3 served who are not white), Hispanic 10
// (3 served), Black 1.

const NOW = new Date();
const MARCH = { period: "custom", from: "2026-03-01", to: "2026-03-31" };
const q = (raw: Record<string, string>) => ZReportQuery.parse({ ...MARCH, ...raw });
const kpi = (r: TReportResult, key: string) => r.kpis.find((k) => k.key === key)!;
const row = (r: TReportResult, subgroup: string) => r.table.rows.find((x) => x.subgroup === `sg_${subgroup}`)!;
const SMALL = new Set([1, 2, 3, 4]);

describe.each(DRIVERS)("equity report suppresses counts under five (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let rosa: TUserRow;
  let max: TUserRow;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    const person = (username: string, roleId: number, firstName: string) => ({ username, email: `${username}@equity.test`, roleId, active: true, expires: "2030-07-31", firstName, lastName: "Eq" });
    [rosa, max] = await db
      .insert(users)
      .values([person("rosa_equity", 1, "Rosa"), person("max_equity", 2, "Max")])
      .returning();
    await db.insert(managedUsers).values({ managerId: max.id, userId: rosa.id });
    // Both are active members of one district: Max manages Rosa there.
    const [{ leaid }] = await db.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).limit(1);
    await db.insert(memberships).values([rosa, max].map((u) => ({ userId: u.id, leaid, roleId: u.roleId, status: "active" as const, source: "admin" as const })));
    const counts = (i: number): TClientCounts => {
      const male = i < 15;
      const race = i < 20 ? (male ? "whm" : "whf") : "hif";
      return { ...zeroCounts(), [male ? "male" : "female"]: 1, [race]: 1, ...([0, 15, 16].includes(i) ? { iep: 1 } : {}) };
    };
    const grade9 = await db
      .insert(clients)
      .values(Array.from({ length: 30 }, (_, i) => ({ userId: rosa.id, type: "student" as const, name: `Student ${i}`, gradeId: 9, counts: counts(i), count: 1 })))
      .returning({ id: clients.id });
    await db.insert(clients).values({ userId: rosa.id, type: "student", name: "Zoe Quist", gradeId: 11, counts: { ...zeroCounts(), female: 1, blf: 1, iep: 1 }, count: 1 });
    const served = [...Array.from({ length: 10 }, (_, i) => i), ...Array.from({ length: 8 }, (_, i) => 15 + i)];
    await db.insert(events).values(
      served.map((i, n) => ({
        userId: rosa.id,
        title: `Check-in ${n}`,
        status: "done" as const,
        date: `2026-03-${String(2 + (n % 20)).padStart(2, "0")}`,
        time: "09:00",
        durationMinutes: 20,
        categoryId: 3,
        clientId: grade9[i].id,
        studentsCount: 1,
      })),
    );
  });
  afterAll(async () => conn?.close());

  it("the counselor on her own screen reads every figure, computed by hand", async () => {
    const own = (await runReport(db, rosa, "reportStats", q({}), NOW, "en", { onOwnScreen: true })).result;
    expect([kpi(own, "caseload").value, kpi(own, "served").value, kpi(own, "servedShare").value]).toEqual([31, 18, 58]);
    // male: 15 of 31 = 48.4 % of the caseload, 10 of 18 = 55.6 % of those served, gap +7.2.
    expect(row(own, "male")).toMatchObject({ caseload: 15, served: 10, caseloadShare: 48.4, servedShare: 55.6, gap: 7.2 });
    expect(row(own, "raceBL")).toMatchObject({ caseload: 1, served: 0 });
    expect(own.smallCells).toBeFalsy();
  });

  it("a manager reads no count of 1 to 4: IEP 4 and Black 1 are '<5', Hispanic 10 is withheld so that 31 − 20 − 10 does not give the Black count", async () => {
    const { result } = await runReport(db, max, "reportStats", q({ user_id: String(rosa.id) }), NOW, "en");
    expect([kpi(result, "caseload").value, kpi(result, "served").value]).toEqual([31, 18]);
    expect(row(result, "iep")).toMatchObject({ caseload: "<5", caseloadShare: "<5", served: "<5", servedShare: "<5", gap: "—", closeGap: null });
    expect(row(result, "raceBL")).toMatchObject({ caseload: "<5", caseloadShare: "<5" });
    expect(row(result, "raceHI")).toMatchObject({ caseload: "—", caseloadShare: "—", served: "<5" });
    // White: 20 shown; 15 served is withheld, as 18 − 15 would give the 3 served students who are not white.
    expect(row(result, "raceWH")).toMatchObject({ caseload: 20, served: "—", servedShare: "—", gap: "—" });
    expect(row(result, "male")).toMatchObject({ caseload: 15, served: 10, caseloadShare: 48.4, servedShare: 55.6, gap: 7.2 });
    expect(result.smallCells).toBe(true);
    // No count of 1 to 4 anywhere, and every subgroup is listed (whether a line appears says nothing).
    expect(result.table.rows).toHaveLength(17);
    for (const r of result.table.rows) for (const key of ["caseload", "served"]) expect(SMALL.has(r[key] as number), `${r.subgroup} ${key}`).toBe(false);
    // The chart has no bar for a withheld share.
    const bar = (subgroup: string) => result.chart!.data[result.table.rows.findIndex((x) => x.subgroup === `sg_${subgroup}`)];
    expect(bar("raceBL")).toEqual({ x: "Black or African American", servedShare: 0 });
    expect(bar("raceWH")).toEqual({ x: "White", caseloadShare: 64.5 });
    expect(bar("male")).toEqual({ x: "Male", caseloadShare: 48.4, servedShare: 55.6 });
  });

  it("a grade filter that narrows the caseload to one student (Zoe, grade 11) shows nothing of her sex, ethnicity or IEP", async () => {
    const { result } = await runReport(db, max, "reportStats", q({ user_id: String(rosa.id), grade: "11" }), NOW, "en");
    expect(kpi(result, "caseload")).toMatchObject({ value: 0, suppressed: "<5" });
    expect(kpi(result, "served")).toMatchObject({ value: 0, suppressed: "<5" });
    expect(kpi(result, "servedShare").suppressed).toBeDefined();
    expect(result.table.rows).toHaveLength(17);
    const shown = new Set(result.table.rows.flatMap((r) => [r.caseload, r.served, r.caseloadShare, r.servedShare]));
    expect([...shown].every((v) => v === "<5" || v === "—")).toBe(true);
    expect(result.chart!.data.every((d) => !("caseloadShare" in d) && !("servedShare" in d))).toBe(true);
    expect(result.table.totals).toMatchObject({ caseload: "<5", served: "<5" });
  });

  it("the CSV prints '<5' and '—' where figures are withheld, never NaN, and no count of 1 to 4", async () => {
    const run = await runReport(db, max, "reportStats", q({ user_id: String(rosa.id) }), NOW, "en");
    const csv = reportCsv(run, await reportStrings("en"), "en");
    expect(csv).not.toContain("NaN");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    const header = lines[0].split(",");
    const iep = lines.find((l) => l.startsWith("IEP"))!.split(",");
    expect(iep[header.indexOf("Caseload")]).toBe("<5");
    for (const line of lines.slice(1)) {
      const cells = line.split(",");
      for (const col of ["Caseload", "Served"]) expect(SMALL.has(Number(cells[header.indexOf(col)])), line).toBe(false);
    }
  });
});
