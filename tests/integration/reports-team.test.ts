import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { lessons, users, type TUserRow } from "@/db/schema";
import { lessonTotalsOf } from "@/lib/lessons/results";
import { addDaysIso } from "@/lib/users/rules";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as reportRoute } from "@/app/api/v1/report/[key]/route";
import { teamAnalysisFor } from "@/lib/analysis/queries";
import { teamMembers } from "@/lib/analysis/scope";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// The team and geography reports: the team reports agree with the dashboard's team
// analysis (lib/analysis, one scan of the team's events), and only roles with a team open them.

const NOW = new Date();
const q = (raw: Record<string, string>) => ZReportQuery.parse(raw);

describe.each(DRIVERS)("reports: team (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let manager: TUserRow;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => (tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string);

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    [manager] = await db.select().from(users).where(eq(users.username, "manager"));
  });
  afterAll(async () => conn?.close());

  it("team use of time: one line per counselor of the team, and totals equal to the team analysis", async () => {
    const run = await runReport(db, manager, "teamUseOfTime", q({}), NOW, "en");
    const members = await teamMembers(db, manager);
    expect(run.result.table.rows).toHaveLength(members.length);
    const team = await teamAnalysisFor(db, manager, run.context.range, NOW);
    expect(run.result.table.totals).toMatchObject({ total: team.total.totalMinutes, directIndirect: team.total.directIndirectPercent });
    expect(team.total.totalMinutes).toBeGreaterThan(0);
    const percents = run.result.table.rows.map((r) => Number(r.directIndirect));
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(run.result.chart!.targetLine).toBe(run.context.target);
  });

  it("the non-counseling report sorts by non-counseling hours, the logging report by activities", async () => {
    const nc = await runReport(db, manager, "teamNonCounseling", q({}), NOW, "en");
    const n = nc.result.table.rows.map((r) => Number(r.N));
    expect(n).toEqual([...n].sort((a, b) => b - a));
    const adoption = await runReport(db, manager, "teamAdoption", q({}), NOW, "en");
    const ev = adoption.result.table.rows.map((r) => Number(r.events));
    expect(ev).toEqual([...ev].sort((a, b) => b - a));
  });

  it("the team summary puts every counselor with time in one band of D+I and sums the schools", async () => {
    const run = await runReport(db, manager, "managerReport", q({}), NOW, "en");
    const banded = run.result.chart!.data.reduce((a, d) => a + Number(d.counselors), 0);
    expect(banded).toBe(run.result.kpis.find((k) => k.key === "counselors")!.value);
    expect(run.result.table.rows.reduce((a, r) => a + Number(r.counselors), 0)).toBe(banded);
  });

  it("a team report ignores user_id: it is always the whole team", async () => {
    const [counselor] = await db.select().from(users).where(eq(users.username, "counselor"));
    const run = await runReport(db, manager, "teamUseOfTime", q({ user_id: String(counselor.id) }), NOW, "en");
    expect(run.context.subject.kind).toBe("team");
  });

  it("lesson results: the demo's delivered lesson shows the same pre, post and change as its Results tab", async () => {
    const [counselor] = await db.select().from(users).where(eq(users.username, "counselor"));
    const today = NOW.toISOString().slice(0, 10);
    const run = await runReport(db, counselor, "curriculumReport", q({ period: "custom", from: addDaysIso(today, -360), to: addDaysIso(today, 360) }), NOW, "en");
    const measured = run.result.table.rows.filter((r) => r.resultChange !== null);
    expect(measured.length).toBeGreaterThan(0);
    const [lesson] = await db
      .select()
      .from(lessons)
      .where(and(eq(lessons.userId, counselor.id), eq(lessons.name, String(measured[0].lesson))));
    const totals = await lessonTotalsOf(db, counselor.id, lesson.id);
    expect(measured[0]).toMatchObject({ pre: totals.pre, post: totals.post, resultChange: totals.lessonChange });
  });

  it("a counselor is refused a team report (404); the manager gets it", async () => {
    expect((await call(reportRoute, { token: await tokenOf("counselor"), path: "/api/v1/report/managerReport", params: { key: "managerReport" } })).status).toBe(404);
    expect((await call(reportRoute, { token: await tokenOf("manager"), path: "/api/v1/report/managerReport", params: { key: "managerReport" } })).status).toBe(200);
  });
});
