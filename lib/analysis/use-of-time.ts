import { sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { percentOf, roundPercents, type TAsOf, type TRange } from "./rules";
import { countedRows, type TCountedRows } from "./cells";
import { districtColor, idList, jsonValue, rowsOf, type TEventFilter } from "./sql";

export type TTargetKind = "direct" | "support" | "none";

export type TUseOfTimeGroup = { key: string; name: string; targetKind: TTargetKind; minutes: number; percent: number };
/** shared: a seeded ASCA category (the same for everyone: its name is translated); else a district's own. */
export type TUseOfTimeCategory = { id: number | null; name: string; shared: boolean; color: string; groupKey: string; minutes: number; percent: number; students: number; events: number };

/** The use of time of one or more users over a range of dates: the one aggregation every view uses. */
export type TUseOfTime = {
  totalMinutes: number;
  groups: TUseOfTimeGroup[];
  categories: TUseOfTimeCategory[];
  /** Share of direct + indirect student services (groups with targetKind 'direct'), a whole percent of the minutes. */
  directIndirectPercent: number;
  /** Sum of the students of the counted events (recorded ones when the query has a boundary, filters.asOf). */
  studentsServed: number;
  eventsCount: number;
  /** Days closed in the range, summed over the users (one per user and day). */
  daysClosed: number;
};

/**
 * colorLeaid: whose colours of the categories to answer (the district whose figures they are, see
 * category_colors); without one, each category's own colour.
 */
export type TUseOfTimeQuery = { userIds: number[]; from: string; to: string; colorLeaid?: string | null; filters?: TEventFilter };

/** Events whose category was deleted are shown in a group of their own that counts toward no target. */
export const UNCATEGORIZED_KEY = "uncategorized";
const DEFAULT_EDITION = 4;

type TCategoryRow = {
  id: number | null;
  name: string | null;
  shared?: boolean | null;
  color: string | null;
  groupId: number | null;
  sort: number | null;
  minutes: number | string;
  students: number | string;
  events: number | string;
};
type TGroupRow = { id: number; key: string; name: string; edition: number; sort: number; targetKind: TTargetKind };

/**
 * The use of time of `userIds` from `from` to `to` (inclusive local dates), in ONE SQL statement: minutes
 * per category (sub-categories roll up to their parent category's group), students served, events counted
 * and days closed. Rules of what counts: see countedEvents; the counted time is read from the aggregates
 * (countedRows, cells.ts) wherever they answer the filters. Percents are whole and sum to 100.
 */
export async function useOfTime(db: TDbOrTx, q: TUseOfTimeQuery): Promise<TUseOfTime> {
  return readUseOfTime(db, q, useOfTimeSql);
}

/** Runs a use-of-time statement (useOfTimeSql over some counted rows) and shapes its one row. */
export async function readUseOfTime(db: TDbOrTx, q: TUseOfTimeQuery, statement: (q: TUseOfTimeQuery) => SQL): Promise<TUseOfTime> {
  if (q.userIds.length === 0) return emptyUseOfTime();
  const [row] = await rowsOf<{ categories: unknown; groups: unknown; days_closed: number | string; edition: number | string | null }>(db, statement(q));
  return shapeUseOfTime(
    jsonValue<TCategoryRow[]>(row?.categories, []),
    jsonValue<TGroupRow[]>(row?.groups, []),
    Number(row?.days_closed ?? 0),
    row?.edition == null ? DEFAULT_EDITION : Number(row.edition),
  );
}

/**
 * The one statement of useOfTime (exported for the benchmark's EXPLAIN) over `counted`: the aggregates'
 * cells by default, or the events one by one (cells.ts eventRows), which must give the same figures.
 */
export function useOfTimeSql(q: TUseOfTimeQuery, counted: TCountedRows = countedRows(q)): SQL {
  return sql`
      with ev as (${counted.rows}),
      per_category as (
        select category_id, sum(minutes) as minutes, sum(students_count) as students, ${counted.events} as events
        from ev group by category_id
      )
      select
        (select coalesce(json_agg(json_build_object(
            'id', pc.category_id, 'name', c.name, 'color', coalesce(cc.color, c.color), 'shared', (c.leaid is null and c.ncessch is null and c.parent_id is null), 'groupId', coalesce(p.group_id, c.group_id),
            'sort', c.sort, 'minutes', pc.minutes, 'students', pc.students, 'events', pc.events)), '[]'::json)
          from per_category pc
          left join use_of_time_categories c on c.id = pc.category_id
          left join use_of_time_categories p on p.id = c.parent_id
          ${districtColor(q.colorLeaid)}) as categories,
        (select json_agg(json_build_object('id', g.id, 'key', g.key, 'name', g.name, 'edition', g.edition, 'sort', g.sort, 'targetKind', g.target_kind))
          from use_of_time_groups g) as groups,
        (select count(*) from special_dates sd
          where sd.user_id in ${idList(q.userIds)} and sd.kind = 'closed' and sd.date between ${q.from}::date and ${q.to}::date) as days_closed,
        -- The district's ASCA edition: whose group names a period with no events shows.
        ${q.colorLeaid ? sql`(select sdx.asca_edition from school_districts sdx where sdx.leaid = ${q.colorLeaid})` : sql`null`} as edition
    `;
}

/**
 * The planned minutes of `userIds` in a range: the counted events after the recorded/planned boundary
 * (rules.ts TAsOf), which recorded time leaves out. 0 for a range wholly in the past. Read as the
 * recorded time is (cells.ts countedRows).
 */
export async function plannedMinutes(db: TDbOrTx, userIds: readonly number[], range: TRange, asOf: TAsOf): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await rowsOf<{ minutes: number | string | null }>(
    db,
    sql`select coalesce(sum(ev.minutes), 0) as minutes from (${countedRows({ userIds, ...range, filters: { asOf, planned: true } }).rows}) ev`,
  );
  return Math.round(Number(row?.minutes ?? 0));
}

export function emptyUseOfTime(): TUseOfTime {
  return { totalMinutes: 0, groups: [], categories: [], directIndirectPercent: 0, studentsServed: 0, eventsCount: 0, daysClosed: 0 };
}

/**
 * Rolls the category rows up into groups: every group of the editions in use is listed, even at 0;
 * with no events, the groups of `edition` (the district's ASCA edition; 4 by default).
 */
export function shapeUseOfTime(categoryRows: TCategoryRow[], groupRows: TGroupRow[], daysClosed: number, edition = DEFAULT_EDITION): TUseOfTime {
  const groupsById = new Map(groupRows.map((g) => [g.id, g]));
  const rows = categoryRows
    .map((r) => ({ ...r, minutes: Number(r.minutes), students: Number(r.students), events: Number(r.events), group: r.groupId == null ? undefined : groupsById.get(r.groupId) }))
    .sort((a, b) => (a.group?.sort ?? 99) - (b.group?.sort ?? 99) || (a.sort ?? 0) - (b.sort ?? 0) || (a.id ?? 0) - (b.id ?? 0));
  const editions = new Set(rows.flatMap((r) => (r.group ? [r.group.edition] : [])));
  if (editions.size === 0) editions.add(edition);
  const groups = groupRows
    .filter((g) => editions.has(g.edition))
    .sort((a, b) => b.edition - a.edition || a.sort - b.sort)
    .map((g) => ({ key: g.key, name: g.name, targetKind: g.targetKind, minutes: 0, percent: 0 }));
  const byKey = new Map(groups.map((g) => [g.key, g]));
  for (const r of rows) {
    const key = r.group?.key ?? UNCATEGORIZED_KEY;
    let group = byKey.get(key);
    if (!group) {
      group = { key, name: "Uncategorized", targetKind: "none", minutes: 0, percent: 0 };
      groups.push(group);
      byKey.set(key, group);
    }
    group.minutes += r.minutes;
  }
  for (const g of groups) g.minutes = Math.round(g.minutes);
  const groupPercents = roundPercents(groups.map((g) => g.minutes));
  groups.forEach((g, i) => (g.percent = groupPercents[i]));
  const categories: TUseOfTimeCategory[] = rows.map((r) => ({
    id: r.id,
    name: r.name ?? "Uncategorized",
    shared: r.shared === true,
    color: r.color ?? "#94a3b8",
    groupKey: r.group?.key ?? UNCATEGORIZED_KEY,
    minutes: Math.round(r.minutes),
    percent: 0,
    students: r.students,
    events: r.events,
  }));
  const categoryPercents = roundPercents(categories.map((c) => c.minutes));
  categories.forEach((c, i) => (c.percent = categoryPercents[i]));
  return {
    totalMinutes: groups.reduce((a, g) => a + g.minutes, 0),
    groups,
    categories,
    // Rounded from its own minutes (not the sum of the rounded group percents), like the counselor table.
    directIndirectPercent: percentOf(
      groups.filter((g) => g.targetKind === "direct").reduce((a, g) => a + g.minutes, 0),
      groups.reduce((a, g) => a + g.minutes, 0),
    ),
    studentsServed: rows.reduce((a, r) => a + r.students, 0),
    eventsCount: rows.reduce((a, r) => a + r.events, 0),
    daysClosed,
  };
}
