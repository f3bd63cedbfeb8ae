import type { TPbisRecordType } from "@/db/schema/pbis";

// Pure rules of the PBIS reads: the frequency distribution and the weekly timeline. No database, no clock.

export type TPbisFact = { type: TPbisRecordType; date: string; time: string; behavior: string; location: string };

export type TCount = { key: string; count: number };

export type TFrequency = {
  total: number;
  byBehavior: TCount[];
  byLocation: TCount[];
  /** 24 rows, hour 0-23, zeros included. */
  byHour: { hour: number; count: number }[];
  /** 7 rows, ISO weekday 1 (Monday) - 7 (Sunday), zeros included. */
  byWeekday: { weekday: number; count: number }[];
};

/** ISO weekday (1 Monday - 7 Sunday) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week of a date. */
export function weekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Counts by key, largest first, ties by key: the order of a chart's bars and its table. */
function countBy(facts: readonly TPbisFact[], key: (f: TPbisFact) => string): TCount[] {
  const map = new Map<string, number>();
  for (const f of facts) map.set(key(f), (map.get(key(f)) ?? 0) + 1);
  return [...map.entries()].map(([k, count]) => ({ key: k, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/**
 * The frequency distribution of records: counts by behaviour, by location, by hour of the day (the
 * hour of the record's local time) and by weekday. Every hour and weekday is listed, zeros included,
 * so the charts keep their axes.
 */
export function frequencyOf(facts: readonly TPbisFact[]): TFrequency {
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0 }));
  const weekdays = Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, count: 0 }));
  for (const f of facts) {
    const h = Number(f.time.slice(0, 2));
    if (h >= 0 && h < 24) hours[h].count++;
    weekdays[isoWeekday(f.date) - 1].count++;
  }
  return { total: facts.length, byBehavior: countBy(facts, (f) => f.behavior), byLocation: countBy(facts, (f) => f.location), byHour: hours, byWeekday: weekdays };
}

export type TWeekRow = { week: string; incidents: number; recognitions: number };

/** The longest timeline drawn week by week (about two school years). */
export const MAX_TIMELINE_WEEKS = 110;

/**
 * Incidents and recognitions per week (weeks start on Monday) from the week of `from` to the week of
 * `to`, empty weeks included. Records outside the range are left out. At most MAX_TIMELINE_WEEKS
 * weeks: a longer range keeps its last weeks.
 */
export function weeklyTimeline(facts: readonly Pick<TPbisFact, "type" | "date">[], from: string, to: string): TWeekRow[] {
  if (to < from) return [];
  const weeks: TWeekRow[] = [];
  const index = new Map<string, TWeekRow>();
  for (let w = weekStart(from); w <= to; w = addDays(w, 7)) {
    const row = { week: w, incidents: 0, recognitions: 0 };
    weeks.push(row);
    index.set(w, row);
  }
  for (const f of facts) {
    if (f.date < from || f.date > to) continue;
    const row = index.get(weekStart(f.date));
    if (!row) continue;
    if (f.type === "incident") row.incidents++;
    else row.recognitions++;
  }
  return weeks.slice(-MAX_TIMELINE_WEEKS);
}

/** Whether an option fits a record type. */
export function optionFits(appliesTo: string, type: TPbisRecordType): boolean {
  return appliesTo === "both" || appliesTo === type;
}

/** The default range of the PBIS pages: the school year (1 August - 31 July) around today. */
export function defaultRange(today: string): { from: string; to: string } {
  const [y, m] = today.split("-").map(Number);
  const start = m >= 8 ? y : y - 1;
  return { from: `${start}-08-01`, to: `${start + 1}-07-31` };
}
