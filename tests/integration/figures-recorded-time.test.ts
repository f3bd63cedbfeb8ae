import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import type { TConnection, TDb } from "@/db/client";
import { clients, events, managedUsers, memberships, users, type TUserRow } from "@/db/schema";
import { openCounselorDashboard } from "@/lib/analysis/dashboard";
import { analysisFor } from "@/lib/analysis/queries";
import { zeroCounts } from "@/lib/clients/rules";
import { reportStrings } from "@/lib/reports/export";
import { ZReportQuery } from "@/lib/reports/period";
import { principalReport } from "@/lib/reports/principal/data";
import { renderPrincipalPdf } from "@/lib/reports/principal/pdf";
import { ZPrincipalQuery } from "@/lib/reports/principal/schemas";
import { principalWords } from "@/lib/reports/principal/sentences";
import { runReport } from "@/lib/reports/run";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// Recorded time is what happened by now; planned time is the rest. The clock: Sunday 6 December 2026,
// 10:00 in New York (15:00 UTC). The counselor's December, every event 1 "Instruction" (direct):
//   A  Tue  1 Dec 09:00  60 min  done     student Sam   recorded (past)
//   B  Thu  3 Dec 09:00  90 min  planned  student Sam   recorded (past, never marked done)
//   C  Sun  6 Dec 09:00  30 min  planned                recorded (started before 10:00)
//   D  Sun  6 Dec 14:00  45 min  planned                planned  (later today)
//   E  Sun  6 Dec 16:00  20 min  done                   recorded (today, marked done)
//   F  Thu 10 Dec 09:00 120 min  planned                planned
//   G  Fri 18 Dec 09:00  60 min  done     student Sam   planned  (a future date marked done has not happened)
// Recorded: 60 + 90 + 30 + 20 = 200 min (3:20 h); planned: 45 + 120 + 60 = 225 min. Done only: 60 + 20 = 80 min.
// The week (Mon 30 Nov - Sun 6 Dec): recorded 200, planned 45 (D).

const NOW = new Date("2026-12-06T15:00:00Z");
const rq = (raw: Record<string, string>) => ZReportQuery.parse(raw);
const pq = (raw: Record<string, string>) => ZPrincipalQuery.parse(raw);

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe.each(DRIVERS)("recorded time is done or past, never planned (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let rita: TUserRow;
  let empty: TUserRow;
  let manager: TUserRow;
  let aardvark: TUserRow;

  const counselor = async (username: string, firstName: string, lastName: string) => {
    const [u] = await db
      .insert(users)
      .values({ username, email: `${username}@figures.test`, roleId: 1, active: true, expires: "2030-07-31", firstName, lastName, timezone: "America/New_York", leaid: manager.leaid })
      .returning();
    // In the demo manager's team: assigned to them and an active member of their district.
    await db.insert(managedUsers).values({ managerId: manager.id, userId: u.id });
    if (manager.leaid) await db.insert(memberships).values({ userId: u.id, leaid: manager.leaid, roleId: 1, status: "active", source: "admin" });
    return u;
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    // A team is read at one clock, its manager's: here New York, like their counselors.
    [manager] = await db.update(users).set({ timezone: "America/New_York" }).where(eq(users.username, "manager")).returning();
    // The manager's own active membership of their district (their team is their counselors who are members of it).
    if (manager.leaid) await db.insert(memberships).values({ userId: manager.id, leaid: manager.leaid, roleId: 2, status: "active", source: "admin" }).onConflictDoNothing();
    rita = await counselor("figs_rita", "Rita", "Figueroa");
    empty = await counselor("figs_empty", "Emma", "Empty");
    aardvark = await counselor("figs_aardvark", "Aaron", "Aaaardvark");
    const [sam] = await db.insert(clients).values({ userId: rita.id, type: "student", name: "Sam Student", studentNumber: "S1", counts: zeroCounts() }).returning();
    const ev = (date: string, time: string, durationMinutes: number, status: "done" | "planned", clientId: number | null = null) => ({
      userId: rita.id,
      title: "x",
      date,
      time,
      durationMinutes,
      categoryId: 1,
      status,
      clientId,
    });
    await db
      .insert(events)
      .values([
        ev("2026-12-01", "09:00:00", 60, "done", sam.id),
        ev("2026-12-03", "09:00:00", 90, "planned", sam.id),
        ev("2026-12-06", "09:00:00", 30, "planned"),
        ev("2026-12-06", "14:00:00", 45, "planned"),
        ev("2026-12-06", "16:00:00", 20, "done"),
        ev("2026-12-10", "09:00:00", 120, "planned"),
        ev("2026-12-18", "09:00:00", 60, "done", sam.id),
      ]);
  });
  afterAll(async () => conn?.close());

  it("the dashboard's 'This month' on 6 December is the 3:20 h recorded, with the 3:45 h ahead labelled as planned", async () => {
    const data = await openCounselorDashboard(db, rita, null, NOW);
    const month = data.periods.find((p) => p.kind === "month")!;
    expect(month.range).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(month.current.totalMinutes).toBe(200);
    expect(month.current.eventsCount).toBe(4);
    expect(month.plannedMinutes).toBe(225);
    const week = data.periods.find((p) => p.kind === "week")!;
    expect([week.current.totalMinutes, week.plannedMinutes]).toEqual([200, 45]);
    const year = data.periods.find((p) => p.kind === "schoolYear")!;
    expect([year.current.totalMinutes, year.plannedMinutes]).toEqual([200, 225]);
  });

  it("the use-of-time analysis of a range that runs past today counts only what was recorded by now", async () => {
    const { analysis } = await analysisFor(db, rita, { from: "2026-12-01", to: "2026-12-31" }, NOW);
    expect(analysis.totalMinutes).toBe(200);
    // A week later, D and F have happened (planned, never marked done): 200 + 45 + 120.
    const later = await analysisFor(db, rita, { from: "2026-12-01", to: "2026-12-31" }, new Date("2026-12-13T15:00:00Z"));
    expect(later.analysis.totalMinutes).toBe(365);
  });

  it("a report's 'Time recorded' counts recorded time; 'done only' narrows it to the events marked done, never a future one", async () => {
    const all = await runReport(db, rita, "monthlyUseofTimeAnalysis", rq({ date: "2026-12-06" }), NOW, "en");
    expect(all.result.kpis.find((k) => k.key === "totalHours")?.value).toBe(200);
    const done = await runReport(db, rita, "monthlyUseofTimeAnalysis", rq({ date: "2026-12-06", done: "1" }), NOW, "en");
    expect(done.result.kpis.find((k) => k.key === "totalHours")?.value).toBe(80);
  });

  it("student contact: the last contact is on or before today and days since count to today, with and without 'done only'", async () => {
    const row = async (extra: Record<string, string>) => {
      const run = await runReport(db, rita, "studentContact", rq({ period: "month", date: "2026-12-06", ...extra }), NOW, "en");
      return run.result.table.rows.find((r) => r.student === "Sam Student");
    };
    // B on 3 December is the last contact that happened (G on 18 December is ahead): 3 days before 6 December.
    expect(await row({})).toMatchObject({ lastContact: "2026-12-03", daysSince: 3 });
    // Done only: A on 1 December, 5 days before today (not 18 December, not counted to 31 December).
    expect(await row({ done: "1" })).toMatchObject({ lastContact: "2026-12-01", daysSince: 5 });
  });

  it("a past period keeps its last day: days since count to the period's end once it is over", async () => {
    const run = await runReport(db, rita, "studentContact", rq({ period: "month", date: "2026-12-06" }), new Date("2027-01-20T15:00:00Z"), "en");
    expect(run.result.table.rows.find((r) => r.student === "Sam Student")).toMatchObject({ lastContact: "2026-12-18", daysSince: 13 });
  });

  it("team use of time: 'Last recorded' is the last day with recorded time, never a planned date", async () => {
    const run = await runReport(db, manager, "teamUseOfTime", rq({ period: "month", date: "2026-12-06" }), NOW, "en");
    const line = run.result.table.rows.find((r) => r.counselor === "Rita Figueroa");
    expect(line).toMatchObject({ lastLog: "2026-12-06", total: 200 });
  });

  it("the principal report counts recorded time only (3:20 h in December, not 7:05 h)", async () => {
    const r = await principalReport(db, rita, pq({ period: "month", date: "2026-12-06" }), NOW, "en", { onOwnScreen: true });
    expect(r.minutes.total).toBe(200);
    expect(r.reach.studentsSeen).toBe(1);
  });

  it("no time recorded: the principal report makes no target claim; its PDF says 'No time recorded in this period'", async () => {
    const r = await principalReport(db, empty, pq({ period: "month", date: "2026-12-06" }), NOW, "en");
    expect(r.minutes.total).toBe(0);
    const t = await reportStrings("en");
    const words = principalWords(r, t, "en");
    expect(words.gap).toBe("No time recorded in this period: there is no share of time to compare with the target.");
    expect(words.headline).toMatch(/^From .+ to .+ Emma Empty recorded no time\.$/);
    const text = await pdfText(await renderPrincipalPdf(r, words, t, "en", "2026-12-06"));
    expect(text).toContain("No time recorded in this period");
    expect(text).toContain("Emma Empty recorded no time.");
    expect(text).toContain("The district target is 80 % (ASCA National Model: 80 %).");
    expect(text).not.toMatch(/meets the/i);
    expect(text).not.toContain("0 % of the time");
  });

  it("with recorded time the PDF states the share and the district's target beside ASCA's 80 %", async () => {
    const r = await principalReport(db, rita, pq({ period: "month", date: "2026-12-06" }), NOW, "en");
    const t = await reportStrings("en");
    const words = principalWords(r, t, "en");
    const text = await pdfText(await renderPrincipalPdf(r, words, t, "en", "2026-12-06"));
    expect(text).toContain("Rita Figueroa spent 100 % of the time with and for students.");
    expect(text).toContain("meets the district's 80 % target");
  });

  it("a manager's principal report opens on a counselor with recorded time, not the alphabetically first one without", async () => {
    const r = await principalReport(db, manager, pq({ period: "month", date: "2026-12-06" }), NOW, "en");
    expect(r.members.map((m) => m.id)).toContain(aardvark.id);
    expect(r.members[0].id).toBe(aardvark.id);
    expect(r.subject.id).not.toBe(aardvark.id);
    expect(r.minutes.total).toBeGreaterThan(0);
  });
});
