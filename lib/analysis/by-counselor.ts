import { sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { percentOf } from "./rules";
import { countedRows, type TCountedRows } from "./cells";
import { idList, rowsOf } from "./sql";
import type { TUseOfTimeQuery } from "./use-of-time";

/** One counselor's line of the team table (counselor names are not student data: managers see them). */
export type TCounselorRow = {
  userId: number;
  firstName: string;
  lastName: string;
  username: string;
  schoolName: string;
  totalMinutes: number;
  directIndirectMinutes: number;
  directIndirectPercent: number;
  studentsServed: number;
  eventsCount: number;
};

type TRaw = {
  user_id: number;
  first_name: string;
  last_name: string;
  username: string;
  school_name: string;
  total: number | string;
  direct: number | string;
  students: number | string;
  events: number | string;
};

/**
 * The one GROUP BY statement of useOfTimeByCounselor (exported for the benchmark's EXPLAIN) over
 * `counted`: the aggregates' cells by default, or the events one by one (cells.ts eventRows).
 */
export function byCounselorSql(q: TUseOfTimeQuery, counted: TCountedRows = countedRows(q)): SQL {
  // Aggregate by (user, category) first, then join the ~15 categories per user: no join per event.
  return sql`
      with ev as (${counted.rows}),
      per_category as (
        select user_id, category_id, sum(minutes) as minutes, sum(students_count) as students, ${counted.events} as events
        from ev group by user_id, category_id
      ),
      per_user as (
        select pc.user_id,
          sum(pc.minutes) as total,
          sum(pc.minutes) filter (where g.target_kind = 'direct') as direct,
          sum(pc.students) as students,
          sum(pc.events) as events
        from per_category pc
        left join use_of_time_categories c on c.id = pc.category_id
        left join use_of_time_categories p on p.id = c.parent_id
        left join use_of_time_groups g on g.id = coalesce(p.group_id, c.group_id)
        group by pc.user_id
      )
      select u.id as user_id, u.first_name, u.last_name, u.username, u.school_name,
        coalesce(pu.total, 0) as total, coalesce(pu.direct, 0) as direct, coalesce(pu.students, 0) as students, coalesce(pu.events, 0) as events
      from users u left join per_user pu on pu.user_id = u.id
      where u.id in ${idList(q.userIds)}
      order by u.last_name, u.first_name, u.id
    `;
}

/**
 * The use of time of each user in `userIds`, one row each (also those with nothing recorded), in ONE
 * GROUP BY query with the same counting rules as useOfTime (countedEvents), read as useOfTime reads them.
 */
export async function useOfTimeByCounselor(db: TDbOrTx, q: TUseOfTimeQuery, counted: TCountedRows = countedRows(q)): Promise<TCounselorRow[]> {
  if (q.userIds.length === 0) return [];
  const raw = await rowsOf<TRaw>(db, byCounselorSql(q, counted));
  return raw.map((r) => {
    const total = Math.round(Number(r.total));
    const direct = Math.round(Number(r.direct));
    return {
      userId: Number(r.user_id),
      firstName: r.first_name,
      lastName: r.last_name,
      username: r.username,
      schoolName: r.school_name,
      totalMinutes: total,
      directIndirectMinutes: direct,
      directIndirectPercent: percentOf(direct, total),
      studentsServed: Number(r.students),
      eventsCount: Number(r.events),
    };
  });
}
