import type { TRecurrence } from "@/db/schema/calendar";
import { addDaysIso } from "@/lib/users/rules";

// Pure calendar rules: times, ends, recurrence expansion and which occurrences an edit touches.
// No database, no clock.

export const MINUTES_PER_DAY = 1440;
export const MIN_DURATION = 5;
/** A series never has more occurrences than this, whatever its rule says. */
export const MAX_OCCURRENCES = 400;

export type TEditScope = "this" | "following" | "all";

const HM = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes since midnight of a 24-hour 'HH:mm' (or the database's 'HH:mm:ss'), or null. */
export function parseHm(value: string): number | null {
  const m = HM.exec(value.trim());
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** 'HH:mm' of minutes since midnight (taken modulo a day). */
export function formatHm(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** The database's 'HH:mm:ss' of an 'HH:mm'. */
export function toDbTime(hm: string): string {
  return `${hm.slice(0, 5)}:00`;
}

/** The API's 'HH:mm' of the database's 'HH:mm:ss'. */
export function fromDbTime(value: string): string {
  return value.slice(0, 5);
}

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function dayNumber(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

export const addDays = addDaysIso;

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(dayNumber(date) * 86_400_000).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The same day a year later (29 February → 28 February). */
export function addOneYear(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const next = `${y + 1}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return isIsoDate(next) ? next : `${y + 1}-02-28`;
}

/**
 * The duration in minutes from a start to an end, or null when the end does not come after the
 * start. The end is an 'HH:mm' on the start's day, or a 'YYYY-MM-DDTHH:mm' (which may be the next
 * day: events may run past midnight).
 */
export function durationFromEnd(date: string, time: string, end: string): number | null {
  const start = parseHm(time);
  const value = end.trim();
  const split = /^(\d{4}-\d{2}-\d{2})[T ](.+)$/.exec(value);
  const endDate = split ? split[1] : date;
  const endTime = parseHm(split ? split[2] : value);
  if (start === null || endTime === null || !isIsoDate(endDate)) return null;
  const minutes = daysBetween(date, endDate) * MINUTES_PER_DAY + endTime - start;
  return minutes > 0 ? minutes : null;
}

/** Where an event ends: its date and 'HH:mm' (the next day when it runs past midnight). */
export function endOf(date: string, time: string, durationMinutes: number): { date: string; time: string } {
  const total = (parseHm(time) ?? 0) + durationMinutes;
  return { date: addDays(date, Math.floor(total / MINUTES_PER_DAY)), time: formatHm(total) };
}

/** A rule in its stored form: weekly days sorted and unique (the start's weekday when none), daily with none. */
export function normalizeRecurrence(date: string, rule: TRecurrence): TRecurrence {
  const weekdays = rule.freq === "weekly" ? [...new Set(rule.weekdays.length > 0 ? rule.weekdays : [isoWeekday(date)])].sort((a, b) => a - b) : [];
  return { freq: rule.freq, interval: rule.interval, weekdays, until: rule.until };
}

/**
 * The dates of a series starting on `date`: every `interval` days (daily), or on the chosen ISO
 * weekdays of every `interval`-th week counted from the start's week (weekly), from the start
 * through `until` inclusive, at most `max`. A weekly start that is not one of the chosen days is
 * not an occurrence itself. Days closed are not skipped: the analysis leaves them out.
 */
export function expandRecurrence(date: string, rule: TRecurrence, max = MAX_OCCURRENCES): string[] {
  const out: string[] = [];
  const interval = Math.max(1, Math.floor(rule.interval));
  const span = daysBetween(date, rule.until);
  if (rule.freq === "daily") {
    for (let i = 0; i <= span && out.length < max; i += interval) out.push(addDays(date, i));
    return out;
  }
  const days = new Set(normalizeRecurrence(date, rule).weekdays);
  const startMonday = addDays(date, 1 - isoWeekday(date));
  for (let i = 0; i <= span && out.length < max; i++) {
    const d = addDays(date, i);
    const week = Math.floor(daysBetween(startMonday, d) / 7);
    if (week % interval === 0 && days.has(isoWeekday(d))) out.push(d);
  }
  return out;
}

export type TRuleIssue = { path: string; message: string };

export const CALENDAR_MESSAGES = {
  date: "Enter a date as YYYY-MM-DD.",
  time: "Enter the time as HH:mm (24-hour).",
  endAfterStart: "The end must come after the start.",
  durationRange: `An event lasts from ${MIN_DURATION} minutes to 24 hours.`,
  durationMissing: "Enter a duration or an end.",
  untilBeforeStart: "The repeat must end on or after the event's date.",
  untilTooLate: "A repeat ends at most one year after the event's date.",
  noOccurrence: "The repeat has no date on the chosen days.",
  genderCounts: "The male and female counts add up to more than the number of students.",
  category: "Choose one of the use-of-time categories.",
  client: "Choose one of your students or groups.",
  grade: "Choose a grade from the list.",
  range: "Choose an end on or after the start, at most 400 days later.",
} as const;

/** What is wrong with a rule for a series starting on `date`, or null. */
export function recurrenceIssue(date: string, rule: TRecurrence): TRuleIssue | null {
  if (rule.until < date) return { path: "recurrence.until", message: CALENDAR_MESSAGES.untilBeforeStart };
  if (rule.until > addOneYear(date)) return { path: "recurrence.until", message: CALENDAR_MESSAGES.untilTooLate };
  if (expandRecurrence(date, rule, 1).length === 0) return { path: "recurrence.weekdays", message: CALENDAR_MESSAGES.noOccurrence };
  return null;
}

export function sameRecurrence(a: TRecurrence, b: TRecurrence): boolean {
  const wa = [...a.weekdays].sort((x, y) => x - y).join(",");
  const wb = [...b.weekdays].sort((x, y) => x - y).join(",");
  return a.freq === b.freq && a.interval === b.interval && a.until === b.until && (a.freq === "daily" || wa === wb);
}

/** A rule moved by whole days: the weekdays keep their offset from the moved dates, and so does the end. */
export function shiftRecurrence(rule: TRecurrence, days: number): TRecurrence {
  const rot = ((days % 7) + 7) % 7;
  const weekdays = rule.weekdays.map((d) => ((d - 1 + rot) % 7) + 1).sort((a, b) => a - b);
  return { ...rule, weekdays, until: addDays(rule.until, days) };
}

export type TOccurrence = { id: number; date: string; time: string };

/** The occurrences an edit or a delete with this scope touches: the target alone, it and the later ones of its series, or the whole series. */
export function selectOccurrences<T extends TOccurrence>(target: T, series: readonly T[], scope: TEditScope): T[] {
  if (scope === "this") return [target];
  const key = (o: TOccurrence) => `${o.date} ${o.time} ${String(o.id).padStart(12, "0")}`;
  const all = [...series].sort((a, b) => key(a).localeCompare(key(b)));
  if (!all.some((o) => o.id === target.id)) return [target];
  return scope === "all" ? all : all.filter((o) => key(o) >= key(target));
}
