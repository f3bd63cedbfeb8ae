import { sql, type SQL } from "drizzle-orm";
import { addDaysIso } from "@/lib/users/rules";
import { plannedPart, recordedPart } from "./rules";
import { anyId, countedEvents, recordedSql, type TEventFilter } from "./sql";

// Counted time read from the aggregates report_event_days and report_event_months
// (db/schema/report-aggregates.ts) instead of event by event: the same figures as countedEvents (sql.ts),
// summed per counselor, category and day (or, from report_group_cells, per counselor and day summed
// by ASCA group). A day inside a range (before its last day) counts its events'
// whole durations, which is what the aggregate holds; the day before a range (events that run past its
// midnight), the range's last day (events cut at its end, and recorded time's boundary day) and, for
// planned time, its first day when it is the boundary's day are read from the events themselves, a day
// each. Days closed and study days are matched per counselor and
// day. Every reader of counted time that sums it (the dashboard, the published district page, the team
// analysis, the reports) reads it through countedCells, or countedRows for the use-of-time statements.

/**
 * Whether the aggregate can answer a filter: a grade filter reads the event's client (whose grade
 * changes without an event write), and a list of categories, events with a domain or lesson, or events
 * with a client are asked of the events' own indexes (the aggregates hold none of these).
 */
export function aggregateAnswers(filters: TEventFilter | undefined): boolean {
  return !(filters?.grade != null || filters?.categoryIds || filters?.domainOrLesson || filters?.withClient);
}

/** The category filter (a category and its sub-categories) on a column. */
export function categoryFilter(column: SQL, categoryId: number | null | undefined): SQL {
  return categoryId != null ? sql`and (${column} = ${categoryId} or ${column} in (select sc.id from use_of_time_categories sc where sc.parent_id = ${categoryId}))` : sql``;
}

/**
 * How exact a cell's day must be: "day" (the day the minutes count on), or "month" for readers that sum
 * by month or over the whole range (a cell's day is then any day of its month, often the first).
 */
export type TCellGrain = "day" | "month";

const firstOfNextMonth = (date: string) => {
  const [y, m] = date.split("-").map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
};

/** The whole months inside [from, to) as [start, end) (first days), or null when there is none. */
export function wholeMonths(from: string, toExclusive: string): { start: string; end: string } | null {
  const start = from.endsWith("-01") ? from : firstOfNextMonth(from);
  const end = `${toExclusive.slice(0, 7)}-01`;
  return start < end ? { start, end } : null;
}

/**
 * The part of a range whose time counts (countedEvents' cut: recorded time up to the boundary's day,
 * planned time from it), null when none does, and the first day an aggregate may answer for: planned
 * time's first day is the boundary's day, whose events are recorded up to the boundary, so it is read
 * from the events and the aggregate starts the day after.
 */
function countedPart(rangeFrom: string, rangeTo: string, filters: TEventFilter | undefined): { from: string; to: string; insideFrom: string } | null {
  const asOf = filters?.asOf;
  const planned = asOf != null && filters?.planned === true;
  const part = asOf ? (planned ? plannedPart : recordedPart)({ from: rangeFrom, to: rangeTo }, asOf) : { from: rangeFrom, to: rangeTo };
  if (!part) return null;
  const boundaryDay = planned && asOf.date === part.from && part.from < part.to;
  return { ...part, insideFrom: boundaryDay ? addDaysIso(part.from, 1) : part.from };
}

/** Where an aggregate's rows are: a table, its day column and the condition that picks its grain. */
type TCellSource = { days: { table: string; at: string; where: string }; months: { table: string; at: string; where: string } };

const CATEGORY_CELLS: TCellSource = {
  days: { table: "report_event_days", at: "date", where: "" },
  months: { table: "report_event_months", at: "month", where: "" },
};

const GROUP_CELLS: TCellSource = {
  days: { table: "report_group_cells", at: "at", where: "and d.grain = 'day'" },
  months: { table: "report_group_cells", at: "at", where: "and m.grain = 'month'" },
};

/**
 * The two parts of counted time over a range that countedCells and countedGroupCells put together, or
 * null when no time of the range counts: `inside`, the days an aggregate answers for (read from a day
 * table, not closed and study days when asked, and at the month grain the whole months from a month
 * table), and `edges`, the events of the days no aggregate can answer (the day before the range, for
 * events running past midnight; planned time's boundary day; the last day, cut at the range's end).
 */
function cellPlan(userIds: readonly number[], rangeFrom: string, rangeTo: string, filters: TEventFilter | undefined, grain: TCellGrain) {
  const asOf = filters?.asOf;
  const planned = asOf != null && filters?.planned === true;
  const part = countedPart(rangeFrom, rangeTo, filters);
  if (!part) return null;
  const { from, to, insideFrom } = part;
  const ids = anyId(userIds);
  const span = sql`((${to}::date - ${from}::date + 1) * 1440)::float8`;
  const start = sql`((e.date - ${from}::date) * 1440 + date_part('epoch', e.time) / 60)`;
  const eventFilters = sql`
        and e.status <> 'cancelled'
        and not exists (select 1 from special_dates sd where sd.user_id = e.user_id and sd.kind = 'closed' and sd.date = e.date)
        ${categoryFilter(sql`e.category_id`, filters?.categoryId)}
        ${filters?.doneOnly ? sql`and e.status = 'done'` : sql``}
        ${filters?.studyDaysOnly ? sql`and exists (select 1 from special_dates st where st.user_id = e.user_id and st.kind = 'tag' and st.date = e.date)` : sql``}
        ${asOf ? (planned ? sql`and not ${recordedSql(asOf)}` : sql`and ${recordedSql(asOf)}`) : sql``}`;
  const edge = (date: SQL, extra: SQL) => sql`
      select e.user_id, e.category_id, greatest(e.date, ${from}::date) as day,
        least(${start} + e.duration_minutes, ${span}) - greatest(${start}, 0::float8) as minutes,
        e.students_count::bigint as students_count, 1::bigint as events
      from events e
      where e.user_id = ${ids} and e.date = ${date} ${extra} ${eventFilters}`;
  const boundaryDay = insideFrom !== from;
  const edges = sql`
      ${boundaryDay ? sql`${edge(sql`${from}::date`, sql``)} union all` : sql``}
      ${edge(sql`${from}::date - 1`, sql`and date_part('epoch', e.time) / 60 + e.duration_minutes > 1440`)}
      union all ${edge(sql`${to}::date`, sql``)}`;
  /** Rows of a day source `d` in [dayFrom, dayTo) not closed (study days when asked), with `columns` over `d` and the rows' own filter. */
  const days = (src: TCellSource["days"], columns: SQL, dayFrom: string, dayTo: string, rowFilter: SQL) => {
    const at = sql.raw(`d.${src.at}`);
    return sql`
      select d.user_id, ${columns}
      from ${sql.raw(src.table)} d
      where d.user_id = ${ids} ${sql.raw(src.where)} and ${at} >= ${dayFrom}::date and ${at} < ${dayTo}::date
        and not exists (select 1 from special_dates sd where sd.user_id = d.user_id and sd.kind = 'closed' and sd.date = ${at})
        ${rowFilter}
        ${filters?.studyDaysOnly ? sql`and exists (select 1 from special_dates st where st.user_id = d.user_id and st.kind = 'tag' and st.date = ${at})` : sql``}`;
  };
  // Study days are days: only the day grain can match them.
  const months = grain === "month" && !filters?.studyDaysOnly ? wholeMonths(insideFrom, to) : null;
  /**
   * The inside of the range: the rows of the day source and, at the month grain, the whole months of
   * the month source, each with `columns(alias, its day column)` after user_id.
   */
  const inside = (src: TCellSource, columns: (alias: string, day: string) => SQL, rowFilter: (alias: string) => SQL) => {
    const dayRows = (dayFrom: string, dayTo: string) => days(src.days, columns("d", `d.${src.days.at}`), dayFrom, dayTo, rowFilter("d"));
    if (!months) return dayRows(insideFrom, to);
    const at = sql.raw(`m.${src.months.at}`);
    return sql`${insideFrom < months.start ? sql`${dayRows(insideFrom, months.start)} union all` : sql``}
      select m.user_id, ${columns("m", `m.${src.months.at}`)}
      from ${sql.raw(src.months.table)} m
      where m.user_id = ${ids} ${sql.raw(src.months.where)} and ${at} >= ${months.start}::date and ${at} < ${months.end}::date ${rowFilter("m")}
      ${months.end < to ? sql`union all ${dayRows(months.end, to)}` : sql``}`;
  };
  return { inside, edges };
}

/**
 * The counted time of users in a range as cells (user_id, category_id, day, minutes, students_count,
 * events): summed by each of its readers exactly as they would sum countedEvents' rows (count(*) of
 * those rows is sum(events) here). Rules of what counts: countedEvents. At the "month" grain the whole
 * months inside the range are read from report_event_months (which leaves the days closed out).
 */
export function countedCells(userIds: readonly number[], rangeFrom: string, rangeTo: string, filters?: TEventFilter, grain: TCellGrain = "day"): SQL {
  if (!aggregateAnswers(filters)) {
    return sql`select ev.user_id, ev.category_id, ev.day, ev.minutes, ev.students_count::bigint as students_count, 1::bigint as events
      from (${countedEvents(userIds, rangeFrom, rangeTo, filters)}) ev`;
  }
  const plan = cellPlan(userIds, rangeFrom, rangeTo, filters, grain);
  if (!plan) return sql`select null::int as user_id, null::int as category_id, null::date as day, 0::float8 as minutes, 0::bigint as students_count, 0::bigint as events where false`;
  const columns = (a: string, day: string) => sql.raw(`${a}.category_id, ${day} as day, ${a}.minutes::float8 as minutes, ${a}.students as students_count, ${a}.events::bigint as events`);
  const rowFilter = (a: string) => sql`
        ${categoryFilter(sql.raw(`${a}.category_id`), filters?.categoryId)}
        ${filters?.doneOnly ? sql.raw(`and ${a}.done`) : sql``}`;
  return sql`
      ${plan.inside(CATEGORY_CELLS, columns, rowFilter)}
      union all select edge.user_id, edge.category_id, edge.day, edge.minutes, edge.students_count, edge.events from (${plan.edges}) edge`;
}

/** The counted minutes of a reader of groups: countedGroupCells' range and recorded/planned boundary, nothing else. */
export type TGroupFilter = Pick<TEventFilter, "asOf" | "planned">;

/**
 * The counted time of users in a range summed by ASCA group, as cells (user_id, day, d, i, s, n, u,
 * students_count, events): the minutes of each group (report_dins of the category's group; U without
 * one), the students and the events. The same figures as countedCells' summed by their category's group, read from
 * report_group_cells (one row per counselor and day or month instead of one per
 * category); the edge days are read from the events, as countedCells reads them. Always at the month grain.
 */
export function countedGroupCells(userIds: readonly number[], rangeFrom: string, rangeTo: string, filters?: TGroupFilter): SQL {
  const plan = cellPlan(userIds, rangeFrom, rangeTo, filters, "month");
  if (!plan)
    return sql`select null::int as user_id, null::date as day, 0::float8 as d, 0::float8 as i, 0::float8 as s, 0::float8 as n, 0::float8 as u, 0::bigint as students_count, 0::bigint as events where false`;
  const columns = (a: string, day: string) =>
    sql.raw(
      `${day} as day, ${a}.d_minutes::float8 as d, ${a}.i_minutes::float8 as i, ${a}.s_minutes::float8 as s, ${a}.n_minutes::float8 as n, ${a}.u_minutes::float8 as u, ${a}.students as students_count, ${a}.events`,
    );
  const share = (letter: string) => sql.raw(`case when edge.dins = '${letter}' then edge.minutes else 0::float8 end`);
  return sql`
      ${plan.inside(GROUP_CELLS, columns, () => sql``)}
      union all
      select edge.user_id, edge.day, ${share("D")}, ${share("I")}, ${share("S")}, ${share("N")}, ${share("U")}, edge.students_count, edge.events
      from (
        select x.*, report_dins(g.key) as dins
        from (${plan.edges}) x
        left join use_of_time_categories c on c.id = x.category_id
        left join use_of_time_categories p on p.id = c.parent_id
        left join use_of_time_groups g on g.id = coalesce(p.group_id, c.group_id)
      ) edge`;
}

/**
 * The counted rows a use-of-time statement sums (useOfTimeSql, teamUseOfTimeSql, byCounselorSql), with
 * the number of events each stands for: `rows` has the columns user_id, category_id, minutes and
 * students_count, and `events` is the aggregate expression that counts the events of a group of them.
 */
export type TCountedRows = { rows: SQL; events: SQL };

/** Whose counted time over which range, with which filters (the rules of countedEvents). */
export type TCountedQuery = { userIds: readonly number[]; from: string; to: string; filters?: TEventFilter };

/**
 * The counted rows every summing reader takes: the cells of countedCells at the month grain (such a
 * reader sums over the whole range, never by day), each standing for its number of events. One
 * counselor's time is read from their events: a counselor's index range holds about as many events as
 * cells, and the shorter statement plans in half the time (a counselor's own dashboard reads nine).
 */
export function countedRows(q: TCountedQuery): TCountedRows {
  if (q.userIds.length <= 1) return eventRows(q);
  return { rows: countedCells(q.userIds, q.from, q.to, q.filters, "month"), events: sql`sum(events)` };
}

/**
 * The same counted rows event by event, one row per counted event: the reference that countedRows
 * must equal (the tests compare the readers' figures over both).
 */
export function eventRows(q: TCountedQuery): TCountedRows {
  return { rows: countedEvents(q.userIds, q.from, q.to, q.filters), events: sql`count(*)` };
}

/**
 * The whole months of a range that a monthly aggregate answers for counted time, as [start, end) (first
 * days), or null: the range is cut at the recorded/planned boundary as countedEvents cuts it, its last day
 * is never among them (events cut at its end) and neither is planned time's first day when it is the
 * boundary's day (recorded up to the boundary).
 */
export function countedWholeMonths(rangeFrom: string, rangeTo: string, filters?: TEventFilter): { start: string; end: string } | null {
  const part = countedPart(rangeFrom, rangeTo, filters);
  return part ? wholeMonths(part.insideFrom, part.to) : null;
}

/**
 * countedEvents' rows (the same columns and rules) of the days outside the whole months [start, end): what
 * a reader of a monthly aggregate reads from the events, the day before the range and the last day
 * included. Two index ranges of (user_id, date), one before the months and one after them.
 */
export function countedEventsOutside(
  userIds: readonly number[],
  rangeFrom: string,
  rangeTo: string,
  filters: TEventFilter | undefined,
  months: { start: string; end: string },
  extraColumns?: SQL,
): SQL {
  const ev = countedEvents(userIds, rangeFrom, rangeTo, filters, extraColumns);
  return sql`select * from (${ev}) before_months where before_months.event_date < ${months.start}::date
      union all select * from (${ev}) after_months where after_months.event_date >= ${months.end}::date`;
}
