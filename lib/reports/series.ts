import { sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { rowsOf, type TEventFilter } from "@/lib/analysis/sql";
import type { TRange } from "@/lib/analysis/rules";
import { countedCells } from "@/lib/analysis/cells";

// Use of time over time: the counted minutes (lib/analysis countedEvents: no cancelled events, no
// days closed, clipped to the range) per day, week or month and per ASCA group, in ONE statement
// over the per-day aggregate (countedCells, lib/analysis/cells.ts).
// The groups of docs/use-of-time.md: D direct, I indirect, S support, N non-counseling; the 3rd edition's groups map
// onto them (its three service groups are direct services).

export const DINS = ["D", "I", "S", "N"] as const;
export type TDins = (typeof DINS)[number] | "U";

const GROUP_DINS: Record<string, TDins> = {
  direct: "D",
  indirect: "I",
  support: "S",
  non_counseling: "N",
  core_curriculum: "D",
  individual_planning: "D",
  responsive_services: "D",
  program_management: "S",
  non_counseling_2012: "N",
};

/** The use-of-time group (D, I, S, N) of an ASCA group key; "U" (uncategorized) for an event whose category was deleted. */
export function dinsOf(groupKey: string | null | undefined): TDins {
  return (groupKey && GROUP_DINS[groupKey]) || "U";
}

export type TBucket = "day" | "week" | "month";

export type TSeriesCell = { bucket: string; dins: TDins; minutes: number; students: number; events: number };

/** Minutes, students and events per bucket (its first day, ISO) and use-of-time group. Weeks start on Monday. */
export async function useOfTimeSeries(db: TDbOrTx, userIds: readonly number[], range: TRange, bucket: TBucket, filters?: TEventFilter): Promise<TSeriesCell[]> {
  if (userIds.length === 0) return [];
  const rows = await rowsOf<{ bucket: string; group_key: string | null; minutes: number | string; students: number | string; events: number | string }>(
    db,
    sql`
      with ev as (${countedCells(userIds, range.from, range.to, filters, bucket === "month" ? "month" : "day")})
      select to_char(date_trunc(${bucket}, ev.day::timestamp), 'YYYY-MM-DD') as bucket, g.key as group_key,
        sum(ev.minutes) as minutes, sum(ev.students_count) as students, sum(ev.events) as events
      from ev
      left join use_of_time_categories c on c.id = ev.category_id
      left join use_of_time_categories p on p.id = c.parent_id
      left join use_of_time_groups g on g.id = coalesce(p.group_id, c.group_id)
      group by 1, 2
      order by 1`,
  );
  const cells = new Map<string, TSeriesCell>();
  for (const r of rows) {
    const dins = dinsOf(r.group_key);
    const key = `${r.bucket}|${dins}`;
    const cell = cells.get(key) ?? { bucket: r.bucket, dins, minutes: 0, students: 0, events: 0 };
    cell.minutes += Number(r.minutes);
    cell.students += Number(r.students);
    cell.events += Number(r.events);
    cells.set(key, cell);
  }
  return [...cells.values()].map((c) => ({ ...c, minutes: Math.round(c.minutes) }));
}

/** Minutes per category and bucket, keyed "{categoryId}|{bucket}" (a deleted category's id is "null"). */
export async function categoryBucketMinutes(db: TDbOrTx, userIds: readonly number[], range: TRange, bucket: TBucket, filters?: TEventFilter): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await rowsOf<{ category_id: number | null; bucket: string; minutes: number | string }>(
    db,
    sql`
      with ev as (${countedCells(userIds, range.from, range.to, filters, bucket === "month" ? "month" : "day")})
      select ev.category_id, to_char(date_trunc(${bucket}, ev.day::timestamp), 'YYYY-MM-DD') as bucket, sum(ev.minutes) as minutes
      from ev group by 1, 2`,
  );
  return new Map(rows.map((r) => [`${r.category_id}|${r.bucket}`, Math.round(Number(r.minutes))]));
}

/** Every bucket's first day from the range's first bucket to its last (so empty weeks or months show as 0). */
export function bucketsOf(range: TRange, bucket: TBucket): string[] {
  const out: string[] = [];
  let d = new Date(`${range.from}T00:00:00Z`);
  if (bucket === "week") d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (bucket === "month") d.setUTCDate(1);
  const end = new Date(`${range.to}T00:00:00Z`);
  while (d <= end && out.length < 800) {
    out.push(d.toISOString().slice(0, 10));
    d = new Date(d);
    if (bucket === "day") d.setUTCDate(d.getUTCDate() + 1);
    else if (bucket === "week") d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

/** D+I as a whole percent of all counted minutes (0 when nothing was recorded). */
export function directIndirectPercent(byDins: Partial<Record<TDins, number>>): number {
  const total = (["D", "I", "S", "N", "U"] as const).reduce((a, k) => a + (byDins[k] ?? 0), 0);
  if (total <= 0) return 0;
  return Math.round((((byDins.D ?? 0) + (byDins.I ?? 0)) * 100) / total);
}
