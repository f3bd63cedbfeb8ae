import { sql } from "drizzle-orm";
import { rowsWithoutJit } from "@/lib/analysis/sql";
import { lessonResultsChangePercent } from "@/lib/surveys/rules";
import { DOMAINS, TIERS, type TDomainKey } from "@/lib/reports/services-rules";
import type { TReportContext, TReportResult, TReportRow } from "@/lib/reports/types";
import { namesShown, reportsT } from "./labels";
import { domainCte, servicesCte, tierKey } from "./sql";
import { DOMAIN_COLORS, TIER_COLORS } from "./tiers";

// report/mtssstudentgroup and report/mtmdssstudentgroup (🔒): what each of the counselor's groups
// (clients of type group named on counted events) received, by tier and by domain. The group's name
// is a "student" column: withheld under "All" and masked by the eye; the chart then says "Group n".

const n = (v: unknown) => Number(v ?? 0);
const hours = (m: number) => Math.round(m / 6) / 10;
const EMPTY: TReportResult = { kpis: [], chart: null, table: { columns: [], rows: [] } };

type TGroupTierRow = { client_id: number; name: string; grade: string | null; size: number | null; tier: number; sessions: string | number; minutes: string | number };

/** report/mtssstudentgroup: "What did each group get?" Only events with a client are read (a group is one). */
export async function mtssStudentGroup(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return EMPTY;
  const [rows, extras, t] = await Promise.all([
    rowsWithoutJit<TGroupTierRow>(
      ctx.db,
      sql`with ${servicesCte(ctx, { withClient: true })}
        select s.client_id, max(s.client_name) as name, max(g.code) as grade, max(s.client_count) as size, s.tier, count(*) as sessions, sum(s.minutes) as minutes
        from svc s left join clients cl on cl.id = s.client_id left join grades g on g.id = cl.grade_id
        where s.client_type = 'group' group by s.client_id, s.tier`,
    ),
    rowsWithoutJit<{ client_id: number; standards: string | number; pre: string | number | null; post: string | number | null }>(
      ctx.db,
      sql`with ${servicesCte(ctx, { withClient: true })},
        ge as (select event_id, client_id, lesson_id from svc where client_type = 'group'),
        st as (select x.client_id, count(distinct ls.standard_id) as n from ge x join lesson_standards ls on ls.lesson_id = x.lesson_id group by 1),
        sv as (
          select x.client_id, avg(a.value) filter (where ad.phase = 'pre') as pre, avg(a.value) filter (where ad.phase = 'post') as post
          from ge x join survey_administrations ad on ad.event_id = x.event_id
          join survey_responses r on r.administration_id = ad.id join survey_answers a on a.response_id = r.id
          group by 1)
        select c.client_id, coalesce(st.n, 0) as standards, sv.pre, sv.post
        from (select distinct client_id from ge) c left join st on st.client_id = c.client_id left join sv on sv.client_id = c.client_id`,
    ),
    reportsT(ctx.locale),
  ]);
  const extraOf = new Map(extras.map((e) => [e.client_id, e]));
  const groups = [...new Set(rows.map((r) => r.client_id))];
  const names = namesShown(ctx);
  const nameOf = new Map(rows.map((r) => [r.client_id, r.name]));
  // Largest first, then by name: the groups that got the most are read first.
  const minutesOf = (id: number) => rows.filter((r) => r.client_id === id).reduce((a, r) => a + n(r.minutes), 0);
  groups.sort((a, b) => minutesOf(b) - minutesOf(a) || String(nameOf.get(a)).localeCompare(String(nameOf.get(b))));
  const tableRows: TReportRow[] = rows
    .sort((a, b) => groups.indexOf(a.client_id) - groups.indexOf(b.client_id) || a.tier - b.tier)
    .map((r) => {
      const x = extraOf.get(r.client_id);
      const measured = x && x.pre != null && x.post != null;
      return {
        studentGroup: r.name,
        tier: tierKey(r.tier),
        grade: r.grade ?? "",
        n: n(r.size),
        sessions: n(r.sessions),
        minutes: Math.round(n(r.minutes)),
        standards: n(x?.standards),
        prePost: measured ? lessonResultsChangePercent(n(x.pre), n(x.post)) : null,
      };
    });
  return {
    kpis: [
      { key: "groups", kind: "int", value: groups.length },
      { key: "sessions", kind: "int", value: tableRows.reduce((a, r) => a + n(r.sessions), 0) },
      { key: "groupMinutes", kind: "minutes", value: tableRows.reduce((a, r) => a + n(r.minutes), 0) },
    ],
    chart: groups.length
      ? {
          kind: "stackedBar",
          xKind: "text",
          xNames: names,
          unit: "hours",
          series: [...TIERS, "system" as const].map((k) => ({ key: k, color: TIER_COLORS[k] })),
          data: groups.map((id, i) => ({
            x: names ? String(nameOf.get(id)) : t("chart.groupN", { n: i + 1 }),
            ...Object.fromEntries([...TIERS, "system"].map((k) => [k, hours(rows.filter((r) => r.client_id === id && tierKey(r.tier) === k).reduce((a, r) => a + n(r.minutes), 0))])),
          })),
        }
      : null,
    table: {
      columns: [
        { key: "studentGroup", kind: "student" },
        { key: "tier", kind: "seriesKey" },
        { key: "grade", kind: "text" },
        { key: "n", kind: "int" },
        { key: "sessions", kind: "int" },
        { key: "minutes", kind: "minutes" },
        { key: "standards", kind: "int" },
        { key: "prePost", kind: "percent" },
      ],
      rows: tableRows,
    },
  };
}

/** report/mtmdssstudentgroup: each group's domains (minutes split by the domain rule), its main tier and minutes; only events with a client are read. */
export async function mtmdssStudentGroup(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return EMPTY;
  const [rows, t] = await Promise.all([
    rowsWithoutJit<{ client_id: number; name: string; tier: number; domain_key: TDomainKey; minutes: string | number }>(
      ctx.db,
      sql`with ${servicesCte(ctx, { withClient: true })}, ${domainCte(ctx)}
        select client_id, max(client_name) as name, tier, domain_key, sum(minutes * share) as minutes
        from svd where client_type = 'group' group by client_id, tier, domain_key`,
    ),
    reportsT(ctx.locale),
  ]);
  type TAgg = { id: number; name: string; tiers: Map<number, number>; domains: Record<TDomainKey, number>; minutes: number };
  const by = new Map<number, TAgg>();
  for (const r of rows) {
    const g = by.get(r.client_id) ?? { id: r.client_id, name: r.name, tiers: new Map(), domains: { academic: 0, career: 0, social: 0, unspecified: 0 }, minutes: 0 };
    const m = n(r.minutes);
    g.tiers.set(r.tier, (g.tiers.get(r.tier) ?? 0) + m);
    g.domains[r.domain_key] += m;
    g.minutes += m;
    by.set(r.client_id, g);
  }
  const groups = [...by.values()].sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
  const keys: TDomainKey[] = [...DOMAINS, "unspecified"];
  const share = (g: TAgg, d: TDomainKey) => (g.minutes > 0 ? Math.round((g.domains[d] * 100) / g.minutes) : 0);
  const names = namesShown(ctx);
  return {
    kpis: [
      { key: "groups", kind: "int", value: groups.length },
      { key: "groupMinutes", kind: "minutes", value: Math.round(groups.reduce((a, g) => a + g.minutes, 0)) },
    ],
    chart: groups.length
      ? {
          kind: "stackedBar",
          xKind: "text",
          xNames: names,
          unit: "hours",
          series: keys.map((d) => ({ key: d, color: DOMAIN_COLORS[d] })),
          data: groups.map((g, i) => ({ x: names ? g.name : t("chart.groupN", { n: i + 1 }), ...Object.fromEntries(keys.map((d) => [d, hours(g.domains[d])])) })),
        }
      : null,
    table: {
      columns: [{ key: "studentGroup", kind: "student" }, { key: "tier", kind: "seriesKey" }, ...keys.map((d) => ({ key: d, kind: "percent" as const })), { key: "minutes", kind: "minutes" }],
      rows: groups.map((g) => ({
        studentGroup: g.name,
        // The group's main tier: the one with the most minutes.
        tier: tierKey([...g.tiers.entries()].sort((a, b) => b[1] - a[1])[0][0]),
        ...Object.fromEntries(keys.map((d) => [d, share(g, d)])),
        minutes: Math.round(g.minutes),
      })),
    },
  };
}
