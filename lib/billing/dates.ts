// Pure licence-period dates for quoting. Every date is a calendar date
// 'YYYY-MM-DD'; "today" is always passed in, and all arithmetic is in UTC so no time zone or
// daylight-saving change can shift a day. Runs in the browser as well as on the server.

import { formatDocumentDate } from "@/lib/i18n/format";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Milliseconds since the epoch of a calendar date at UTC midnight; NaN when malformed or impossible (2027-02-30). */
function utcMs(iso: string): number {
  const m = ISO_DATE.exec(iso);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return Number.NaN;
  return ms;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(iso: string): boolean {
  return Number.isFinite(utcMs(iso));
}

/** Days from a to b, the end not counted: 2026-08-01 → 2027-07-31 is 364. NaN for a malformed date. */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMs(b) - utcMs(a)) / DAY_MS);
}

/**
 * "Years billed Y = round(((days from start to end − 5) / 365) + 0.5), at least 1: a partial first
 * year is billed as a whole year" (rule 3). NaN for a malformed date.
 */
export function yearsBilled(start: string, end: string): number {
  const days = daysBetween(start, end);
  if (!Number.isFinite(days)) return Number.NaN;
  return Math.max(1, Math.round((days - 5) / 365 + 0.5));
}

/** "Span in years S = days / 365" (rule 3). NaN for a malformed date. */
export function spanYears(start: string, end: string): number {
  return daysBetween(start, end) / 365;
}

/** The year of 1 August that starts the licence year containing a date (1 August – 31 July). */
export function licenceYearOf(iso: string): number {
  const [y, m] = iso.split("-").map(Number);
  return m >= 8 ? y : y - 1;
}

/** The same calendar day `years` later; 29 February falls back to 28 February. */
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  const year = y + years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, lastDay))}`;
}

/** The calendar date `days` later (earlier when negative); "" for a malformed date. */
export function addDays(iso: string, days: number): string {
  const ms = utcMs(iso);
  if (!Number.isFinite(ms)) return "";
  const d = new Date(ms + days * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * "Start choices: today, or 1 August of the current or next licence year" (rule 2), without
 * repeats, plus the renewal start of a licence that still runs (see renewalStart).
 */
export function startChoices(today: string, renewal?: string | null): string[] {
  const ly = licenceYearOf(today);
  return [...new Set([today, `${ly}-08-01`, `${ly + 1}-08-01`, ...(renewal ? [renewal] : [])])];
}

/**
 * "A renewal starts the day after the current licence ends" (the quote page's ?date=
 * rule): for a paid licence (AppID 1 or 2) that runs today or later, the day after its expiry, so
 * no month already paid for is billed again; a trial, an expired licence or a visitor starts today.
 * A licence that runs past every end choice (rule 2) cannot be renewed yet: today.
 */
export function renewalStart(today: string, holder: { appId: number; expires: string | null } | null): string {
  if (!holder || holder.appId === 0 || !holder.expires || !isIsoDate(holder.expires) || holder.expires < today) return today;
  const next = addDays(holder.expires, 1);
  return endChoices(next, today).length > 0 ? next : today;
}

/**
 * "End choices: 31 July of each of the next five licence years, filtered to after the start" (rule 2).
 * The five are counted from today's licence year: on 2026-11-22 they are 2027-07-31 … 2031-07-31.
 */
export function endChoices(start: string, today: string): string[] {
  const ly = licenceYearOf(today);
  const ends = Array.from({ length: 5 }, (_, i) => `${ly + 1 + i}-07-31`);
  // ISO dates compare correctly as strings.
  return ends.filter((end) => end > start);
}

/**
 * "If start equals end, the end moves one year later", and "the first one [is] chosen if the
 * current end is no longer offered" (rule 2). With nothing offered the end is left as it is.
 */
export function normalizeEnd(start: string, end: string, choices: string[]): string {
  const moved = end === start ? addYears(end, 1) : end;
  if (choices.length === 0 || choices.includes(moved)) return moved;
  return choices[0];
}

/** MM/DD/YY, the date format of the quote and invoice; "" for a malformed date. */
export function formatUsDate(iso: string): string {
  return isIsoDate(iso) ? formatDocumentDate(iso) : "";
}
