import { sql } from "drizzle-orm";
import { idList, recordedSql, rowsOf } from "@/lib/analysis/sql";
import { directIndirectPercent, type TDins } from "../series";
import { teamGoals, teamMtss } from "./team-tiers-goals";
import { minutesByCounselor } from "./geography-data";
import type { TReportContext, TReportDefinition, TReportResult, TReportRow } from "../types";
import { suppressCountColumns } from "@/lib/privacy/report-cells";

// Report family 4, "Team and geography": the team's use of time per counselor (the aggregates by
// group, one row per counselor and month), rolled up by school for the team summary. Managers,
// directors, state managers and the administrator read their own team (lib/analysis/scope.ts); the
// reports are always "All".

type TCounselorFigures = {
  userId: number;
  name: string;
  school: string;
  minutes: Record<TDins, number>;
  total: number;
  directIndirect: number;
  students: number;
  events: number;
  lastLog: string | null;
};

/** Per counselor of the team: minutes by group, students and events (minutesByCounselor), and the last day they recorded anything. */
async function counselorFigures(ctx: TReportContext): Promise<TCounselorFigures[]> {
  if (ctx.subject.kind !== "team" || ctx.userIds.length === 0) return [];
  const [minutes, people] = await Promise.all([
    minutesByCounselor(ctx.db, ctx.userIds, ctx.range, ctx.filters.asOf ?? null),
    rowsOf<{ id: number; first_name: string; last_name: string; username: string; school_name: string; last_log: string | null }>(
      ctx.db,
      sql`select u.id, u.first_name, u.last_name, u.username, u.school_name,
            -- The last day with recorded time (up to now: a planned event is not a log).
            (select to_char(max(e.date), 'YYYY-MM-DD') from events e where e.user_id = u.id and e.date <= ${ctx.range.to}::date and e.status <> 'cancelled'
              ${ctx.filters.asOf ? sql`and ${recordedSql(ctx.filters.asOf)}` : sql``}) as last_log
          from users u where u.id in ${idList(ctx.userIds)}`,
    ),
  ]);
  const byUser = new Map<number, TCounselorFigures>(
    people.map((p) => [
      p.id,
      {
        userId: p.id,
        name: `${p.first_name} ${p.last_name}`.trim() || p.username,
        school: p.school_name,
        minutes: { D: 0, I: 0, S: 0, N: 0, U: 0 },
        total: 0,
        directIndirect: 0,
        students: 0,
        events: 0,
        lastLog: p.last_log,
      },
    ]),
  );
  for (const [userId, c] of minutes) {
    const f = byUser.get(userId);
    if (!f) continue;
    f.minutes = { ...c.minutes };
    f.total = f.minutes.D + f.minutes.I + f.minutes.S + f.minutes.N + f.minutes.U;
    f.students = c.students;
    f.events = c.events;
  }
  for (const f of byUser.values()) {
    (Object.keys(f.minutes) as TDins[]).forEach((k) => (f.minutes[k] = Math.round(f.minutes[k])));
    f.total = Math.round(f.total);
    f.directIndirect = directIndirectPercent(f.minutes);
  }
  return [...byUser.values()];
}

type TTeamType = "useOfTime" | "nonCounseling" | "adoption";

/** managerReports/{type}: one bar per counselor, sorted by the type's figure, with the target line for D+I. */
function teamReport(type: TTeamType) {
  return async (ctx: TReportContext): Promise<TReportResult> => {
    const figures = await counselorFigures(ctx);
    const sorted = [...figures].sort((a, b) =>
      type === "nonCounseling" ? b.minutes.N - a.minutes.N : type === "adoption" ? b.events - a.events || (b.lastLog ?? "").localeCompare(a.lastLog ?? "") : b.directIndirect - a.directIndirect,
    );
    const logging = figures.filter((f) => f.events > 0).length;
    const rows: TReportRow[] = sorted.map((f) => ({
      counselor: f.name,
      school: f.school,
      total: f.total,
      directIndirect: f.directIndirect,
      N: f.minutes.N,
      students: f.students,
      events: f.events,
      lastLog: f.lastLog,
    }));
    const metric = type === "nonCounseling" ? "N" : type === "adoption" ? "events" : "directIndirect";
    const all = figures.reduce((a, f) => ({ D: a.D + f.minutes.D, I: a.I + f.minutes.I, S: a.S + f.minutes.S, N: a.N + f.minutes.N, U: a.U + f.minutes.U }), { D: 0, I: 0, S: 0, N: 0, U: 0 });
    const countedTotals: TReportRow = {
      counselor: null,
      school: null,
      total: figures.reduce((a, f) => a + f.total, 0),
      directIndirect: directIndirectPercent(all),
      N: all.N,
      students: figures.reduce((a, f) => a + f.students, 0),
      events: figures.reduce((a, f) => a + f.events, 0),
      lastLog: null,
    };
    // The team's figures leave each counselor: the students per counselor obey the small-cell rule.
    const cells = ctx.smallCells ? suppressCountColumns(rows, countedTotals, ["students"]) : null;
    return {
      smallCells: cells?.withheld === true,
      kpis: [
        { key: "counselors", kind: "int", value: figures.length },
        { key: "logging", kind: "int", value: logging },
        { key: "directIndirect", kind: "percent", value: directIndirectPercent(all), target: ctx.target },
        { key: "nonCounseling", kind: "minutes", value: all.N },
      ],
      chart: {
        kind: "bar",
        xKind: "text",
        unit: type === "useOfTime" ? "percent" : type === "nonCounseling" ? "hours" : "count",
        targetLine: type === "useOfTime" ? ctx.target : undefined,
        series: [{ key: metric, color: type === "nonCounseling" ? "#dc2626" : type === "adoption" ? "#2563eb" : "#16a34a" }],
        data: sorted.map((f) => ({ x: f.name, [metric]: type === "nonCounseling" ? Math.round(f.minutes.N / 6) / 10 : type === "adoption" ? f.events : f.directIndirect })),
      },
      table: {
        columns: [
          { key: "counselor", kind: "text" },
          { key: "school", kind: "text" },
          { key: "total", kind: "hours" },
          { key: "directIndirect", kind: "percent" },
          { key: "N", kind: "hours" },
          { key: "students", kind: "int" },
          { key: "events", kind: "int" },
          { key: "lastLog", kind: "date" },
        ],
        rows: cells?.rows ?? rows,
        totals: cells?.totals ?? countedTotals,
      },
    };
  };
}

/** The D+I bands of the team summary's histogram. */
export const DI_BANDS = [
  { key: "band0", min: 0, max: 49 },
  { key: "band50", min: 50, max: 64 },
  { key: "band65", min: 65, max: 79 },
  { key: "band80", min: 80, max: 100 },
] as const;

/** managerReport: the team summary for the superintendent or board: counselors by D+I band, and one line per school. */
async function teamSummary(ctx: TReportContext): Promise<TReportResult> {
  const figures = (await counselorFigures(ctx)).filter((f) => f.total > 0);
  const bySchool = new Map<string, { counselors: number; minutes: Record<TDins, number>; total: number }>();
  for (const f of figures) {
    const s = bySchool.get(f.school) ?? { counselors: 0, minutes: { D: 0, I: 0, S: 0, N: 0, U: 0 }, total: 0 };
    s.counselors += 1;
    (Object.keys(s.minutes) as TDins[]).forEach((k) => (s.minutes[k] += f.minutes[k]));
    s.total += f.total;
    bySchool.set(f.school, s);
  }
  const all = figures.reduce((a, f) => ({ D: a.D + f.minutes.D, I: a.I + f.minutes.I, S: a.S + f.minutes.S, N: a.N + f.minutes.N, U: a.U + f.minutes.U }), { D: 0, I: 0, S: 0, N: 0, U: 0 });
  return {
    kpis: [
      { key: "counselors", kind: "int", value: figures.length },
      { key: "directIndirect", kind: "percent", value: directIndirectPercent(all), target: ctx.target },
      { key: "meetingTarget", kind: "int", value: figures.filter((f) => f.directIndirect >= ctx.target).length },
      { key: "nonCounseling", kind: "minutes", value: all.N },
    ],
    chart: {
      kind: "bar",
      xKind: "text",
      unit: "count",
      series: [{ key: "counselors", color: "#2563eb" }],
      data: DI_BANDS.map((b) => ({ x: `${b.min}–${b.max}%`, counselors: figures.filter((f) => f.directIndirect >= b.min && f.directIndirect <= b.max).length })),
    },
    table: {
      columns: [
        { key: "school", kind: "text" },
        { key: "counselors", kind: "int" },
        { key: "total", kind: "hours" },
        { key: "directIndirect", kind: "percent" },
        { key: "N", kind: "hours" },
      ],
      rows: [...bySchool.entries()]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([school, s]) => ({ school: school || "—", counselors: s.counselors, total: s.total, directIndirect: directIndirectPercent(s.minutes), N: s.minutes.N })),
      totals: { school: null, counselors: figures.length, total: figures.reduce((a, f) => a + f.total, 0), directIndirect: directIndirectPercent(all), N: all.N },
    },
  };
}

const PERIODS = { initial: "schoolYear", offered: ["month", "semester", "schoolYear", "custom"] } as const;

/** The types of /app/managerReports/{type} and their registry keys. */
export const MANAGER_REPORT_TYPES: Record<string, string> = {
  useOfTime: "teamUseOfTime",
  nonCounseling: "teamNonCounseling",
  mtss: "teamMtss",
  goals: "teamGoals",
  adoption: "teamAdoption",
};

export const TEAM_REPORTS: readonly TReportDefinition[] = [
  { key: "teamUseOfTime", family: "team", access: "report.team.read", team: true, teamOnly: true, periods: PERIODS, run: teamReport("useOfTime") },
  { key: "teamNonCounseling", family: "team", access: "report.team.read", team: true, teamOnly: true, periods: PERIODS, run: teamReport("nonCounseling") },
  { key: "teamMtss", family: "team", access: "report.team.read", team: true, teamOnly: true, periods: PERIODS, run: teamMtss },
  { key: "teamGoals", family: "team", access: "report.team.read", team: true, teamOnly: true, periods: PERIODS, run: teamGoals },
  { key: "teamAdoption", family: "team", access: "report.team.read", team: true, teamOnly: true, periods: PERIODS, run: teamReport("adoption") },
  { key: "managerReport", family: "team", access: "report.team.read", team: true, teamOnly: true, periods: PERIODS, run: teamSummary },
];
