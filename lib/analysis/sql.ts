import { sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { daysBetween, plannedPart, recordedPart, type TAsOf } from "./rules";

// SQL pieces shared by the analysis queries. Table and column names are written out (not drizzle
// column objects) because the queries alias their tables.

/** Rows of a raw query on either driver (postgres-js returns an array, PGlite an object with rows). */
export async function rowsOf<T>(db: TDbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/**
 * Runs reads with PostgreSQL's JIT compilation off, in their own transaction (or savepoint): a report
 * over a district's events passes the JIT cost threshold, and compiling its statement took longer
 * than running it (at 1,000 counselors 0.8 of reportTime's 3.2 s, and about half of the counseling
 * continuum's time). A setting of the transaction, not of the connection, so a pooler in front of
 * PostgreSQL passes it.
 */
export async function withoutJit<T>(db: TDbOrTx, read: (tx: TDbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return read(tx);
  });
}

/**
 * The rows of one report statement read with JIT compilation off (withoutJit): its transaction holds that
 * statement only. `sortMemoryMb` gives its sorts and hashes that much memory (work_mem) in that transaction
 * instead of the server's default (4 MB), for a statement that groups more rows than fit in it.
 */
export function rowsWithoutJit<T>(db: TDbOrTx, query: SQL, opts: { sortMemoryMb?: number } = {}): Promise<T[]> {
  return withoutJit(db, async (tx) => {
    if (opts.sortMemoryMb) await tx.execute(sql`select set_config('work_mem', ${`${Math.trunc(opts.sortMemoryMb)}MB`}, true)`);
    return rowsOf<T>(tx, query);
  });
}

/** A JSON column as a value: PGlite and postgres-js parse json, but be safe with text. */
export function jsonValue<T>(value: unknown, fallback: T): T {
  if (value == null) return fallback;
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/**
 * The district's own colours of the categories `c` (category_colors as `cc`): a LEFT JOIN on the
 * few category rows of a result (never per event); `coalesce(cc.color, c.color)` is the colour shown.
 * Without a district the join matches nothing.
 */
export function districtColor(leaid: string | null | undefined): SQL {
  return leaid ? sql`left join category_colors cc on cc.category_id = c.id and cc.leaid = ${leaid}` : sql`left join category_colors cc on false`;
}

/**
 * `= any(…)` of the ids as ONE array parameter: a statement over a state's thousands of counselors binds
 * one value instead of one per id (the same plan as an IN list, without parsing ten thousand parameters).
 */
export function anyId(ids: readonly number[]): SQL {
  return sql`any(${`{${ids.map((id) => Math.trunc(Number(id))).join(",")}}`}::int[])`;
}

/** `(1, 2, 3)` for an IN list of user ids (callers never pass an empty list). */
export function idList(ids: readonly number[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * The counted events of users in a range, one row each with its minutes inside the range:
 * - an event runs from date + time for its duration, so one that crosses midnight or the range edge is
 *   clipped to [from 00:00, to + 1 day 00:00); the day before `from` is read for events that cross into it
 *   (a duration is at most 1440 minutes);
 * - cancelled events do not count; events that start on a day closed of their owner do not count;
 * - overlapping events each count in full: they are separate recorded activities (a counselor may
 *   consult a teacher while supervising a group), and the analysis reports what was recorded.
 * Speed (the district query reads ~150,000 events): an event that starts inside the range before its last
 * day ends inside it (at most 1440 minutes), so its minutes are its duration; only the events of the day
 * before and of the last day are clipped, in float8 minutes from the range start (no timestamp or numeric
 * arithmetic per row). Every row has minutes > 0 (an event starts before the range's end; the day before
 * counts only past its midnight), so callers need no filter on the computed minutes.
 * Reads events by (user_id, date): the index events_user_date_idx.
 */
/**
 * The reports' optional filters on counted events: a grade (the event's, else
 * its client's), a category and its sub-categories, done events only, study days (tags) only.
 */
export type TEventFilter = {
  grade?: number | null;
  categoryId?: number | null;
  doneOnly?: boolean;
  studyDaysOnly?: boolean;
  /**
   * The recorded/planned boundary (rules.ts TAsOf): with it, only recorded time counts (events up to
   * the boundary; the range is cut at its day); with `planned` as well, only the planned time after it.
   * Without it every counted event in the range counts (a plan such as the annual calendar).
   */
  asOf?: TAsOf | null;
  planned?: boolean;
  /**
   * Only events of these categories (ids resolved by the caller, sub-categories included): the same rows
   * as a condition on the joined category, read through the index events_category_user_date_idx.
   */
  categoryIds?: readonly number[] | null;
  /**
   * Only events that may count in a named domain (academic, career, social): those with a domain of their
   * own or a lesson; any other event counts as unspecified. Read through the partial index
   * events_user_date_domain_idx, so a report of one domain does not read every event of a team.
   */
  domainOrLesson?: boolean;
  /** Only events with a student or a group (a client): read through the partial index events_user_date_client_idx. */
  withClient?: boolean;
};

/**
 * An event `e` is recorded at the boundary (the SQL of rules.ts isRecorded): it started on an earlier day,
 * or on the boundary's day at or before its time, or it is of that day and marked done.
 */
export function recordedSql(asOf: TAsOf): SQL {
  return sql`(e.date < ${asOf.date}::date or (e.date = ${asOf.date}::date and (e.status = 'done' or e.time <= ${asOf.time}::time)))`;
}

function eventFilterSql(f: TEventFilter | undefined): SQL {
  if (!f) return sql``;
  const parts: SQL[] = [];
  if (f.grade != null) parts.push(sql`and coalesce(e.grade_id, (select cl.grade_id from clients cl where cl.id = e.client_id)) = ${f.grade}`);
  if (f.categoryId != null) parts.push(sql`and (e.category_id = ${f.categoryId} or e.category_id in (select sc.id from use_of_time_categories sc where sc.parent_id = ${f.categoryId}))`);
  if (f.categoryIds) parts.push(f.categoryIds.length ? sql`and e.category_id in ${idList(f.categoryIds)}` : sql`and false`);
  if (f.domainOrLesson) parts.push(sql`and (e.domain is not null or e.lesson_id is not null)`);
  if (f.withClient) parts.push(sql`and e.client_id is not null`);
  if (f.doneOnly) parts.push(sql`and e.status = 'done'`);
  if (f.studyDaysOnly) parts.push(sql`and exists (select 1 from special_dates st where st.user_id = e.user_id and st.kind = 'tag' and st.date = e.date)`);
  if (f.asOf) parts.push(f.planned ? sql`and not ${recordedSql(f.asOf)}` : sql`and ${recordedSql(f.asOf)}`);
  return sql.join(parts, sql` `);
}

export function countedEvents(userIds: readonly number[], rangeFrom: string, rangeTo: string, filters?: TEventFilter, extraColumns?: SQL): SQL {
  // Recorded time ends with the boundary's day, planned time starts with it: the range is cut there.
  const asOf = filters?.asOf;
  const part = asOf ? (filters?.planned ? plannedPart({ from: rangeFrom, to: rangeTo }, asOf) : recordedPart({ from: rangeFrom, to: rangeTo }, asOf)) : { from: rangeFrom, to: rangeTo };
  const from = part?.from ?? rangeFrom;
  const to = part?.to ?? rangeFrom;
  const span = (daysBetween(from, to) + 1) * 1440;
  const start = sql`((e.date - ${from}::date) * 1440 + date_part('epoch', e.time) / 60)`;
  return sql`
    select e.id as event_id, e.user_id, e.category_id, e.students_count,
      -- The local day the counted minutes are reported on (an event from the day before counts on the first day).
      greatest(e.date, ${from}::date) as day, e.date as event_date, e.time as start_time,${extraColumns ? sql` ${extraColumns},` : sql``}
      case when e.date >= ${from}::date and e.date < ${to}::date then e.duration_minutes::float8
        else least(${start} + e.duration_minutes, ${span}::float8) - greatest(${start}, 0::float8) end as minutes
    from events e
    where e.user_id in ${idList(userIds)}
      and e.date >= ${from}::date - 1 and e.date <= ${to}::date
      -- The day before the range only for events that run past its midnight: every row left has minutes > 0.
      and (e.date >= ${from}::date or date_part('epoch', e.time) / 60 + e.duration_minutes > 1440)
      and e.status <> 'cancelled'
      and not exists (
        select 1 from special_dates sd
        where sd.user_id = e.user_id and sd.kind = 'closed' and sd.date = e.date
      )
      ${eventFilterSql(filters)}${
        part
          ? sql``
          : sql`
      and false`
      }`;
}
