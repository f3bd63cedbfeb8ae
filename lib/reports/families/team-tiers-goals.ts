import { sql } from "drizzle-orm";
import { idList, rowsOf, rowsWithoutJit } from "@/lib/analysis/sql";
import { serviceCategoryIds, servicesCte } from "./services/sql";
import { goalMet } from "../program-rules";
import type { TReportContext, TReportResult, TReportRow } from "../types";
import { markedKpi, suppressCountColumns } from "@/lib/privacy/report-cells";

// managerReports/mtss and managerReports/goals (one team report per type):
// per counselor of the team, the MTSS tiers of their direct + indirect minutes, and their SMART goals.

const TIERS = [
  { key: "T1", tier: 1, color: "#16a34a" },
  { key: "T2", tier: 2, color: "#d97706" },
  { key: "T3", tier: 3, color: "#dc2626" },
] as const;

type TName = { id: number; name: string; school: string };

async function names(ctx: TReportContext): Promise<TName[]> {
  const rows = await rowsOf<{ id: number; first_name: string; last_name: string; username: string; school_name: string }>(
    ctx.db,
    sql`select u.id, u.first_name, u.last_name, u.username, u.school_name from users u where u.id in ${idList(ctx.userIds)}`,
  );
  return rows.map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}`.trim() || p.username, school: p.school_name }));
}

const mtssColumns = [
  { key: "counselor", kind: "text" },
  { key: "school", kind: "text" },
  { key: "DI", kind: "hours" },
  { key: "T1", kind: "percent" },
  { key: "T2", kind: "percent" },
  { key: "T3", kind: "percent" },
  { key: "system", kind: "percent" },
] as const satisfies readonly { key: string; kind: "text" | "hours" | "percent" }[];

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);

/** managerReports/mtss: per counselor the share of their D+I minutes in tiers 1, 2 and 3 (the rest: system work). */
export async function teamMtss(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.subject.kind !== "team" || ctx.userIds.length === 0) return emptyMtss(ctx);
  const [people, cells] = await Promise.all([
    names(ctx),
    // Only the events of D and I categories are read; those without client and lesson of the whole months
    // come summed per counselor from report_service_months. Summing ~200,000 of its rows per counselor,
    // category and tier (1,000 counselors' school year) sorted on disk with 4 MB: it has 16.
    serviceCategoryIds(ctx.db).then((categories) =>
      rowsWithoutJit<{ user_id: number; tier: number; minutes: number | string }>(
        ctx.db,
        sql`with ${servicesCte(ctx, { categoryIds: categories.directIndirect, cells: "byCounselor" })}
          select user_id, tier, sum(minutes) as minutes from svc where dins in ('D', 'I') group by 1, 2`,
        { sortMemoryMb: 16 },
      ),
    ),
  ]);
  const by = new Map(people.map((p) => [p.id, { ...p, tiers: [0, 0, 0, 0], total: 0 }]));
  for (const c of cells) {
    const f = by.get(c.user_id);
    if (!f) continue;
    const m = Number(c.minutes);
    f.tiers[Number(c.tier)] += m;
    f.total += m;
  }
  const all = [0, 0, 0, 0];
  let total = 0;
  const rows = [...by.values()]
    .map((f) => {
      f.tiers.forEach((m, i) => (all[i] += m));
      total += f.total;
      return {
        counselor: f.name,
        school: f.school,
        DI: Math.round(f.total),
        T1: share(f.tiers[1], f.total),
        T2: share(f.tiers[2], f.total),
        T3: share(f.tiers[3], f.total),
        system: share(f.tiers[0], f.total),
      };
    })
    .sort((a, b) => b.DI - a.DI || a.counselor.localeCompare(b.counselor));
  return {
    kpis: [
      { key: "counselors", kind: "int", value: rows.length },
      { key: "T1", kind: "percent", value: share(all[1], total), target: 80 },
      { key: "T2", kind: "percent", value: share(all[2], total) },
      { key: "T3", kind: "percent", value: share(all[3], total) },
    ],
    chart: {
      kind: "stackedBar",
      xKind: "text",
      unit: "percent",
      series: TIERS.map((t) => ({ key: t.key, color: t.color })),
      data: rows.map((r) => ({ x: r.counselor, T1: r.T1, T2: r.T2, T3: r.T3 })),
    },
    table: {
      columns: [...mtssColumns],
      rows,
      totals: { counselor: null, school: null, DI: Math.round(total), T1: share(all[1], total), T2: share(all[2], total), T3: share(all[3], total), system: share(all[0], total) },
    },
  };
}

function emptyMtss(_ctx: TReportContext): TReportResult {
  return { kpis: [], chart: null, table: { columns: [...mtssColumns], rows: [] } };
}

/**
 * managerReports/goals: per counselor their SMART goals due in the period (date_target in it, or
 * created in it when no date is set), how many are met (the result reaches the target in the goal's
 * direction: lib/reports/program-rules goalMet) and the distinct students of their target groups.
 */
export async function teamGoals(ctx: TReportContext): Promise<TReportResult> {
  const columns = [
    { key: "counselor", kind: "text" },
    { key: "school", kind: "text" },
    { key: "goals", kind: "int" },
    { key: "measured", kind: "int" },
    { key: "met", kind: "int" },
    { key: "students", kind: "int" },
  ] as const;
  if (ctx.subject.kind !== "team" || ctx.userIds.length === 0) return { kpis: [], chart: null, table: { columns: [...columns], rows: [] } };
  const inPeriod = sql`coalesce(g.date_target, g.created_at::date) between ${ctx.range.from}::date and ${ctx.range.to}::date`;
  const [people, goals, students] = await Promise.all([
    names(ctx),
    rowsOf<{ user_id: number; baseline: string | null; target: string | null; result: string | null }>(
      ctx.db,
      sql`select g.user_id, g.baseline_value as baseline, g.target_value as target, g.result_value as result
          from smart_goals g where g.user_id in ${idList(ctx.userIds)} and ${inPeriod}`,
    ),
    rowsOf<{ user_id: number; students: number | string }>(
      ctx.db,
      sql`select g.user_id, count(distinct coalesce(m.student_id, cl.id)) as students
          from smart_goals g
          join smart_goal_groups sg on sg.smart_goal_id = g.id
          join clients cl on cl.id = sg.client_id
          left join client_members m on m.group_id = cl.id and cl.type = 'group'
          where g.user_id in ${idList(ctx.userIds)} and ${inPeriod} and (cl.type = 'student' or m.student_id is not null)
          group by 1`,
    ),
  ]);
  const num = (v: string | null) => (v == null ? null : Number(v));
  const by = new Map(people.map((p) => [p.id, { ...p, goals: 0, measured: 0, met: 0, students: 0 }]));
  for (const g of goals) {
    const f = by.get(g.user_id);
    if (!f) continue;
    f.goals += 1;
    const met = goalMet({ baseline: num(g.baseline), target: num(g.target), result: num(g.result) });
    if (met !== null) f.measured += 1;
    if (met) f.met += 1;
  }
  for (const s of students) {
    const f = by.get(s.user_id);
    if (f) f.students = Number(s.students);
  }
  const rows = [...by.values()]
    .map((f) => ({ counselor: f.name, school: f.school, goals: f.goals, measured: f.measured, met: f.met, students: f.students }))
    .sort((a, b) => b.met - a.met || b.goals - a.goals || a.counselor.localeCompare(b.counselor));
  const sum = (k: "goals" | "measured" | "met" | "students") => rows.reduce((a, r) => a + r[k], 0);
  const totals: TReportRow = { counselor: null, school: null, goals: sum("goals"), measured: sum("measured"), met: sum("met"), students: sum("students") };
  // The team's figures leave each counselor: the students per counselor obey the small-cell rule.
  const cells = ctx.smallCells ? suppressCountColumns(rows, totals, ["students"]) : null;
  return {
    smallCells: cells?.withheld === true,
    kpis: [
      { key: "counselors", kind: "int", value: rows.length },
      { key: "goals", kind: "int", value: sum("goals") },
      { key: "met", kind: "int", value: sum("met") },
      markedKpi({ key: "students", kind: "int", value: sum("students") }, cells?.mark("total", "students") ?? null),
    ],
    chart: {
      kind: "groupedBar",
      xKind: "text",
      unit: "count",
      series: [
        { key: "goals", color: "#2563eb" },
        { key: "met", color: "#16a34a" },
      ],
      data: rows.map((r) => ({ x: r.counselor, goals: r.goals, met: r.met })),
    },
    table: { columns: [...columns], rows: cells?.rows ?? rows, totals: cells?.totals ?? totals },
  };
}
