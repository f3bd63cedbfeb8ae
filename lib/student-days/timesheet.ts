import "server-only";
import type { TDbOrTx } from "@/db/client";
import { percentOf, roundPercents } from "@/lib/analysis/rules";
import { directTargetOf } from "@/lib/analysis/scope";
import { emptyUseOfTime, useOfTime, type TUseOfTime } from "@/lib/analysis/use-of-time";
import { findPublicTagDates } from "./queries";
import { dateRuns } from "./rules";

export type TTimesheet = { dates: string[]; useOfTime: TUseOfTime; target: number };

/**
 * The public timesheet of /timesheet/{username}/{tagID}: the use of time on the days of that study,
 * aggregates only. Null (a 404) unless the tag is a tag of that username.
 */
export async function timesheetFor(db: TDbOrTx, username: string, tagId: number): Promise<TTimesheet | null> {
  const tag = await findPublicTagDates(db, username, tagId);
  if (!tag) return null;
  const parts: TUseOfTime[] = [];
  // The analysis reads ranges of days: one call per run of consecutive study days.
  for (const run of dateRuns(tag.dates)) parts.push(await useOfTime(db, { userIds: [tag.userId], from: run.from, to: run.to, colorLeaid: tag.leaid }));
  return { dates: tag.dates, useOfTime: mergeUseOfTime(parts), target: await directTargetOf(db, tag.leaid) };
}

/** Adds up the use of time of separate ranges: minutes, students and events summed, percents computed again. */
export function mergeUseOfTime(parts: readonly TUseOfTime[]): TUseOfTime {
  if (parts.length === 0) return emptyUseOfTime();
  const groups = new Map<string, TUseOfTime["groups"][number]>();
  const categories = new Map<string, TUseOfTime["categories"][number]>();
  for (const p of parts) {
    for (const g of p.groups) {
      const have = groups.get(g.key);
      groups.set(g.key, have ? { ...have, minutes: have.minutes + g.minutes } : { ...g });
    }
    for (const c of p.categories) {
      const key = String(c.id);
      const have = categories.get(key);
      categories.set(key, have ? { ...have, minutes: have.minutes + c.minutes, students: have.students + c.students, events: have.events + c.events } : { ...c });
    }
  }
  const groupList = [...groups.values()];
  const groupPercents = roundPercents(groupList.map((g) => g.minutes));
  groupList.forEach((g, i) => (g.percent = groupPercents[i]));
  const categoryList = [...categories.values()];
  const categoryPercents = roundPercents(categoryList.map((c) => c.minutes));
  categoryList.forEach((c, i) => (c.percent = categoryPercents[i]));
  const total = groupList.reduce((a, g) => a + g.minutes, 0);
  return {
    totalMinutes: total,
    groups: groupList,
    categories: categoryList,
    directIndirectPercent: percentOf(
      groupList.filter((g) => g.targetKind === "direct").reduce((a, g) => a + g.minutes, 0),
      total,
    ),
    studentsServed: parts.reduce((a, p) => a + p.studentsServed, 0),
    eventsCount: parts.reduce((a, p) => a + p.eventsCount, 0),
    daysClosed: parts.reduce((a, p) => a + p.daysClosed, 0),
  };
}
