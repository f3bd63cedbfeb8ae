import { formatInTimeZone } from "date-fns-tz";
import { addDaysIso, safeTimeZone } from "@/lib/users/rules";

// Pure rules of the use-of-time analysis: the periods it covers, rounding and change. No clock inside.

export const PERIOD_KINDS = ["week", "month", "schoolYear"] as const;
export type TPeriodKind = (typeof PERIOD_KINDS)[number];

/** An inclusive range of local calendar dates (YYYY-MM-DD). */
export type TRange = { from: string; to: string };

/** A user's school-year bounds (users.startOfSy / endOfSy); null = 1 August - 31 July. */
export type TSchoolYearBounds = { startOfSy: string | null; endOfSy: string | null };

export const DEFAULT_DIRECT_TARGET = 80;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

// ——— Recorded and planned time ———

/**
 * The moment that separates recorded time from planned time, as a local date and time (HH:MM) in the
 * counselor's time zone. Recorded time is what already happened: every counted event (not cancelled,
 * not on a day closed) that started at or before this moment, plus any event of this very day marked
 * done. Everything after it is planned, whatever its status: an event dated tomorrow has not happened
 * even when it was marked done in advance. The reports' "done only" filter narrows recorded time to
 * the events marked done; it never adds future ones.
 */
export type TAsOf = { date: string; time: string };

/** The recorded/planned boundary of `now` in a time zone (the clock is passed in). */
export function asOfIn(timeZone: string | null | undefined, now: Date): TAsOf {
  const zone = safeTimeZone(timeZone);
  return { date: formatInTimeZone(now, zone, "yyyy-MM-dd"), time: formatInTimeZone(now, zone, "HH:mm") };
}

/** The part of a range that can hold recorded time (up to the boundary's day), or null when it lies wholly ahead. */
export function recordedPart(range: TRange, asOf: TAsOf): TRange | null {
  const to = asOf.date < range.to ? asOf.date : range.to;
  return to < range.from ? null : { from: range.from, to };
}

/** The part of a range that can hold planned time (from the boundary's day), or null when it lies wholly behind. */
export function plannedPart(range: TRange, asOf: TAsOf): TRange | null {
  const from = asOf.date > range.from ? asOf.date : range.from;
  return from > range.to ? null : { from, to: range.to };
}

/** Whether an event (local date, HH:MM[:SS] start, status) counts as recorded at the boundary (see TAsOf). */
export function isRecorded(event: { date: string; time: string; status: string }, asOf: TAsOf): boolean {
  if (event.status === "cancelled") return false;
  if (event.date !== asOf.date) return event.date < asOf.date;
  return event.status === "done" || event.time.slice(0, 5) <= asOf.time;
}

/** The week (Monday to Sunday) containing a date. */
export function weekOf(date: string): TRange {
  const from = addDaysIso(date, 1 - isoWeekday(date));
  return { from, to: addDaysIso(from, 6) };
}

/** The calendar month containing a date. */
export function monthOf(date: string): TRange {
  const [y, m] = date.split("-").map(Number);
  return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(daysInMonth(y, m))}` };
}

/**
 * The school year containing a date. A user's own bounds are used as stored when they contain the date;
 * otherwise their month and day are carried to the year around the date (bounds set for an earlier year
 * keep working). Without bounds: 1 August - 31 July.
 */
export function schoolYearFor(date: string, sy: TSchoolYearBounds = { startOfSy: null, endOfSy: null }): TRange {
  const start = sy.startOfSy && isIsoDate(sy.startOfSy) ? sy.startOfSy : null;
  const end = sy.endOfSy && isIsoDate(sy.endOfSy) ? sy.endOfSy : null;
  if (start && end && start <= date && date <= end && daysBetween(start, end) < 366) return { from: start, to: end };
  const startMd = start ? start.slice(5) : "08-01";
  const [y] = date.split("-").map(Number);
  const fromYear = date.slice(5) >= startMd ? y : y - 1;
  const from = clampDay(fromYear, startMd);
  if (!end) return { from, to: addDaysIso(clampDay(fromYear + 1, startMd), -1) };
  const endMd = end.slice(5);
  const to = clampDay(endMd >= startMd ? fromYear : fromYear + 1, endMd);
  // In the summer break (after the end, before the next start) the year just ended is the one shown.
  return { from, to: to < from ? addDaysIso(clampDay(fromYear + 1, startMd), -1) : to };
}

/** The range of a period kind containing `today`. */
export function periodRange(kind: TPeriodKind, today: string, sy?: TSchoolYearBounds): TRange {
  if (kind === "week") return weekOf(today);
  if (kind === "month") return monthOf(today);
  return schoolYearFor(today, sy);
}

/** The period before a range of the given kind: last week, last month, last school year. */
export function previousRange(kind: TPeriodKind, range: TRange, sy?: TSchoolYearBounds): TRange {
  if (kind === "week") return { from: addDaysIso(range.from, -7), to: addDaysIso(range.to, -7) };
  if (kind === "month") return monthOf(addDaysIso(range.from, -1));
  // The day before this year's start belongs to the year before (its stored bounds never contain it).
  return schoolYearFor(addDaysIso(range.from, -1), sy);
}

/**
 * Whole percents that sum to exactly 100 (largest remainder): 1/3 each shows 34, 33, 33, never 99 or 101.
 * All zeros when there is nothing to share.
 */
export function roundPercents(values: readonly number[]): number[] {
  const total = values.reduce((a, b) => a + Math.max(0, b), 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((v) => (Math.max(0, v) * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors;
}

/** A share as a whole percent (0 when the whole is 0). */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 100) / whole) : 0;
}

export type TChange = { delta: number; direction: "up" | "down" | "same" };

/** The change of a figure against the last period (for percents: in percentage points). */
export function changeOf(current: number, previous: number): TChange {
  const delta = Math.round((current - previous) * 10) / 10;
  return { delta, direction: delta > 0 ? "up" : delta < 0 ? "down" : "same" };
}

/** Whether the direct+indirect share meets the district's target (80% by default). */
export function meetsTarget(directIndirectPercent: number, target: number = DEFAULT_DIRECT_TARGET): boolean {
  return directIndirectPercent >= target;
}

// ——— The published district analysis (/sd/{LEAID}) ———

/**
 * The privacy floor of /sd/{LEAID}: a period's figures are published only when at least this many of the
 * district's counselors recorded time in it. The page names nobody, but a total over one or two counselors
 * is (nearly) that person's own work pattern, and anyone who knows the district knows who works there.
 * Five is the small-cell floor commonly used for published aggregates.
 */
export const MIN_PUBLISHED_COUNSELORS = 5;

/** Whether figures over `counselorsWithTime` counselors may be published (the privacy floor above). */
export function meetsPublishFloor(counselorsWithTime: number): boolean {
  return counselorsWithTime >= MIN_PUBLISHED_COUNSELORS;
}

/** Minutes as hours and minutes, e.g. 135 → "2:15". */
export function formatHoursMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${pad(m % 60)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A month-day in a year; 29 February becomes 28 February outside leap years. */
function clampDay(year: number, monthDay: string): string {
  const [m, d] = monthDay.split("-").map(Number);
  return `${year}-${pad(m)}-${pad(Math.min(d, daysInMonth(year, m)))}`;
}
