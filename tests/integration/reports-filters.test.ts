import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { CLIENT_COUNT_FIELDS, clients, events, schoolDistricts, specialDates, users, type TClientCounts, type TUserRow } from "@/db/schema";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";

// The filters of the use-of-time reports ("Grade: PK–12 (event, else client)";
// "Category: group, category or sub-category"; "Toggles: done only (off by default); study days (tags)
// only"), the district's semester break, and the district's target on every report.

const NOW = new Date();
const zeroCounts = () => Object.fromEntries(CLIENT_COUNT_FIELDS.map((f) => [f, 0])) as TClientCounts;
const q = (raw: Record<string, string>) => ZReportQuery.parse(raw);

describe.each(DRIVERS)("reports: filters, semester break and target (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let fay: TUserRow;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    await db.insert(schoolDistricts).values({ leaid: "9900077", name: "Filter District", state: "OR", directTargetPercent: 75, semesterBreak: "01-20" }).onConflictDoNothing();
    [fay] = await db.insert(users).values({ username: "fay_filters", email: "fay@filters.test", roleId: 1, active: true, expires: "2030-07-31", leaid: "9900077" }).returning();
    // The district's settings are those of her active membership (the profile's district alone names none).
    await grantForTest(db, fay.id, fay.roleId, { leaid: "9900077" });
    const [student] = await db.insert(clients).values({ userId: fay.id, type: "student", name: "Pat Grade", gradeId: 9, counts: zeroCounts(), count: 1 }).returning();
    const ev = (date: string, durationMinutes: number, categoryId: number, extra: Partial<typeof events.$inferInsert> = {}) => ({
      userId: fay.id,
      title: "x",
      date,
      time: "09:00:00",
      durationMinutes,
      categoryId,
      status: "done" as const,
      ...extra,
    });
    await db.insert(events).values([
      ev("2026-03-02", 120, 1, { gradeId: 5, studentsCount: 25 }), // instruction, grade 5
      ev("2026-03-03", 60, 3, { clientId: student.id, studentsCount: 1 }), // counseling, grade 9 from the client
      ev("2026-03-04", 45, 4, { status: "planned" }), // consultation, not done
      ev("2026-03-05", 30, 11), // duty, on a study day
    ]);
    await db.insert(specialDates).values({ userId: fay.id, kind: "tag", date: "2026-03-05", label: "Study" });
  });
  afterAll(async () => {
    await conn.close();
  });

  const total = async (raw: Record<string, string>) => {
    const run = await runReport(db, fay, "monthlyUseofTimeAnalysis", q({ date: "2026-03-15", ...raw }), NOW, "en");
    return run.result.kpis.find((k) => k.key === "totalHours")!.value;
  };

  it("no filter counts every event: 120 + 60 + 45 + 30 minutes", async () => {
    expect(await total({})).toBe(255);
  });
  it("a grade counts the event's grade, else its client's", async () => {
    expect(await total({ grade: "5" })).toBe(120);
    expect(await total({ grade: "9" })).toBe(60);
    expect(await total({ grade: "all" })).toBe(255);
  });
  it("a category counts it and its sub-categories", async () => {
    expect(await total({ category: "3" })).toBe(60);
  });
  it("done only leaves the planned consultation out; study days only keeps the tagged day", async () => {
    expect(await total({ done: "1" })).toBe(210);
    expect(await total({ study: "1" })).toBe(30);
  });
  it("the district's target (75) is the report's target line and the KPI's target", async () => {
    const run = await runReport(db, fay, "monthlyUseofTimeAnalysis", q({ date: "2026-03-15" }), NOW, "en");
    expect(run.context.target).toBe(75);
    expect(run.result.chart?.targetLine).toBe(75);
    expect(run.result.kpis.find((k) => k.key === "directIndirect")?.target).toBe(75);
  });
  it("the district's semester break (20 January) ends semester 1 on 19 January", async () => {
    const run = await runReport(db, fay, "semesterSummaryReport", q({ date: "2025-10-01" }), NOW, "en");
    expect(run.context.range).toEqual({ from: "2025-08-01", to: "2026-01-19" });
  });

  it("'an unknown school … → the error list': a school id that does not exist is a 422 naming the field", async () => {
    await expect(runReport(db, fay, "monthlyUseofTimeAnalysis", q({ ncessch: "999999999999" }), NOW, "en")).rejects.toMatchObject({ status: 422, field: "ncessch" });
  });
  it("the school filter keeps the team's counselors of that school", async () => {
    const [manager] = await db.select().from(users).where(eq(users.username, "manager"));
    const all = await runReport(db, manager, "monthlyUseofTimeAnalysis", q({ scope: "team" }), NOW, "en");
    const [someone] = await db
      .select({ ncessch: users.ncessch })
      .from(users)
      .where(and(inArray(users.id, all.context.userIds), isNotNull(users.ncessch)))
      .limit(1);
    const school = someone.ncessch!;
    const atSchool = await runReport(db, manager, "monthlyUseofTimeAnalysis", q({ scope: "team", ncessch: school }), NOW, "en");
    const expected = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, all.context.userIds), eq(users.ncessch, school)));
    expect([...atSchool.context.userIds].sort()).toEqual(expected.map((r) => r.id).sort());
    expect(atSchool.context.userIds.length).toBeGreaterThan(0);
    expect(atSchool.context.userIds.length).toBeLessThanOrEqual(all.context.userIds.length);
  });
});
