import { sql } from "drizzle-orm";
import { countedEvents, idList, recordedSql, rowsOf } from "@/lib/analysis/sql";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { localizeGrades } from "@/lib/i18n/reference";
import { cellText as richCellText } from "@/lib/ramp/rules";
import { pdfTranslator } from "@/lib/pdf/strings";
import { schoolYearStart } from "@/lib/program/rules";
import { smartGoalRating, smartGoalRatingInput, smartGoalTitle } from "@/lib/smart-goals/rules";
import { adminOnTrack, deliveredPercent, goalMet, goalProgressPercent } from "../program-rules";
import { bucketsOf, dinsOf, directIndirectPercent, type TDins } from "../series";
import { lessonResults } from "./results";
import type { TReportContext, TReportDefinition, TReportResult, TReportRow } from "../types";

// Report family 3, "Results and program" (besides curriculumReport in results.ts): the ASCA
// classroom and group M&B action plan, the program evaluation of the SMART goals, program planning
// (planned against delivered) and the annual administrative conference against the actual figures.

const num = (v: string | number | null | undefined) => (v == null ? null : Number(v));
const personName = (p: { first_name: string; last_name: string; username: string }) => `${p.first_name} ${p.last_name}`.trim() || p.username;
const GRADE_COLORS = ["#2563eb", "#16a34a", "#d97706", "#dc2626", "#7c3aed", "#0891b2", "#db2777", "#65a30d", "#ea580c", "#4f46e5", "#0d9488", "#ca8a04", "#9333ea", "#475569", "#94a3b8"];

/** SMART goals due in the period: the target date in it, or created in it when no date is set (as managerReports/goals). */
const goalInPeriod = (ctx: TReportContext) => sql`coalesce(g.date_target, g.created_at::date) between ${ctx.range.from}::date and ${ctx.range.to}::date`;

type TGoalRow = {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  username: string;
  target: string;
  target_value: string | null;
  baseline_value: string | null;
  result_value: string | null;
  result_date: string | null;
  date_baseline: string | null;
  mindset_id1: number | null;
  mindset_id2: number | null;
  data_analysis_id: number | null;
  type_name: string | null;
  da_name: string | null;
  closing_the_gap: boolean | null;
  relevant: boolean | null;
  statements: number | string;
  groups: number | string;
  first_count: number | string | null;
  stars_school_data: number | null;
  caseload_other: string | null;
  priorities: boolean;
  narrative_how: string;
  narrative_what: string;
  narrative_data: string;
  narrative_why: string;
};

export type TGoalFigures = {
  id: number;
  userId: number;
  counselor: string;
  title: string;
  goal: string;
  ctg: boolean;
  baseline: number | null;
  target: number | null;
  result: number | null;
  resultDate: string | null;
  met: boolean | null;
  progress: number | null;
  stars: number;
};

/**
 * The SMART goals of the report's users due in the period, each with its title (lib/smart-goals
 * smartGoalTitle), met? (program-rules goalMet) and rating stars (smartGoalRating, the list's stars),
 * read in ONE statement for a whole team.
 */
export async function goalFigures(ctx: Pick<TReportContext, "db" | "userIds" | "range">, ids?: readonly number[]): Promise<TGoalFigures[]> {
  if (ctx.userIds.length === 0) return [];
  const which = ids ? (ids.length ? sql`g.id in ${idList(ids)}` : sql`false`) : goalInPeriod(ctx as TReportContext);
  const rows = await rowsOf<TGoalRow>(
    ctx.db,
    sql`select g.id, g.user_id, u.first_name, u.last_name, u.username, g.target, g.target_value, g.baseline_value, g.result_value,
          to_char(g.result_date, 'YYYY-MM-DD') as result_date, to_char(g.date_baseline, 'YYYY-MM-DD') as date_baseline,
          g.mindset_id1, g.mindset_id2, g.data_analysis_id, da.type_name, da.name as da_name, da.closing_the_gap, t.relevant,
          (select count(*) from survey_questions q where q.survey_id = g.survey_id) as statements,
          (select count(*) from smart_goal_groups sg where sg.smart_goal_id = g.id) as groups,
          (select c.count from smart_goal_groups sg join clients c on c.id = sg.client_id where sg.smart_goal_id = g.id order by sg.position, c.id limit 1) as first_count,
          sp.stars_school_data, sp.caseload_other,
          exists (select 1 from data_analysis_items d where d.user_id = g.user_id and d.active) as priorities,
          g.narrative_how, g.narrative_what, g.narrative_data, g.narrative_why
        from smart_goals g
        join users u on u.id = g.user_id
        left join data_analysis_items da on da.id = g.data_analysis_id
        left join targets t on t.id = g.target_id and t.user_id = g.user_id
        left join school_profiles sp on sp.user_id = g.user_id
        where g.user_id in ${idList(ctx.userIds)} and ${which}
        order by u.last_name, u.first_name, g.date_target nulls last, g.id`,
  );
  return rows.map((r) => {
    const baseline = num(r.baseline_value);
    const target = num(r.target_value);
    const result = num(r.result_value);
    const da = r.data_analysis_id !== null && r.da_name !== null ? { typeName: r.type_name || r.da_name, closingTheGap: r.closing_the_gap === true } : null;
    const title = smartGoalTitle({ dataAnalysis: da, groupCount: Number(r.first_count ?? 0), focus: r.target });
    const rating = smartGoalRating(
      smartGoalRatingInput(
        {
          mindset_id1: r.mindset_id1,
          mindset_id2: r.mindset_id2,
          dataAnalysis_id: r.data_analysis_id,
          dateBaseline: r.date_baseline,
          groupCount: Number(r.groups),
          target: r.target,
          baselineValue: baseline,
          targetValue: target,
          narrativeHow: r.narrative_how,
          narrativeWhat: r.narrative_what,
          narrativeData: r.narrative_data,
          narrativeWhy: r.narrative_why,
        },
        { schoolDataStars: r.stars_school_data ?? 0, caseloadOther: r.caseload_other ?? "", prioritiesExist: r.priorities, statements: Number(r.statements), targetRelevant: r.relevant === true },
      ),
    );
    return {
      id: r.id,
      userId: r.user_id,
      counselor: personName(r),
      title,
      goal: r.target ? `${title} – ${r.target}` : title,
      ctg: r.closing_the_gap === true,
      baseline,
      target,
      result,
      resultDate: r.result_date,
      met: goalMet({ baseline, target, result }),
      progress: goalProgressPercent({ baseline, target, result }),
      stars: rating.stars,
    };
  });
}

const metKey = (met: boolean | null) => (met === null ? "open" : met ? "met" : "notMet");

/** programEvaluation: "Were the goals met?" (ASCA Assess) — baseline, target, result, met?, CTG and stars per goal. */
async function programEvaluation(ctx: TReportContext): Promise<TReportResult> {
  const goals = await goalFigures(ctx);
  const team = ctx.subject.kind === "team";
  const rows: TReportRow[] = goals.map((g) => ({
    ...(team ? { counselor: g.counselor } : {}),
    goal: g.goal,
    ctg: g.ctg ? "yes" : "no",
    baseline: g.baseline,
    goalTarget: g.target,
    result: g.result,
    resultDate: g.resultDate,
    progress: g.progress,
    met: metKey(g.met),
    stars: g.stars,
  }));
  const withValues = goals.filter((g) => g.baseline !== null || g.target !== null || g.result !== null);
  return {
    kpis: [
      { key: "goals", kind: "int", value: goals.length },
      { key: "measured", kind: "int", value: goals.filter((g) => g.met !== null).length },
      { key: "met", kind: "int", value: goals.filter((g) => g.met === true).length },
      { key: "ctg", kind: "int", value: goals.filter((g) => g.ctg).length },
    ],
    chart: withValues.length
      ? {
          kind: "groupedBar",
          xKind: "text",
          unit: "count",
          series: [
            { key: "baseline", color: "#94a3b8" },
            { key: "target", color: "#2563eb" },
            { key: "result", color: "#16a34a" },
          ],
          data: withValues.map((g) => ({ x: team ? `${g.counselor}: ${g.goal}` : g.goal, baseline: g.baseline ?? 0, target: g.target ?? 0, result: g.result ?? 0 })),
        }
      : null,
    table: {
      columns: [
        ...(team ? [{ key: "counselor", kind: "text" as const }] : []),
        { key: "goal", kind: "text" },
        { key: "ctg", kind: "seriesKey" },
        { key: "baseline", kind: "text" },
        { key: "goalTarget", kind: "text" },
        { key: "result", kind: "text" },
        { key: "resultDate", kind: "date" },
        { key: "progress", kind: "percent" },
        { key: "met", kind: "seriesKey" },
        { key: "stars", kind: "text" },
      ],
      rows,
    },
  };
}

/**
 * report/mbActionPlan: the ASCA classroom and group mindsets & behaviors action plan. One line per
 * unit (lesson, in its curriculum when it belongs to one of the counselor's) and grade delivered in
 * the period: standards, first and last dates, process data (sessions, students), perception data
 * (the lesson's pre/post averages, shared with curriculumReport) and outcome data (the curriculum's,
 * else the deliveries' recorded outcomes). Chart: lessons delivered per month by grade.
 * Sessions and students count delivered sessions only, the recorded ones (an event before today whatever
 * its status, of today once started; "done only" keeps those marked done); the sessions still ahead are
 * the separate "planned" column. The first and last dates span both, like a plan's projected start and end.
 */
async function mbActionPlan(ctx: TReportContext): Promise<TReportResult> {
  const columns = [
    { key: "activity", kind: "text" },
    { key: "grade", kind: "text" },
    { key: "standards", kind: "text" },
    { key: "from", kind: "date" },
    { key: "to", kind: "date" },
    { key: "sessions", kind: "int" },
    { key: "planned", kind: "int" },
    { key: "students", kind: "int" },
    { key: "pre", kind: "decimal" },
    { key: "post", kind: "decimal" },
    { key: "resultChange", kind: "percent" },
    { key: "outcome", kind: "text" },
  ] as const;
  if (ctx.userIds.length === 0) return { kpis: [], chart: null, table: { columns: [...columns], rows: [] } };
  const asOf = ctx.filters.asOf;
  const recorded = asOf ? recordedSql(asOf) : sql`true`;
  // "Done only" narrows the delivered sessions to those marked done; it never touches the planned ones.
  const delivered = sql`select e.id, e.user_id, e.lesson_id, e.date, e.students_count, coalesce(e.grade_id, (select cl.grade_id from clients cl where cl.id = e.client_id)) as grade_id,
      ${recorded} as recorded
    from events e where e.user_id in ${idList(ctx.userIds)} and e.lesson_id is not null and e.status <> 'cancelled'
      and e.date between ${ctx.range.from}::date and ${ctx.range.to}::date
      ${ctx.filters.doneOnly ? sql`and (e.status = 'done' or not ${recorded})` : sql``}`;
  const gradeFilter = ctx.filters.grade != null ? sql`where d.grade_id = ${ctx.filters.grade}` : sql``;
  // One pass over the deliveries: per lesson, grade and month; the units and the chart are summed from it.
  const [cells, results] = await Promise.all([
    rowsOf<{ lesson_id: number; grade_id: number | null; month: string; first: string; last: string; sessions: number | string; planned: number | string; students: number | string }>(
      ctx.db,
      sql`with d as (${delivered})
          select d.lesson_id, d.grade_id, to_char(date_trunc('month', min(d.date)::timestamp), 'YYYY-MM-DD') as month,
            to_char(min(d.date), 'YYYY-MM-DD') as first, to_char(max(d.date), 'YYYY-MM-DD') as last,
            count(*) filter (where d.recorded) as sessions, count(*) filter (where not d.recorded) as planned,
            coalesce(sum(d.students_count) filter (where d.recorded), 0) as students
          from d ${gradeFilter}
          group by d.lesson_id, d.grade_id, date_trunc('month', d.date::timestamp)`,
    ),
    lessonResults(ctx),
  ]);
  const lessonIds = [...new Set(cells.map((c) => c.lesson_id))];
  const gradeIds = [...new Set(cells.map((c) => c.grade_id).filter((g): g is number => g !== null))];
  const [meta, grades] = await Promise.all([
    lessonIds.length
      ? rowsOf<{ id: number; name: string; curriculum: string | null; standards: string | null; outcome: string | null }>(
          ctx.db,
          sql`select l.id, l.name,
                (select string_agg(distinct cu.name, ', ') from curriculum_lessons cl2 join curricula cu on cu.id = cl2.curriculum_id
                  where cl2.lesson_id = l.id and cu.user_id in ${idList(ctx.userIds)}) as curriculum,
                (select string_agg(s.abbrev, ', ' order by ls.position, s.id) from lesson_standards ls join standards s on s.id = ls.standard_id where ls.lesson_id = l.id) as standards,
                (select string_agg(distinct nullif(x, ''), '; ') from (
                   select cu.outcome_data as x from curriculum_lessons cl3 join curricula cu on cu.id = cl3.curriculum_id
                     where cl3.lesson_id = l.id and cu.user_id in ${idList(ctx.userIds)}
                   union all
                   select le.dcp_outcome from lesson_events le join events e2 on e2.id = le.event_id
                     where e2.lesson_id = l.id and e2.user_id in ${idList(ctx.userIds)} and e2.date between ${ctx.range.from}::date and ${ctx.range.to}::date) o) as outcome
              from lessons l where l.id in ${idList(lessonIds)}`,
        )
      : Promise.resolve([]),
    // Grades are named in the reader's language (Grade 9, Klasse 9, Classe 9).
    gradeIds.length
      ? rowsOf<{ id: number; code: string; name: string; sort: number }>(ctx.db, sql`select id, code, name, sort from grades where id in ${idList(gradeIds)}`).then((list) =>
          localizeGrades(list, ctx.locale),
        )
      : Promise.resolve([]),
  ]);
  const lessonOf = new Map(meta.map((m) => [m.id, m]));
  const gradeOf = new Map(grades.map((g) => [g.id, g]));
  type TUnit = { lessonId: number; gradeId: number | null; first: string; last: string; sessions: number; planned: number; students: number };
  const unitMap = new Map<string, TUnit>();
  const months = new Map<string, number>();
  for (const c of cells) {
    const key = `${c.lesson_id}|${c.grade_id}`;
    const u = unitMap.get(key) ?? { lessonId: c.lesson_id, gradeId: c.grade_id, first: c.first, last: c.last, sessions: 0, planned: 0, students: 0 };
    if (c.first < u.first) u.first = c.first;
    if (c.last > u.last) u.last = c.last;
    u.sessions += Number(c.sessions);
    u.planned += Number(c.planned);
    u.students += Number(c.students);
    unitMap.set(key, u);
    const mk = `${c.month}|${c.grade_id ?? "None"}`;
    months.set(mk, (months.get(mk) ?? 0) + Number(c.sessions));
  }
  const sortOf = (g: number | null) => (g === null ? 999 : (gradeOf.get(g)?.sort ?? 998));
  const units = [...unitMap.values()].sort(
    (a, b) => a.first.localeCompare(b.first) || (lessonOf.get(a.lessonId)?.name ?? "").localeCompare(lessonOf.get(b.lessonId)?.name ?? "") || sortOf(a.gradeId) - sortOf(b.gradeId),
  );
  const perception = new Map(results.map((r) => [r.lessonId, r]));
  const rows: TReportRow[] = units.map((u) => {
    const p = perception.get(u.lessonId);
    const l = lessonOf.get(u.lessonId);
    return {
      activity: l?.curriculum ? `${l.curriculum}: ${l.name}` : (l?.name ?? ""),
      grade: u.gradeId === null ? "" : (gradeOf.get(u.gradeId)?.name ?? ""),
      standards: l?.standards ?? "",
      from: u.first,
      to: u.last,
      sessions: u.sessions,
      planned: u.planned,
      students: u.students,
      pre: p?.pre ?? null,
      post: p?.post ?? null,
      resultChange: p?.resultChange ?? null,
      // The deliveries' outcomes are rich text: the table reads their paragraphs, one a line, never markup.
      outcome: richCellText(l?.outcome ?? ""),
    };
  });
  const gradeKeys = [...new Set(cells.map((c) => c.grade_id))].sort((a, b) => sortOf(a) - sortOf(b));
  const buckets = bucketsOf(ctx.range, "month");
  const series = gradeKeys.map((id, i) => ({ key: `g${id ?? "None"}`, label: id === null ? "—" : (gradeOf.get(id)?.name ?? "—"), color: GRADE_COLORS[i % GRADE_COLORS.length] }));
  const data = buckets.map((b) => {
    const point: Record<string, string | number> = { x: b };
    for (const g of gradeKeys) point[`g${g ?? "None"}`] = months.get(`${b}|${g ?? "None"}`) ?? 0;
    return point;
  });
  const sum = (k: "sessions" | "planned" | "students") => rows.reduce((a, r) => a + Number(r[k] ?? 0), 0);
  return {
    kpis: [
      { key: "lessons", kind: "int", value: lessonIds.length },
      { key: "deliveries", kind: "int", value: sum("sessions") },
      { key: "students", kind: "int", value: sum("students") },
      { key: "measured", kind: "int", value: rows.filter((r) => r.resultChange !== null).length },
    ],
    chart: series.length ? { kind: "stackedBar", xKind: "month", unit: "count", series, data } : null,
    table: {
      columns: [...columns],
      rows,
      totals: {
        activity: null,
        grade: null,
        standards: null,
        from: null,
        to: null,
        sessions: sum("sessions"),
        planned: sum("planned"),
        students: sum("students"),
        pre: null,
        post: null,
        resultChange: null,
        outcome: null,
      },
    },
  };
}

type TPlanRow = { type: "curriculum" | "schedule" | "lesson"; item_id: number; item: string; goal: string | null; month: string; planned: number | string; delivered: number | string };

/**
 * re (program planning): "Is the year's plan on track?" Planned items and what was delivered of them,
 * per month of the period:
 * - a curriculum: planned = its lessons' planned dates; delivered = done deliveries of its lessons;
 * - a schedule item: planned = the events it put on the calendar (not cancelled); delivered = those done;
 * - a lesson outside the counselor's curricula: planned = its lesson events (not cancelled); delivered = those done.
 */
async function programPlanning(ctx: TReportContext): Promise<TReportResult> {
  const columns = [
    ...(ctx.subject.kind === "team" ? [{ key: "counselor", kind: "text" as const }] : []),
    { key: "item", kind: "text" as const },
    { key: "type", kind: "seriesKey" as const },
    { key: "planned", kind: "int" as const },
    { key: "delivered", kind: "int" as const },
    { key: "percent", kind: "percent" as const },
    { key: "goal", kind: "text" as const },
  ];
  if (ctx.userIds.length === 0) return { kpis: [], chart: null, table: { columns, rows: [] } };
  const ids = idList(ctx.userIds);
  const inRange = (col: ReturnType<typeof sql>) => sql`${col} between ${ctx.range.from}::date and ${ctx.range.to}::date`;
  const month = (col: ReturnType<typeof sql>) => sql`to_char(date_trunc('month', ${col}::timestamp), 'YYYY-MM-DD')`;
  const [plan, people] = await Promise.all([
    rowsOf<TPlanRow & { user_id: number }>(
      ctx.db,
      sql`
      select 'curriculum' as type, cu.id as item_id, cu.user_id, cu.name as item, sg.target as goal, ${month(sql`x.day`)} as month, sum(x.planned) as planned, sum(x.delivered) as delivered
      from curricula cu
      left join smart_goals sg on sg.id = cu.smart_goal_id
      join (
        select cl.curriculum_id, cl.planned_date as day, 1 as planned, 0 as delivered from curriculum_lessons cl where ${inRange(sql`cl.planned_date`)}
        union all
        select cl.curriculum_id, e.date, 0, 1 from curriculum_lessons cl join curricula c2 on c2.id = cl.curriculum_id
          join events e on e.lesson_id = cl.lesson_id and e.user_id = c2.user_id and e.status = 'done' and ${inRange(sql`e.date`)}
      ) x on x.curriculum_id = cu.id
      where cu.user_id in ${ids}
      group by 1, 2, 3, 4, 5, 6
      union all
      select 'schedule', si.id, si.user_id, si.title, null, ${month(sql`e.date`)}, count(*), count(*) filter (where e.status = 'done')
      from schedule_items si join schedule_item_events sie on sie.schedule_item_id = si.id join events e on e.id = sie.event_id
      where si.user_id in ${ids} and e.status <> 'cancelled' and ${inRange(sql`e.date`)}
      group by 1, 2, 3, 4, 5, 6
      union all
      select 'lesson', l.id, e.user_id, l.name, null, ${month(sql`e.date`)}, count(*), count(*) filter (where e.status = 'done')
      from events e join lessons l on l.id = e.lesson_id
      -- Said outright (the join implies it): the events with a lesson are read through their partial index, not every event of the team.
      where e.user_id in ${ids} and e.lesson_id is not null and e.status <> 'cancelled' and ${inRange(sql`e.date`)}
        and not exists (select 1 from curriculum_lessons cl join curricula c3 on c3.id = cl.curriculum_id where cl.lesson_id = e.lesson_id and c3.user_id = e.user_id)
        and not exists (select 1 from schedule_item_events sie where sie.event_id = e.id)
      group by 1, 2, 3, 4, 5, 6`,
    ),
    ctx.subject.kind === "team"
      ? rowsOf<{ id: number; first_name: string; last_name: string; username: string }>(ctx.db, sql`select id, first_name, last_name, username from users where id in ${ids}`)
      : Promise.resolve([]),
  ]);
  const names = new Map(people.map((p) => [p.id, personName(p)]));
  const items = new Map<string, { counselor: string; item: string; type: string; goal: string; planned: number; delivered: number }>();
  const byMonth = new Map<string, { planned: number; delivered: number }>();
  for (const r of plan) {
    const key = `${r.type}|${r.item_id}|${r.user_id}`;
    const it = items.get(key) ?? { counselor: names.get(r.user_id) ?? "", item: r.item, type: r.type, goal: r.goal ?? "", planned: 0, delivered: 0 };
    it.planned += Number(r.planned);
    it.delivered += Number(r.delivered);
    items.set(key, it);
    const m = byMonth.get(r.month) ?? { planned: 0, delivered: 0 };
    m.planned += Number(r.planned);
    m.delivered += Number(r.delivered);
    byMonth.set(r.month, m);
  }
  const rows: TReportRow[] = [...items.values()]
    .sort((a, b) => a.counselor.localeCompare(b.counselor) || a.type.localeCompare(b.type) || a.item.localeCompare(b.item))
    .map((it) => ({
      ...(ctx.subject.kind === "team" ? { counselor: it.counselor } : {}),
      item: it.item,
      type: it.type,
      planned: it.planned,
      delivered: it.delivered,
      percent: deliveredPercent(it.planned, it.delivered),
      goal: it.goal,
    }));
  const planned = rows.reduce((a, r) => a + Number(r.planned), 0);
  const deliveredAll = rows.reduce((a, r) => a + Number(r.delivered), 0);
  return {
    kpis: [
      { key: "planned", kind: "int", value: planned },
      { key: "delivered", kind: "int", value: deliveredAll },
      { key: "deliveredPercent", kind: "percent", value: deliveredPercent(planned, deliveredAll) ?? 0 },
    ],
    chart: {
      kind: "groupedBar",
      xKind: "month",
      unit: "count",
      series: [
        { key: "planned", color: "#94a3b8" },
        { key: "delivered", color: "#16a34a" },
      ],
      data: bucketsOf(ctx.range, "month").map((b) => ({ x: b, planned: byMonth.get(b)?.planned ?? 0, delivered: byMonth.get(b)?.delivered ?? 0 })),
    },
    table: {
      columns,
      rows,
      totals: { ...(ctx.subject.kind === "team" ? { counselor: null } : {}), item: null, type: null, planned, delivered: deliveredAll, percent: deliveredPercent(planned, deliveredAll), goal: null },
    },
  };
}

/**
 * reportAdmin: the annual administrative conference (of the school year holding the period's first
 * day) against the actual figures of the period: caseload (the counselor's active student clients),
 * D+I % (the use-of-time aggregation), non-counseling hours (the agreed duties are text: 0 hours is
 * the target, N = 0) and the agreed SMART goals met. One counselor at a time.
 */
async function reportAdmin(ctx: TReportContext): Promise<TReportResult> {
  const columns = [
    { key: "item", kind: "seriesKey" },
    { key: "agreed", kind: "byRow" },
    { key: "actual", kind: "byRow" },
    { key: "onTrack", kind: "seriesKey" },
    { key: "notes", kind: "text" },
  ] as const;
  if (ctx.subject.kind !== "user") return { kpis: [], chart: null, table: { columns: [...columns], rows: [] } };
  const userId = ctx.subject.user.id;
  const year = schoolYearStart(ctx.range.from);
  const [t, [conf], [caseload], cells] = await Promise.all([
    pdfTranslator("reports", isLocale(ctx.locale) ? ctx.locale : DEFAULT_LOCALE),
    rowsOf<{ caseload: number | null; direct_indirect_pct: number; non_counseling_duties: string; smart_goal_ids: unknown; goals: string }>(
      ctx.db,
      sql`select caseload, direct_indirect_pct, non_counseling_duties, smart_goal_ids, goals from annual_conferences where user_id = ${userId} and school_year = ${year}`,
    ),
    rowsOf<{ n: number | string }>(ctx.db, sql`select count(*) as n from clients where user_id = ${userId} and type = 'student' and active`),
    rowsOf<{ group_key: string | null; minutes: number | string }>(
      ctx.db,
      sql`with ev as (${countedEvents([userId], ctx.range.from, ctx.range.to, ctx.filters)})
          select g.key as group_key, sum(ev.minutes) as minutes from ev
          left join use_of_time_categories c on c.id = ev.category_id
          left join use_of_time_categories p on p.id = c.parent_id
          left join use_of_time_groups g on g.id = coalesce(p.group_id, c.group_id)
          group by 1`,
    ),
  ]);
  const byDins: Record<TDins, number> = { D: 0, I: 0, S: 0, N: 0, U: 0 };
  for (const c of cells) byDins[dinsOf(c.group_key)] += Number(c.minutes);
  const nMinutes = Math.round(byDins.N);
  const goalIds = conf ? ((typeof conf.smart_goal_ids === "string" ? JSON.parse(conf.smart_goal_ids) : conf.smart_goal_ids) as number[]).filter((x) => Number.isInteger(x)) : [];
  const goals = await goalFigures({ db: ctx.db, userIds: [userId], range: ctx.range }, goalIds);
  const met = goals.filter((g) => g.met === true).length;
  const di = directIndirectPercent(byDins);
  const agreedCaseload = conf?.caseload ?? null;
  const agreedDi = conf ? conf.direct_indirect_pct : null;
  const yesNo = (b: boolean | null) => (b === null ? "open" : b ? "yes" : "no");
  const rows: TReportRow[] = [
    { item: "caseload", agreed: agreedCaseload, actual: Number(caseload?.n ?? 0), onTrack: yesNo(adminOnTrack("caseload", agreedCaseload, Number(caseload?.n ?? 0))), notes: "", kind: "int" },
    { item: "directIndirect", agreed: agreedDi, actual: di, onTrack: yesNo(adminOnTrack("directIndirect", agreedDi, di)), notes: "", kind: "percent" },
    { item: "nonCounseling", agreed: 0, actual: nMinutes, onTrack: yesNo(adminOnTrack("nonCounseling", 0, nMinutes)), notes: conf?.non_counseling_duties ?? "", kind: "minutes" },
    {
      item: "goals",
      agreed: conf ? goalIds.length : null,
      actual: met,
      onTrack: yesNo(conf && goalIds.length ? adminOnTrack("goals", goalIds.length, met) : null),
      notes: conf?.goals ?? "",
      kind: "int",
    },
  ];
  return {
    kpis: [
      { key: "caseload", kind: "int", value: Number(caseload?.n ?? 0) },
      { key: "directIndirect", kind: "percent", value: di, target: agreedDi ?? ctx.target },
      { key: "nonCounseling", kind: "minutes", value: nMinutes },
      { key: "met", kind: "int", value: met },
    ],
    chart: {
      kind: "groupedBar",
      xKind: "text",
      unit: "count",
      series: [
        { key: "agreed", color: "#94a3b8" },
        { key: "actual", color: "#2563eb" },
      ],
      // Non-counseling as hours, so the bars stay readable beside a caseload and a percent.
      data: rows.map((r) => ({ x: t(`series.${r.item}`), agreed: Number(r.agreed ?? 0), actual: r.item === "nonCounseling" ? Math.round(nMinutes / 6) / 10 : Number(r.actual ?? 0) })),
    },
    table: { columns: [...columns], rows },
  };
}

const PERIODS = { initial: "schoolYear", offered: ["month", "semester", "schoolYear", "custom"] } as const;

export const PROGRAM_REPORTS: readonly TReportDefinition[] = [
  { key: "mbActionPlan", family: "results", access: "report.useOfTime.read", team: true, filters: ["grade", "done"], periods: PERIODS, run: mbActionPlan },
  { key: "programEvaluation", family: "results", access: "report.counseling.read", team: true, periods: PERIODS, run: programEvaluation },
  { key: "re", family: "results", access: "report.counseling.read", team: true, periods: PERIODS, run: programPlanning },
  {
    key: "reportAdmin",
    family: "results",
    access: "report.counseling.read",
    team: false,
    filters: ["grade", "category", "done", "study"],
    periods: { initial: "schoolYear", offered: ["semester", "schoolYear", "custom"] },
    run: reportAdmin,
  },
];
