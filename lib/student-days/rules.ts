// Pure rules of the counselor's special days: no db, no clock.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** ISO weekday of a YYYY-MM-DD date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Saturdays and Sundays: the date pickers disable them and the server refuses them. */
export function isWeekend(date: string): boolean {
  return isoWeekday(date) >= 6;
}

/** "8:00", "08:00" or "08:00:00" → "08:00:00". */
export function normalizeTime(value: string): string {
  const [h, m, s] = value.split(":");
  return `${h.padStart(2, "0")}:${(m ?? "00").padStart(2, "0")}:${(s ?? "00").padStart(2, "0")}`;
}

/** "08:00:00" → "08:00". */
export function shortTime(value: string): string {
  return value.slice(0, 5);
}

// ——— Periods ———
export const DEFAULT_PERIOD = { period: 0, start: "08:00", end: "16:00" } as const;

type TSpan = { start: string; end: string };

/** Two periods overlap when one starts before the other ends (touching ends do not overlap). */
export function periodsOverlap(a: TSpan, b: TSpan): boolean {
  return normalizeTime(a.start) < normalizeTime(b.end) && normalizeTime(b.start) < normalizeTime(a.end);
}

// ——— Special dates (days closed, tags) ———
/** Splits the dates asked for into the ones to add, the weekends (refused) and the ones already there (ignored). */
export function planSpecialDates(requested: readonly string[], existing: readonly string[]): { toAdd: string[]; weekends: string[]; duplicates: string[] } {
  const have = new Set(existing);
  const unique = [...new Set(requested)].sort();
  return {
    weekends: unique.filter(isWeekend),
    duplicates: unique.filter((d) => !isWeekend(d) && have.has(d)),
    toAdd: unique.filter((d) => !isWeekend(d) && !have.has(d)),
  };
}

// ——— Ratings ———
/** The rating class map, from -3 (very bad) to 3 (great). */
export const RATING_CLASSES = {
  "-3": "veryBad",
  "-2": "bad",
  "-1": "notSoGood",
  "0": "none",
  "1": "ok",
  "2": "good",
  "3": "great",
} as const;
export type TRatingClass = (typeof RATING_CLASSES)[keyof typeof RATING_CLASSES];

export function ratingClass(value: number): TRatingClass {
  const key = String(value) as keyof typeof RATING_CLASSES;
  if (!(key in RATING_CLASSES)) throw new RangeError(`A rating is -3 to 3, not ${value}.`);
  return RATING_CLASSES[key];
}

/**
 * A red-to-green scale for the seven values (very bad … great). Each value's number is written in
 * white on its colour, so every colour keeps a contrast of at least 4.5:1 with white (WCAG AA).
 */
export const RATING_COLORS: Record<number, string> = {
  [-3]: "#b91c1c",
  [-2]: "#c2410c",
  [-1]: "#b45309",
  0: "#4b5563",
  1: "#4d7c0f",
  2: "#15803d",
  3: "#14532d",
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Count per value (-3 … 3, zeros included), average (two decimals) and per month, of ratings in a date range. */
export function ratingStatistics(rows: readonly { date: string; value: number }[], range: { start: string; end: string }) {
  const inRange = rows.filter((r) => r.date >= range.start && r.date <= range.end);
  const counts = [-3, -2, -1, 0, 1, 2, 3].map((value) => ({ value, count: inRange.filter((r) => r.value === value).length }));
  const sum = inRange.reduce((s, r) => s + r.value, 0);
  const byMonth = new Map<string, { count: number; sum: number }>();
  for (const month of monthsBetween(range.start, range.end)) byMonth.set(month, { count: 0, sum: 0 });
  for (const r of inRange) {
    const m = byMonth.get(r.date.slice(0, 7));
    if (m) {
      m.count += 1;
      m.sum += r.value;
    }
  }
  return {
    start: range.start,
    end: range.end,
    count: inRange.length,
    average: inRange.length ? round2(sum / inRange.length) : null,
    counts,
    months: [...byMonth].map(([month, m]) => ({ month, count: m.count, average: m.count ? round2(m.sum / m.count) : null })),
  };
}

/** "YYYY-MM" of every month from start's to end's, inclusive. */
export function monthsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = start.split("-").map(Number);
  const [ey, em] = end.split("-").map(Number);
  while (y < ey || (y === ey && m <= em)) {
    out.push(`${y}-${String(m).padStart(2, "0")}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

// ——— The month grid of the date picker (weeks start on Monday) ———
/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The same day `months` later, kept inside the target month (31 January + 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** The weeks (Monday to Sunday) that show a month: whole weeks, days of the months around included. */
export function monthGrid(month: string): string[][] {
  const first = `${month.slice(0, 7)}-01`;
  const start = addDays(first, 1 - isoWeekday(first));
  const nextMonth = addMonths(first, 1);
  const weeks: string[][] = [];
  for (let monday = start; monday < nextMonth; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  }
  return weeks;
}

/** Monday to Friday from `from` to `to` inclusive (at most a year of them). */
export function weekdaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 262; d = addDays(d, 1)) if (!isWeekend(d)) out.push(d);
  return out;
}

/** "HH:mm" plus minutes, kept within the day (at most 23:55). */
export function addMinutes(time: string, minutes: number): string {
  const total = Math.min(23 * 60 + 55, Math.max(0, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes));
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** Sorted dates as runs of consecutive days: one range per run (the analysis reads ranges). */
export function dateRuns(dates: readonly string[]): { from: string; to: string }[] {
  const sorted = [...new Set(dates)].sort();
  const runs: { from: string; to: string }[] = [];
  for (const d of sorted) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === d) last.to = d;
    else runs.push({ from: d, to: d });
  }
  return runs;
}
