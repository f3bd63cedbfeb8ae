import { sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import type { TCounselorRow } from "./by-counselor";
import { percentOf } from "./rules";
import { countedRows, type TCountedRows } from "./cells";
import { districtColor, idList, jsonValue, rowsOf } from "./sql";
import { emptyUseOfTime, shapeUseOfTime, type TTargetKind, type TUseOfTime, type TUseOfTimeQuery } from "./use-of-time";

// A team's use of time (the total and one row per counselor) from ONE scan of their counted time (the
// aggregates' cells where they answer, cells.ts countedRows): the same figures as useOfTime +
// useOfTimeByCounselor, which would read it twice. The dashboard and the
// team API use it; the benchmark compares both ways.

export type TTeamUseOfTime = { total: TUseOfTime; counselors: TCounselorRow[] };

type TCell = { userId: number; categoryId: number | null; minutes: number; students: number; events: number };
type TCategory = { id: number; name: string; shared: boolean; color: string; groupId: number; sort: number };
type TGroup = { id: number; key: string; name: string; edition: number; sort: number; targetKind: TTargetKind };
type TUser = { id: number; firstName: string; lastName: string; username: string; schoolName: string };

/**
 * The one statement: per (user, category) sums, the categories and groups they use, the users, days
 * closed; over `counted`, the aggregates' cells by default (or the events one by one: cells.ts eventRows).
 */
export function teamUseOfTimeSql(q: TUseOfTimeQuery, counted: TCountedRows = countedRows(q)): SQL {
  return sql`
    with ev as (${counted.rows}),
    cells as (
      select user_id, category_id, sum(minutes) as minutes, sum(students_count) as students, ${counted.events} as events
      from ev group by user_id, category_id
    )
    select
      (select coalesce(json_agg(json_build_object('userId', user_id, 'categoryId', category_id, 'minutes', minutes, 'students', students, 'events', events)), '[]'::json)
        from cells) as cells,
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'color', coalesce(cc.color, c.color), 'shared', (c.leaid is null and c.ncessch is null and c.parent_id is null), 'groupId', coalesce(p.group_id, c.group_id), 'sort', c.sort)), '[]'::json)
        from use_of_time_categories c left join use_of_time_categories p on p.id = c.parent_id
          ${districtColor(q.colorLeaid)}
        where c.id in (select distinct category_id from cells)) as categories,
      (select json_agg(json_build_object('id', g.id, 'key', g.key, 'name', g.name, 'edition', g.edition, 'sort', g.sort, 'targetKind', g.target_kind))
        from use_of_time_groups g) as groups,
      (select json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'username', u.username, 'schoolName', u.school_name)
          order by u.last_name, u.first_name, u.id)
        from users u where u.id in ${idList(q.userIds)}) as users,
      (select count(*) from special_dates sd
        where sd.user_id in ${idList(q.userIds)} and sd.kind = 'closed' and sd.date between ${q.from}::date and ${q.to}::date) as days_closed
  `;
}

/** The team's use of time over `counted` (the aggregates' cells by default; cells.ts eventRows for the events one by one). */
export async function teamUseOfTime(db: TDbOrTx, q: TUseOfTimeQuery, counted: TCountedRows = countedRows(q)): Promise<TTeamUseOfTime> {
  if (q.userIds.length === 0) return { total: emptyUseOfTime(), counselors: [] };
  const [row] = await rowsOf<Record<string, unknown>>(db, teamUseOfTimeSql(q, counted));
  const cells = jsonValue<TCell[]>(row?.cells, []).map((c) => ({ ...c, minutes: Number(c.minutes), students: Number(c.students), events: Number(c.events) }));
  const categories = jsonValue<TCategory[]>(row?.categories, []);
  const groups = jsonValue<TGroup[]>(row?.groups, []);
  const users = jsonValue<TUser[]>(row?.users, []);

  // The total: cells summed per category, shaped like useOfTime.
  const byCategory = new Map<number | null, { minutes: number; students: number; events: number }>();
  for (const c of cells) {
    const acc = byCategory.get(c.categoryId) ?? { minutes: 0, students: 0, events: 0 };
    acc.minutes += c.minutes;
    acc.students += c.students;
    acc.events += c.events;
    byCategory.set(c.categoryId, acc);
  }
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const total = shapeUseOfTime(
    [...byCategory].map(([id, acc]) => {
      const cat = id == null ? undefined : categoryById.get(id);
      return { id, name: cat?.name ?? null, shared: cat?.shared ?? false, color: cat?.color ?? null, groupId: cat?.groupId ?? null, sort: cat?.sort ?? null, ...acc };
    }),
    groups,
    Number(row?.days_closed ?? 0),
  );

  // One row per counselor, as useOfTimeByCounselor.
  const kindOfGroup = new Map(groups.map((g) => [g.id, g.targetKind]));
  const isDirect = (categoryId: number | null) => {
    const groupId = categoryId == null ? undefined : categoryById.get(categoryId)?.groupId;
    return groupId != null && kindOfGroup.get(groupId) === "direct";
  };
  const perUser = new Map<number, { total: number; direct: number; students: number; events: number }>();
  for (const c of cells) {
    const acc = perUser.get(c.userId) ?? { total: 0, direct: 0, students: 0, events: 0 };
    acc.total += c.minutes;
    if (isDirect(c.categoryId)) acc.direct += c.minutes;
    acc.students += c.students;
    acc.events += c.events;
    perUser.set(c.userId, acc);
  }
  const counselors = users.map((u) => {
    const acc = perUser.get(u.id) ?? { total: 0, direct: 0, students: 0, events: 0 };
    const minutes = Math.round(acc.total);
    const direct = Math.round(acc.direct);
    return {
      userId: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      username: u.username,
      schoolName: u.schoolName,
      totalMinutes: minutes,
      directIndirectMinutes: direct,
      directIndirectPercent: percentOf(direct, minutes),
      studentsServed: acc.students,
      eventsCount: acc.events,
    };
  });
  return { total, counselors };
}
