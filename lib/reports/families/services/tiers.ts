import { sql } from "drizzle-orm";
import { idList, rowsWithoutJit } from "@/lib/analysis/sql";
import { bucketsOf } from "@/lib/reports/series";
import { DOMAINS, MTSS_TARGETS, STAGES, TIERS, type TDomainKey, type TStage } from "@/lib/reports/services-rules";
import type { TReportContext, TReportResult, TReportRow } from "@/lib/reports/types";
import { suppressCountColumns } from "@/lib/privacy/report-cells";
import { reportsT } from "./labels";
import { domainCte, firstReferralsCte, REACHED_CTE, serviceCategoryIds, servicesCte, STAGE_JOIN, STAGE_SQL, tierKey } from "./sql";

// report/mtss, report/mtmdss, mtmdsssgrid and report/counselingContinuum: the counted direct and
// indirect services (D+I) by MTSS tier, by tier × domain, against the plan, and along the continuum.

const n = (v: unknown) => Number(v ?? 0);
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);
const EMPTY: TReportResult = { kpis: [], chart: null, table: { columns: [], rows: [] } };
const TIER_ROWS = ["T1", "T2", "T3", "system"] as const;
const DOMAIN_KEYS: TDomainKey[] = [...DOMAINS, "unspecified"];
export const DOMAIN_COLORS: Record<TDomainKey, string> = { academic: "#2563eb", career: "#d97706", social: "#16a34a", unspecified: "#94a3b8" };
export const TIER_COLORS = { T1: "#16a34a", T2: "#d97706", T3: "#dc2626", system: "#94a3b8" } as const;

/** report/mtss: "Do services follow the MTSS pyramid?" Tiers of the D+I services, compared with 80/15/5. */
export async function mtss(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return EMPTY;
  // Only the events of D and I categories are read; the students they reach are counted in a second
  // statement over those with a student or group (the partial index on events with a client).
  const categoryIds = (await serviceCategoryIds(ctx.db)).directIndirect;
  const [sums, reached, t] = await Promise.all([
    rowsWithoutJit<{ tier: number; sessions: string | number; minutes: string | number; students: string | number }>(
      ctx.db,
      sql`with ${servicesCte(ctx, { categoryIds, cells: "byMonth" })}
        select tier, sum(sessions) as sessions, sum(minutes) as minutes, sum(students) as students from svc where dins in ('D', 'I') group by tier`,
    ),
    rowsWithoutJit<{ tier: number; unique_students: string | number }>(
      ctx.db,
      sql`with ${servicesCte(ctx, { categoryIds, withClient: true })}, ${REACHED_CTE}
        select tier, count(*) as unique_students from (select distinct tier, student_id from reached where dins in ('D', 'I')) u group by tier`,
    ),
    reportsT(ctx.locale),
  ]);
  const uniqueByTier = new Map(reached.map((r) => [Number(r.tier), r.unique_students]));
  const rows = sums.map((r) => ({ ...r, unique_students: uniqueByTier.get(Number(r.tier)) ?? 0 }));
  const by = new Map(rows.map((r) => [tierKey(r.tier), { sessions: n(r.sessions), minutes: Math.round(n(r.minutes)), students: n(r.students), unique: n(r.unique_students) }]));
  const get = (k: string) => by.get(k as never) ?? { sessions: 0, minutes: 0, students: 0, unique: 0 };
  const allMinutes = TIER_ROWS.reduce((a, k) => a + get(k).minutes, 0);
  const tieredMinutes = TIERS.reduce((a, k) => a + get(k).minutes, 0);
  const tieredStudents = TIERS.reduce((a, k) => a + get(k).students, 0);
  const counted: TReportRow[] = TIER_ROWS.map((k) => {
    const x = get(k);
    return { tier: k, sessions: x.sessions, minutes: x.minutes, percent: pct(x.minutes, allMinutes), students: x.students, uniqueStudents: x.unique, target: k === "system" ? null : MTSS_TARGETS[k] };
  });
  const countedTotals: TReportRow = {
    tier: null,
    sessions: counted.reduce((a, r) => a + n(r.sessions), 0),
    minutes: allMinutes,
    percent: allMinutes > 0 ? 100 : 0,
    students: counted.reduce((a, r) => a + n(r.students), 0),
    uniqueStudents: null,
    target: null,
  };
  // Figures that leave the counselor: the students per tier obey the small-cell rule, and once one is
  // withheld no tier's share of the students is drawn (the shares would give it back).
  const cells = ctx.smallCells ? suppressCountColumns(counted, countedTotals, ["students", "uniqueStudents"]) : null;
  const tableRows = cells?.rows ?? counted;
  const sharesShown = !cells?.withheld;
  return {
    kpis: [
      { key: "directIndirectMinutes", kind: "minutes", value: allMinutes },
      { key: "sessions", kind: "int", value: TIER_ROWS.reduce((a, k) => a + get(k).sessions, 0) },
      { key: "tier1Share", kind: "percent", value: pct(get("T1").minutes, tieredMinutes), target: MTSS_TARGETS.T1 },
      { key: "tier3Share", kind: "percent", value: pct(get("T3").minutes, tieredMinutes), target: MTSS_TARGETS.T3 },
    ],
    // The pyramid from its top: each tier's share of the tiered minutes and students beside the MTSS target.
    chart: {
      kind: "horizontalBar",
      xKind: "text",
      unit: "percent",
      series: [
        { key: "minutesShare", color: "#2563eb" },
        { key: "studentsShare", color: "#16a34a" },
        { key: "mtssTarget", color: "#94a3b8" },
      ],
      data: (["T3", "T2", "T1"] as const).map((k) => ({
        x: t(`series.${k}`),
        minutesShare: pct(get(k).minutes, tieredMinutes),
        ...(sharesShown ? { studentsShare: pct(get(k).students, tieredStudents) } : {}),
        mtssTarget: MTSS_TARGETS[k],
      })),
    },
    table: {
      columns: [
        { key: "tier", kind: "seriesKey" },
        { key: "sessions", kind: "int" },
        { key: "minutes", kind: "minutes" },
        { key: "percent", kind: "percent" },
        { key: "students", kind: "int" },
        { key: "uniqueStudents", kind: "int" },
        { key: "target", kind: "percent" },
      ],
      rows: tableRows,
      totals: cells?.totals ?? countedTotals,
    },
    smallCells: cells?.withheld === true,
  };
}

type TCell = { sessions: number; minutes: number; students: number };

/** Sessions, minutes (split by domain share) and students per tier × domain of the D+I services. */
async function tierDomainCells(ctx: TReportContext): Promise<Map<string, TCell>> {
  const categoryIds = (await serviceCategoryIds(ctx.db)).directIndirect;
  const rows = await rowsWithoutJit<{ tier: number; domain_key: TDomainKey; sessions: string | number; minutes: string | number; students: string | number }>(
    ctx.db,
    // The events are summed by what their tier and domain depend on before each sum is split by domain,
    // so the split runs once per tier, domain and lesson (and counselor, whose curricula flag a lesson)
    // instead of once per event.
    sql`with ${servicesCte(ctx, { categoryIds, cells: "byMonth" })},
      pre as (
        select case when lesson_id is null then null else user_id end as user_id, tier, domain, lesson_id,
          sum(sessions) as sessions, sum(minutes) as minutes, sum(students) as students
        from svc where dins in ('D', 'I') group by 1, 2, 3, 4),
      ${domainCte(ctx, "pre")}
      select tier, domain_key, sum(sessions) as sessions, sum(minutes * share) as minutes, sum(students) as students
      from svd group by 1, 2`,
  );
  return new Map(rows.map((r) => [`${tierKey(r.tier)}|${r.domain_key}`, { sessions: n(r.sessions), minutes: Math.round(n(r.minutes)), students: n(r.students) }]));
}

/** report/mtmdss: Hatch's multi-tiered, multi-domain system of supports: a 3×3 heat map of minutes (plus the unspecified and system edges). */
export async function mtmdss(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return EMPTY;
  const [cells, t] = await Promise.all([tierDomainCells(ctx), reportsT(ctx.locale)]);
  const cell = (tier: string, d: TDomainKey) => cells.get(`${tier}|${d}`) ?? { sessions: 0, minutes: 0, students: 0 };
  const domains = DOMAIN_KEYS.filter((d) => d !== "unspecified" || TIER_ROWS.some((k) => cell(k, d).minutes > 0));
  const tiers = TIER_ROWS.filter((k) => k !== "system" || DOMAIN_KEYS.some((d) => cell(k, d).minutes > 0));
  const rows: TReportRow[] = tiers.flatMap((k) => domains.map((d) => ({ tier: k, domain: d, sessions: cell(k, d).sessions, minutes: cell(k, d).minutes, students: cell(k, d).students })));
  const covered = TIERS.flatMap((k) => DOMAINS.map((d) => cell(k, d).minutes > 0)).filter(Boolean).length;
  const total = rows.reduce((a, r) => a + n(r.minutes), 0);
  return {
    kpis: [
      { key: "cellsCovered", kind: "int", value: covered, target: 9 },
      { key: "directIndirectMinutes", kind: "minutes", value: total },
      {
        key: "unspecifiedShare",
        kind: "percent",
        value: pct(
          TIER_ROWS.reduce((a, k) => a + cell(k, "unspecified").minutes, 0),
          total,
        ),
      },
    ],
    chart: {
      kind: "heatmap",
      xKind: "text",
      unit: "minutes",
      series: domains.map((d) => ({ key: d, color: DOMAIN_COLORS[d] })),
      data: tiers.map((k) => ({ x: t(`series.${k}`), ...Object.fromEntries(domains.map((d) => [d, cell(k, d).minutes])) })),
    },
    table: {
      columns: [
        { key: "tier", kind: "seriesKey" },
        { key: "domain", kind: "seriesKey" },
        { key: "sessions", kind: "int" },
        { key: "minutes", kind: "minutes" },
        { key: "students", kind: "int" },
      ],
      rows,
      totals: { tier: null, domain: null, sessions: rows.reduce((a, r) => a + n(r.sessions), 0), minutes: total, students: rows.reduce((a, r) => a + n(r.students), 0) },
    },
  };
}

/**
 * mtmdsssgrid: the planning grid. Planned: the lessons of the counselor's curricula (the ASCA
 * classroom and group action plan) with a planned date in the period, in tier 1 (classroom
 * instruction) and each domain of their curriculum (else the lesson's, else unspecified). Delivered:
 * the counted D+I services per tier × domain (sessions); a planned lesson is delivered by the
 * events that deliver that lesson. A cell with neither is a gap.
 */
export async function mtmdsssGrid(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return EMPTY;
  const [cells, planned, t] = await Promise.all([
    tierDomainCells(ctx),
    rowsWithoutJit<{ lesson_id: number; name: string; domain_key: TDomainKey; grades: string | null; planned: string | number; delivered: string | number }>(
      ctx.db,
      // The deliveries are events with a lesson: only events with a domain or a lesson are read.
      sql`with ${servicesCte(ctx, { domainOrLesson: true })},
        plan as (
          select cl.lesson_id, l.name, cu.id as curriculum_id,
            (cu.academic or cu.career or cu.social) as cu_any, cu.academic as ca, cu.career as cc, cu.social as cs,
            l.academic as la, l.career as lc, l.social as ls
          from curriculum_lessons cl join curricula cu on cu.id = cl.curriculum_id join lessons l on l.id = cl.lesson_id
          where cu.user_id in ${idList(ctx.userIds)} and cl.planned_date between ${ctx.range.from}::date and ${ctx.range.to}::date),
        pd as (
          select p.*, d.domain_key from plan p
          cross join lateral (values
            ('academic', case when p.cu_any then p.ca else p.la end),
            ('career', case when p.cu_any then p.cc else p.lc end),
            ('social', case when p.cu_any then p.cs else p.ls end),
            ('unspecified', not (p.cu_any or p.la or p.lc or p.ls))) as d(domain_key, on_)
          where d.on_),
        -- The deliveries of the planned lessons, counted once (not per planned line).
        dl as (select s.lesson_id, count(*) as n from svc s where s.lesson_id in (select lesson_id from plan) group by 1)
        select pd.lesson_id, pd.name, pd.domain_key, count(*) as planned,
          (select string_agg(distinct g.code, ', ') from curriculum_grades cg join grades g on g.id = cg.grade_id where cg.curriculum_id in (select p2.curriculum_id from plan p2 where p2.lesson_id = pd.lesson_id)) as grades,
          coalesce(max(dl.n), 0) as delivered
        from pd left join dl on dl.lesson_id = pd.lesson_id
        group by pd.lesson_id, pd.name, pd.domain_key
        order by pd.name, pd.lesson_id`,
    ),
    reportsT(ctx.locale),
  ]);
  const cell = (tier: string, d: TDomainKey) => cells.get(`${tier}|${d}`)?.sessions ?? 0;
  const plannedIn = (d: TDomainKey) => planned.filter((p) => p.domain_key === d).reduce((a, p) => a + n(p.planned), 0);
  const rows: TReportRow[] = [];
  for (const k of TIERS) {
    for (const d of DOMAIN_KEYS) {
      const plans = k === "T1" ? planned.filter((p) => p.domain_key === d) : [];
      for (const p of plans) rows.push({ tier: k, domain: d, intervention: p.name, grade: p.grades ?? "", planned: n(p.planned), delivered: n(p.delivered), gap: null });
      const delivered = cell(k, d);
      if (d === "unspecified" && delivered === 0 && plans.length === 0) continue;
      // The cell's own line: every service delivered in it; an empty cell is a gap.
      rows.push({ tier: k, domain: d, intervention: null, grade: "", planned: k === "T1" ? plannedIn(d) : 0, delivered, gap: delivered === 0 && (k !== "T1" || plannedIn(d) === 0) ? "gap" : null });
    }
  }
  const gaps = rows.filter((r) => r.gap === "gap" && r.domain !== "unspecified").length;
  return {
    kpis: [
      { key: "cellsCovered", kind: "int", value: 9 - gaps, target: 9 },
      { key: "plannedLessons", kind: "int", value: planned.reduce((a, p) => a + n(p.planned), 0) },
      { key: "sessions", kind: "int", value: [...cells.values()].reduce((a, c) => a + c.sessions, 0) },
    ],
    chart: {
      kind: "heatmap",
      xKind: "text",
      unit: "count",
      series: DOMAINS.map((d) => ({ key: d, color: DOMAIN_COLORS[d] })),
      data: TIERS.map((k) => ({ x: t(`series.${k}`), ...Object.fromEntries(DOMAINS.map((d) => [d, cell(k, d)])) })),
    },
    table: {
      columns: [
        { key: "tier", kind: "seriesKey" },
        { key: "domain", kind: "seriesKey" },
        { key: "intervention", kind: "text" },
        { key: "grade", kind: "text" },
        { key: "planned", kind: "int" },
        { key: "delivered", kind: "int" },
        { key: "gap", kind: "seriesKey" },
      ],
      rows,
    },
  };
}

const STAGE_COLORS: Record<TStage, string> = { prevention: "#16a34a", smallGroup: "#65a30d", individual: "#2563eb", crisis: "#dc2626", referral: "#7c3aed", followUp: "#0891b2" };

/** report/counselingContinuum: the counted events on the continuum (stageOf) per month and stage. */
export async function counselingContinuum(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return EMPTY;
  // Only the events of categories with a stage are read, and the first referrals through the referral
  // categories' ids (the index on category_id, user_id, date).
  const categories = await serviceCategoryIds(ctx.db);
  const rows = await rowsWithoutJit<{ month: string; stage: TStage; sessions: string | number; minutes: string | number; students: string | number }>(
    ctx.db,
    sql`with ${servicesCte(ctx, { categoryIds: categories.continuum, cells: "byMonth" })}, ${firstReferralsCte(ctx.userIds, categories.referral)},
      staged as (select s.*, ${STAGE_SQL} as stage from svc s ${STAGE_JOIN})
      select to_char(date_trunc('month', day::timestamp), 'YYYY-MM-DD') as month, stage, sum(sessions) as sessions, sum(minutes) as minutes, sum(students) as students
      from staged where stage is not null group by 1, 2`,
  );
  const months = bucketsOf(ctx.range, "month");
  const byStage = new Map<TStage, { sessions: number; minutes: number; students: number }>(STAGES.map((s) => [s, { sessions: 0, minutes: 0, students: 0 }]));
  const byMonth = new Map<string, number>();
  for (const r of rows) {
    const s = byStage.get(r.stage)!;
    s.sessions += n(r.sessions);
    s.minutes += n(r.minutes);
    s.students += n(r.students);
    byMonth.set(`${r.month}|${r.stage}`, (byMonth.get(`${r.month}|${r.stage}`) ?? 0) + n(r.minutes));
  }
  for (const s of byStage.values()) s.minutes = Math.round(s.minutes);
  const total = [...byStage.values()].reduce((a, s) => a + s.minutes, 0);
  return {
    kpis: [
      { key: "counselingMinutes", kind: "minutes", value: total },
      { key: "sessions", kind: "int", value: [...byStage.values()].reduce((a, s) => a + s.sessions, 0) },
      { key: "crisisSessions", kind: "int", value: byStage.get("crisis")!.sessions },
      { key: "referralsOut", kind: "int", value: byStage.get("referral")!.sessions },
    ],
    chart: {
      kind: "stackedBar",
      xKind: "month",
      unit: "hours",
      series: STAGES.map((s) => ({ key: s, color: STAGE_COLORS[s] })),
      data: months.map((m) => ({ x: m, ...Object.fromEntries(STAGES.map((s) => [s, Math.round((byMonth.get(`${m}|${s}`) ?? 0) / 6) / 10])) })),
    },
    table: {
      columns: [
        { key: "stage", kind: "seriesKey" },
        { key: "sessions", kind: "int" },
        { key: "students", kind: "int" },
        { key: "minutes", kind: "minutes" },
        { key: "percent", kind: "percent" },
      ],
      rows: STAGES.map((s) => ({ stage: s, ...byStage.get(s)!, percent: pct(byStage.get(s)!.minutes, total) })),
      totals: {
        stage: null,
        sessions: [...byStage.values()].reduce((a, s) => a + s.sessions, 0),
        students: [...byStage.values()].reduce((a, s) => a + s.students, 0),
        minutes: total,
        percent: total > 0 ? 100 : 0,
      },
    },
  };
}
