import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { scopeOf } from "@/lib/auth/permissions";
import { COUNSELOR_ROLES, districtCounselorsWhere } from "@/lib/analysis/district-counselors";
import { rowsOf, rowsWithoutJit } from "@/lib/analysis/sql";
import { countedGroupCells } from "@/lib/analysis/cells";
import type { TAsOf, TRange } from "@/lib/analysis/rules";
import { directIndirectPercent, type TDins } from "../series";

// The geography family's one roll-up (`rollup`): the counselors of the actor's
// geography — the administrator's every counselor, a state manager's the districts' counselors of
// their state, a director's their district's (lib/analysis/district-counselors.ts) — each placed by
// their school (users.ncessch → schools: district, county, state); then the counted minutes per
// counselor and ASCA group (one statement over their events), rolled up to any unit.
// "Logging": a counselor with at least one counted event in the period. Licences: a counselor whose
// licence is active on the period's last day (or today, when earlier); "expiring": active and ending
// within 30 days of it.

export const EXPIRING_DAYS = 30;

export type TPlacedCounselor = {
  id: number;
  ncessch: string | null;
  school: string | null;
  leaid: string | null;
  district: string | null;
  countyFips: string | null;
  county: string | null;
  state: string | null;
  licensed: boolean;
  expiring: boolean;
};

/**
 * Which counselors a geography reader rolls up, by the scope they hold `report.geo.read` at in the
 * access table: `all` every counselor, `state` the districts' counselors of their active state,
 * `district` the counselors of their active district; null: no geography. Their state and district
 * are their active memberships (lib/memberships), never their profile's.
 */
export function geographyScope(actor: TUserRow): SQL | null {
  switch (scopeOf(actor, "report.geo.read")) {
    case "all":
      return inArray(users.roleId, [...COUNSELOR_ROLES]);
    case "state":
      return districtCounselorsWhere({ statesOf: actor.id });
    case "district":
      return districtCounselorsWhere({ districtsOf: actor.id });
    default:
      return null;
  }
}

/** A unit filter on the placed counselors (`sc` schools, `d` districts): a state, a district or a set of counties. */
export type TUnitFilter = { state?: string; leaid?: string; counties?: readonly string[] };

function unitWhere(f: TUnitFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.state) parts.push(sql`coalesce(sc.state, d.state) = ${f.state}`);
  if (f.leaid) parts.push(sql`coalesce(sc.leaid, users.leaid) = ${f.leaid}`);
  if (f.counties)
    parts.push(
      f.counties.length
        ? sql`sc.county_fips in (${sql.join(
            f.counties.map((c) => sql`${c}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  return sql.join(parts, sql` and `);
}

/** The actor's counselors with their school, district, county and state, and their licence on the period's last day (today, when earlier). */
export async function placedCounselors(db: TDbOrTx, scope: SQL, range: TRange, filter: TUnitFilter = {}): Promise<TPlacedCounselor[]> {
  const day = sql`least(${range.to}::date, current_date)`;
  const rows = await rowsOf<{
    id: number;
    ncessch: string | null;
    school: string | null;
    leaid: string | null;
    district: string | null;
    county_fips: string | null;
    county: string | null;
    state: string | null;
    licensed: boolean;
    expiring: boolean;
  }>(
    db,
    sql`select users.id, users.ncessch, sc.schnam as school, coalesce(sc.leaid, users.leaid) as leaid, d.name as district,
          sc.county_fips, co.name as county, coalesce(sc.state, d.state) as state,
          (users.active and users.expires >= ${day}) as licensed,
          (users.active and users.expires >= ${day} and users.expires < ${day} + ${EXPIRING_DAYS}::int) as expiring
        from users
        left join schools sc on sc.ncessch = users.ncessch
        left join school_districts d on d.leaid = coalesce(sc.leaid, users.leaid)
        left join counties co on co.fips = sc.county_fips
        where ${and(scope, unitWhere(filter))}`,
  );
  return rows.map((r) => ({
    id: r.id,
    ncessch: r.ncessch,
    school: r.school,
    leaid: r.leaid,
    district: r.district,
    countyFips: r.county_fips,
    county: r.county,
    state: r.state,
    licensed: Boolean(r.licensed),
    expiring: Boolean(r.expiring),
  }));
}

export type TUserMinutes = { minutes: Record<TDins, number>; students: number; events: number };

/**
 * The counted minutes per counselor and ASCA group (D/I/S/N/U), their students and events, in one
 * statement (the geography reports and the team family's figures per counselor): read from the aggregate by group (countedGroupCells), one row per counselor and month, so a state's
 * thousands of counselors read one row each per month instead of one per category.
 */
export async function minutesByCounselor(db: TDbOrTx, ids: readonly number[], range: TRange, asOf: TAsOf | null = null): Promise<Map<number, TUserMinutes>> {
  const out = new Map<number, TUserMinutes>();
  if (ids.length === 0) return out;
  // JIT compilation off: planned over a state's counselors the statement passes its cost threshold, and compiling costs more than it saves.
  const rows = await rowsWithoutJit<{
    user_id: number;
    d: number | string;
    i: number | string;
    s: number | string;
    n: number | string;
    u: number | string;
    students: number | string;
    events: number | string;
  }>(
    db,
    sql`
      select ev.user_id, sum(ev.d) as d, sum(ev.i) as i, sum(ev.s) as s, sum(ev.n) as n, sum(ev.u) as u, sum(ev.students_count) as students, sum(ev.events) as events
      from (${countedGroupCells(ids, range.from, range.to, { asOf })}) ev
      group by 1`,
  );
  for (const r of rows) {
    out.set(r.user_id, { minutes: { D: Number(r.d), I: Number(r.i), S: Number(r.s), N: Number(r.n), U: Number(r.u) }, students: Number(r.students), events: Number(r.events) });
  }
  return out;
}

export type TUnit = {
  key: string;
  counselors: number;
  logging: number;
  licences: number;
  expiring: number;
  schools: Set<string>;
  districts: Set<string>;
  minutes: Record<TDins, number>;
};

/** Rolls the counselors up by `keyOf` (a null key: not placed in such a unit, left out). */
export function rollUp(counselors: readonly TPlacedCounselor[], minutes: Map<number, TUserMinutes>, keyOf: (c: TPlacedCounselor) => string | null): Map<string, TUnit> {
  const units = new Map<string, TUnit>();
  for (const c of counselors) {
    const key = keyOf(c);
    if (key == null) continue;
    const u = units.get(key) ?? { key, counselors: 0, logging: 0, licences: 0, expiring: 0, schools: new Set(), districts: new Set(), minutes: { D: 0, I: 0, S: 0, N: 0, U: 0 } };
    const m = minutes.get(c.id);
    u.counselors += 1;
    if (m && m.events > 0) u.logging += 1;
    if (c.licensed) u.licences += 1;
    if (c.expiring) u.expiring += 1;
    if (c.ncessch) u.schools.add(c.ncessch);
    if (c.leaid) u.districts.add(c.leaid);
    if (m) (Object.keys(u.minutes) as TDins[]).forEach((k) => (u.minutes[k] += m.minutes[k]));
    units.set(key, u);
  }
  for (const u of units.values()) (Object.keys(u.minutes) as TDins[]).forEach((k) => (u.minutes[k] = Math.round(u.minutes[k])));
  return units;
}

/** D+I % of a unit; null when it has no counted minutes (a map shows it as "no data", not 0 %). */
export function unitPercent(u: { minutes: Record<TDins, number> }): number | null {
  const total = u.minutes.D + u.minutes.I + u.minutes.S + u.minutes.N + u.minutes.U;
  return total > 0 ? directIndirectPercent(u.minutes) : null;
}

/** The units' sum (the totals line and the KPIs). */
export function totalOf(units: Iterable<TUnit>): TUnit {
  const t: TUnit = { key: "", counselors: 0, logging: 0, licences: 0, expiring: 0, schools: new Set(), districts: new Set(), minutes: { D: 0, I: 0, S: 0, N: 0, U: 0 } };
  for (const u of units) {
    t.counselors += u.counselors;
    t.logging += u.logging;
    t.licences += u.licences;
    t.expiring += u.expiring;
    u.schools.forEach((s) => t.schools.add(s));
    u.districts.forEach((d) => t.districts.add(d));
    (Object.keys(t.minutes) as TDins[]).forEach((k) => (t.minutes[k] += u.minutes[k]));
  }
  return t;
}
