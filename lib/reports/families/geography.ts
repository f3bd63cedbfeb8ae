import { eq } from "drizzle-orm";
import { activeDistricts, activeState } from "@/lib/memberships/queries";
import { schoolDistricts } from "@/db/schema";
import { scopeOf } from "@/lib/auth/permissions";
import { notFound } from "@/lib/http/errors";
import { isStateCode, stateFipsOf, stateName } from "../geo-codes";
import type { TReportContext, TReportDefinition, TReportKpi, TReportResult } from "../types";
import { DINS_COLORS } from "./use-of-time";
import { geographyScope, minutesByCounselor, placedCounselors, rollUp, totalOf, unitPercent, type TPlacedCounselor, type TUnit, type TUnitFilter } from "./geography-data";

// Report family 4, "Team and geography": the county report, the US map, one state's map and
// the drill-down state → district → school. Each rolls the actor's counselors up by place
// (geography-data.ts); none shows a person, only counts and percents of units (never a student).
// Who reads what is the scope the reader holds `report.geo.read` (county report, drill-down) or
// `report.map.read` (the maps) at in the access table; a state or district is the reader's active
// membership, never their profile's:
// - countyReport: `all` any state, or all; `state` the reader's state; `district` the counties of
//   the district's counselors' schools; anyone else 404;
// - map: `report.map.read` at `all` only (a state manager's /app/map goes to its own state's map);
// - mapState (map/{state}): `all` any state, `state` the reader's own; anyone else 404;
// - statesSDandSchool: `all` from the states down, `state` from its state's districts, `district`
//   from its district's schools; a unit outside the reader's is 404.

const PERIODS = { initial: "schoolYear", offered: ["month", "semester", "schoolYear", "custom"] } as const;
const UNKNOWN = "—";

function stateParam(ctx: TReportContext): string | null {
  const raw = ctx.extra.state?.toUpperCase();
  if (raw === undefined) return null;
  if (!isStateCode(raw)) throw notFound();
  return raw;
}

function leaidParam(ctx: TReportContext): string | null {
  const raw = ctx.extra.leaid;
  if (raw === undefined) return null;
  if (!/^\d{7}$/.test(raw)) throw notFound();
  return raw;
}

/** The actor's counselors in `filter` and their minutes in the period. */
async function figures(ctx: TReportContext, filter: TUnitFilter) {
  const scope = geographyScope(ctx.actor);
  if (!scope) throw notFound();
  const counselors = await placedCounselors(ctx.db, scope, ctx.range, filter);
  const minutes = await minutesByCounselor(
    ctx.db,
    counselors.map((c) => c.id),
    ctx.range,
    ctx.filters.asOf,
  );
  return { counselors, minutes };
}

function kpis(ctx: TReportContext, units: Map<string, TUnit>, unitKey: string, extra: TReportKpi[] = []): TReportKpi[] {
  const t = totalOf(units.values());
  return [
    { key: unitKey, kind: "int", value: [...units.keys()].filter((k) => k !== UNKNOWN).length },
    { key: "counselors", kind: "int", value: t.counselors },
    ...extra,
    { key: "logging", kind: "int", value: t.logging },
    { key: "directIndirect", kind: "percent", value: unitPercent(t) ?? 0, target: ctx.target },
  ];
}

/** map: the US states (admin): licences, counselors logging and D+I % per state; the map shows the licences. */
async function usMap(ctx: TReportContext): Promise<TReportResult> {
  if (scopeOf(ctx.actor, "report.map.read") !== "all") throw notFound();
  const { counselors, minutes } = await figures(ctx, {});
  const units = rollUp(counselors, minutes, (c) => c.state);
  const rows = [...units.values()]
    .map((u) => ({ state: stateName(u.key), code: u.key, licences: u.licences, expiring: u.expiring, counselors: u.counselors, logging: u.logging, directIndirect: unitPercent(u) }))
    .sort((a, b) => a.state.localeCompare(b.state));
  const t = totalOf(units.values());
  return {
    kpis: kpis(ctx, units, "states", [{ key: "licences", kind: "int", value: t.licences }]),
    chart: {
      kind: "map",
      geo: { level: "states" },
      xKind: "text",
      unit: "count",
      series: [{ key: "licences", color: "#2563eb" }],
      data: rows.map((r) => ({ x: String(r.code), licences: Number(r.licences) })),
    },
    table: {
      columns: [
        { key: "state", kind: "text" },
        { key: "code", kind: "text" },
        { key: "licences", kind: "int" },
        { key: "expiring", kind: "int" },
        { key: "counselors", kind: "int" },
        { key: "logging", kind: "int" },
        { key: "directIndirect", kind: "percent" },
      ],
      rows,
      totals: { state: null, code: null, licences: t.licences, expiring: t.expiring, counselors: t.counselors, logging: t.logging, directIndirect: unitPercent(t) },
    },
  };
}

/**
 * The state of map/{state}: at `all` the reader's pick; at `state` the state of the reader's active
 * membership (another state is 404; a profile's state draws nothing).
 */
async function mapStateOf(ctx: TReportContext): Promise<string> {
  const asked = stateParam(ctx);
  const scope = scopeOf(ctx.actor, "report.map.read");
  if (scope === "all" && asked) return asked;
  if (scope === "state") {
    const mine = await activeState(ctx.db, ctx.actor.id);
    if (mine && isStateCode(mine) && (asked == null || asked === mine)) return mine;
  }
  throw notFound();
}

/** The county choropleth of a state's units: D+I % per county (counties without minutes: no data). */
function countyChart(units: Map<string, TUnit>, state: string | undefined) {
  return {
    kind: "map" as const,
    geo: state ? { level: "counties" as const, state } : { level: "counties" as const },
    xKind: "text" as const,
    unit: "percent" as const,
    series: [{ key: "directIndirect", color: "#16a34a" }],
    data: [...units.values()].flatMap((u) => {
      const v = unitPercent(u);
      return u.key !== UNKNOWN && v != null ? [{ x: u.key, directIndirect: v }] : [];
    }),
  };
}

/** map/{state}: one state in detail: its counties coloured by D+I %, and one line per district. */
async function stateMap(ctx: TReportContext): Promise<TReportResult> {
  const state = await mapStateOf(ctx);
  const { counselors, minutes } = await figures(ctx, { state });
  const byCounty = rollUp(counselors, minutes, (c) => c.countyFips ?? UNKNOWN);
  const byDistrict = rollUp(counselors, minutes, (c) => c.leaid ?? UNKNOWN);
  const names = new Map(counselors.map((c) => [c.leaid ?? UNKNOWN, c.district ?? UNKNOWN]));
  const t = totalOf(byDistrict.values());
  return {
    kpis: kpis(ctx, byDistrict, "districts"),
    chart: countyChart(byCounty, state),
    table: {
      columns: [
        { key: "district", kind: "text" },
        { key: "ncesId", kind: "text" },
        { key: "schools", kind: "int" },
        { key: "counselors", kind: "int" },
        { key: "logging", kind: "int" },
        { key: "directIndirect", kind: "percent" },
      ],
      rows: [...byDistrict.values()]
        .map((u) => ({
          district: names.get(u.key) ?? UNKNOWN,
          ncesId: u.key === UNKNOWN ? null : u.key,
          schools: u.schools.size,
          counselors: u.counselors,
          logging: u.logging,
          directIndirect: unitPercent(u),
        }))
        .sort((a, b) => a.district.localeCompare(b.district)),
      totals: { district: null, ncesId: null, schools: t.schools.size, counselors: t.counselors, logging: t.logging, directIndirect: unitPercent(t) },
    },
  };
}

/** countyReport: how counties compare: one line per county of the reader's counselors. */
async function countyReport(ctx: TReportContext): Promise<TReportResult> {
  const asked = stateParam(ctx);
  let filter: TUnitFilter = {};
  const scope = scopeOf(ctx.actor, "report.geo.read");
  if (scope === "all") filter = asked ? { state: asked } : {};
  else if (scope === "state") {
    // The state of the reader's active membership, never their profile's.
    const mine = await activeState(ctx.db, ctx.actor.id);
    if (!mine || (asked && asked !== mine)) throw notFound();
    filter = { state: mine };
  } else if (scope !== "district") throw notFound();
  const { counselors, minutes } = await figures(ctx, filter);
  const units = rollUp(counselors, minutes, (c) => c.countyFips ?? UNKNOWN);
  const info = new Map<string, TPlacedCounselor>(counselors.map((c) => [c.countyFips ?? UNKNOWN, c]));
  const states = new Set([...units.keys()].filter((k) => k !== UNKNOWN).map((k) => info.get(k)?.state ?? ""));
  const mapState = filter.state ?? (states.size === 1 ? [...states][0] || undefined : undefined);
  const t = totalOf(units.values());
  return {
    kpis: kpis(ctx, units, "counties"),
    chart: countyChart(units, mapState),
    table: {
      columns: [
        { key: "county", kind: "text" },
        { key: "state", kind: "text" },
        { key: "districts", kind: "int" },
        { key: "counselors", kind: "int" },
        { key: "logging", kind: "int" },
        { key: "directIndirect", kind: "percent" },
      ],
      rows: [...units.values()]
        .map((u) => ({
          county: u.key === UNKNOWN ? UNKNOWN : (info.get(u.key)?.county ?? u.key),
          fips: u.key,
          state: u.key === UNKNOWN ? null : (info.get(u.key)?.state ?? null),
          districts: u.districts.size,
          counselors: u.counselors,
          logging: u.logging,
          directIndirect: unitPercent(u),
        }))
        // Unknown county last, then by state and name.
        .sort((a, b) => Number(a.fips === UNKNOWN) - Number(b.fips === UNKNOWN) || String(a.state).localeCompare(String(b.state)) || a.county.localeCompare(b.county))
        .map(({ fips: _fips, ...r }) => r),
      totals: { county: null, state: null, districts: t.districts.size, counselors: t.counselors, logging: t.logging, directIndirect: unitPercent(t) },
    },
  };
}

export type TDrillLevel = "states" | "districts" | "schools";
export type TDrill = { level: TDrillLevel; state: string | null; leaid: string | null };

/** Where the drill-down stands for this reader: a unit outside theirs is 404. */
export async function drillOf(ctx: Pick<TReportContext, "db" | "actor" | "extra">): Promise<TDrill> {
  const state = stateParam(ctx as TReportContext);
  const leaid = leaidParam(ctx as TReportContext);
  const { actor } = ctx;
  const districtState = async (id: string) => (await ctx.db.select({ state: schoolDistricts.state }).from(schoolDistricts).where(eq(schoolDistricts.leaid, id)).limit(1))[0]?.state ?? null;
  // A director's district and a state manager's state are their active memberships, not their profile's.
  const scope = scopeOf(actor, "report.geo.read");
  if (scope === "district") {
    const districts = await activeDistricts(ctx.db, actor.id);
    const mine = leaid ?? districts[0];
    if (!mine || !districts.includes(mine)) throw notFound();
    const own = await districtState(mine);
    if (state && state !== own) throw notFound();
    return { level: "schools", state: own, leaid: mine };
  }
  if (scope === "state") {
    const myState = await activeState(ctx.db, actor.id);
    if (!myState || !isStateCode(myState) || (state && state !== myState)) throw notFound();
    if (leaid) {
      if ((await districtState(leaid)) !== myState) throw notFound();
      return { level: "schools", state: myState, leaid };
    }
    return { level: "districts", state: myState, leaid: null };
  }
  if (scope !== "all") throw notFound();
  if (leaid) {
    const s = await districtState(leaid);
    if (!s || (state && state !== s)) throw notFound();
    return { level: "schools", state: s, leaid };
  }
  return state ? { level: "districts", state, leaid: null } : { level: "states", state: null, leaid: null };
}

/** statesSDandSchool: the drill-down: one line (and one stacked bar of D, I, S, N hours) per state, district or school. */
async function drillDown(ctx: TReportContext): Promise<TReportResult> {
  const drill = await drillOf(ctx);
  const filter: TUnitFilter = drill.leaid ? { leaid: drill.leaid } : drill.state ? { state: drill.state } : {};
  const { counselors, minutes } = await figures(ctx, filter);
  const keyOf = (c: TPlacedCounselor) => (drill.level === "states" ? c.state : drill.level === "districts" ? c.leaid : c.ncessch) ?? UNKNOWN;
  const nameOf = (c: TPlacedCounselor) => (drill.level === "states" ? (c.state ? stateName(c.state) : null) : drill.level === "districts" ? c.district : c.school) ?? UNKNOWN;
  const units = rollUp(counselors, minutes, keyOf);
  const names = new Map(counselors.map((c) => [keyOf(c), nameOf(c)]));
  const rows = [...units.values()]
    .map((u) => ({
      unit: names.get(u.key) ?? UNKNOWN,
      ncesId: u.key === UNKNOWN ? null : drill.level === "states" ? stateFipsOf(u.key) : u.key,
      counselors: u.counselors,
      licences: u.licences,
      expiring: u.expiring,
      directIndirect: unitPercent(u),
      u,
    }))
    .sort((a, b) => Number(a.ncesId == null) - Number(b.ncesId == null) || a.unit.localeCompare(b.unit));
  const t = totalOf(units.values());
  const hours = (m: number) => Math.round(m / 6) / 10;
  return {
    kpis: kpis(ctx, units, drill.level, [{ key: "licences", kind: "int", value: t.licences }]),
    chart: {
      kind: "stackedBar",
      xKind: "text",
      unit: "hours",
      series: (["D", "I", "S", "N"] as const).map((k) => ({ key: k, color: DINS_COLORS[k] })),
      data: rows.map((r) => ({ x: r.unit, D: hours(r.u.minutes.D), I: hours(r.u.minutes.I), S: hours(r.u.minutes.S), N: hours(r.u.minutes.N) })),
    },
    table: {
      columns: [
        { key: "unit", kind: "text" },
        { key: "ncesId", kind: "text" },
        { key: "counselors", kind: "int" },
        { key: "licences", kind: "int" },
        { key: "expiring", kind: "int" },
        { key: "directIndirect", kind: "percent" },
      ],
      rows: rows.map(({ u: _u, ...r }) => r),
      totals: { unit: null, ncesId: null, counselors: t.counselors, licences: t.licences, expiring: t.expiring, directIndirect: unitPercent(t) },
    },
  };
}

/** The drill-down's next steps for the page's links: the units one level down (states or districts), by name. */
export async function drillChildren(ctx: Pick<TReportContext, "db" | "actor" | "extra" | "range">): Promise<{ drill: TDrill; children: { state: string; leaid: string | null; name: string }[] }> {
  const drill = await drillOf(ctx);
  if (drill.level === "schools") return { drill, children: [] };
  const scope = geographyScope(ctx.actor);
  if (!scope) throw notFound();
  const counselors = await placedCounselors(ctx.db, scope, ctx.range, drill.state ? { state: drill.state } : {});
  const seen = new Map<string, { state: string; leaid: string | null; name: string }>();
  for (const c of counselors) {
    if (!c.state) continue;
    if (drill.level === "states") seen.set(c.state, { state: c.state, leaid: null, name: stateName(c.state) });
    else if (c.leaid) seen.set(c.leaid, { state: c.state, leaid: c.leaid, name: c.district ?? c.leaid });
  }
  return { drill, children: [...seen.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}

export const GEOGRAPHY_REPORTS: readonly TReportDefinition[] = [
  { key: "countyReport", family: "team", access: "report.geo.read", href: "/app/countyReport", team: true, subjectless: true, periods: PERIODS, params: ["state"], run: countyReport },
  { key: "map", family: "team", access: "report.admin.read", href: "/app/map", team: true, subjectless: true, periods: PERIODS, run: usMap },
  { key: "mapState", family: "team", access: "report.map.read", listed: false, team: true, subjectless: true, periods: PERIODS, params: ["state"], run: stateMap },
  { key: "statesSDandSchool", family: "team", access: "report.geo.read", href: "/app/statesSDandSchool", team: true, subjectless: true, periods: PERIODS, params: ["state", "leaid"], run: drillDown },
];
