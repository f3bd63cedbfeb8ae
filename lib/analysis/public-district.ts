import { eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { schoolDistricts, schools, users } from "@/db/schema";
import type { TPeriodFigures } from "./dashboard";
import { districtCounselorsWhere } from "./district-counselors";
import { MIN_PUBLISHED_COUNSELORS, PERIOD_KINDS, asOfIn, meetsPublishFloor, periodRange, previousRange, type TAsOf, type TRange } from "./rules";
import { countedRows } from "./cells";
import { rowsOf } from "./sql";
import { emptyUseOfTime, useOfTime } from "./use-of-time";

// The published use of time of a district (/sd/{LEAID}): aggregates of its counselors, never a name, and
// only for periods that pass the privacy floor (MIN_PUBLISHED_COUNSELORS in rules.ts).

type TDistrictHeader = { leaid: string; name: string; state: string };

export type TPublicDistrict =
  | {
      status: "published";
      district: TDistrictHeader;
      target: number;
      today: string;
      counselorCount: number;
      /** The periods at or above the floor; a previous period below it is blanked (shown as "no previous"). */
      periods: TPeriodFigures[];
      /** Some period (or period before) was left out for being below the floor. */
      partial: boolean;
      minCounselors: number;
    }
  /** Published by the district, but no period reaches the floor: the page shows a notice, no figures. */
  | { status: "withheld"; district: TDistrictHeader; minCounselors: number };

/**
 * How many of `userIds` recorded time (counted events up to the boundary `asOf`) in a range: those with a
 * counted row standing for at least one event, read as useOfTime reads them (cells.ts countedRows).
 */
export async function counselorsWithTime(db: TDbOrTx, userIds: readonly number[], range: TRange, asOf: TAsOf): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(distinct ev.user_id) as n from (${countedRows({ userIds, ...range, filters: { asOf } }).rows}) ev where ev.events > 0`);
  return Number(row?.n ?? 0);
}

/** The district's counselors (ids only: the set its director's panel lists) and its recorded/planned boundary, in its schools' time zone. */
async function districtCounselors(db: TDbOrTx, leaid: string, now: Date): Promise<{ ids: number[]; asOf: TAsOf; today: string }> {
  const [[school], members] = await Promise.all([
    db.select({ timezone: schools.timezone }).from(schools).where(eq(schools.leaid, leaid)).limit(1),
    db.select({ id: users.id }).from(users).where(districtCounselorsWhere({ leaid })),
  ]);
  const asOf = asOfIn(school?.timezone ?? "America/New_York", now);
  return { ids: members.map((m) => m.id), asOf, today: asOf.date };
}

/** This school year's count of the district's counselors with recorded time (the manager's publish switch shows it). */
export async function districtCounselorsWithTime(db: TDbOrTx, leaid: string, now: Date): Promise<number> {
  const { ids, asOf, today } = await districtCounselors(db, leaid, now);
  return counselorsWithTime(db, ids, periodRange("schoolYear", today), asOf);
}

/** The district's figures when it publishes them (withheld below the privacy floor); null otherwise (404). */
export async function publicDistrictAnalysis(db: TDbOrTx, leaid: string, now: Date): Promise<TPublicDistrict | null> {
  if (!/^\d{7}$/.test(leaid)) return null;
  const [district] = await db
    .select({ leaid: schoolDistricts.leaid, name: schoolDistricts.name, state: schoolDistricts.state, target: schoolDistricts.directTargetPercent, published: schoolDistricts.publishUseOfTime })
    .from(schoolDistricts)
    .where(eq(schoolDistricts.leaid, leaid))
    .limit(1);
  if (!district?.published) return null;
  const header = { leaid: district.leaid, name: district.name, state: district.state };
  const { ids, asOf, today } = await districtCounselors(db, leaid, now);
  // The district's school year is the default one (1 August - 31 July).
  const ranges = PERIOD_KINDS.map((kind) => {
    const range = periodRange(kind, today);
    return { kind, range, previousRange: previousRange(kind, range) };
  });
  // Counted first: figures of a period below the floor are never computed, so they cannot leak.
  const counts = await Promise.all(ranges.flatMap((r) => [counselorsWithTime(db, ids, r.range, asOf), counselorsWithTime(db, ids, r.previousRange, asOf)]));
  const shown = ranges.map((r, i) => ({ ...r, currentOk: meetsPublishFloor(counts[2 * i]), previousOk: meetsPublishFloor(counts[2 * i + 1]) })).filter((r) => r.currentOk);
  if (shown.length === 0) return { status: "withheld", district: header, minCounselors: MIN_PUBLISHED_COUNSELORS };
  const periods = await Promise.all(
    shown.map(async ({ kind, range, previousRange: before, previousOk }) => {
      // The district's own category colours (category_colors), as its dashboard shows them.
      const q = { userIds: ids, colorLeaid: leaid, filters: { asOf } };
      const [current, previous] = await Promise.all([useOfTime(db, { ...q, ...range }), previousOk ? useOfTime(db, { ...q, ...before }) : emptyUseOfTime()]);
      return { kind, range, previousRange: before, current, previous };
    }),
  );
  return {
    status: "published",
    district: header,
    target: district.target,
    today,
    counselorCount: ids.length,
    periods,
    partial: shown.length < ranges.length || shown.some((r) => !r.previousOk),
    minCounselors: MIN_PUBLISHED_COUNSELORS,
  };
}
