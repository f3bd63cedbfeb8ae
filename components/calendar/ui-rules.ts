import { formatInTimeZone } from "date-fns-tz";
import { addDays, endOf, formatHm, MIN_DURATION, MINUTES_PER_DAY, parseHm } from "@/lib/calendar/rules";
import { safeTimeZone } from "@/lib/users/rules";

// Pure rules of the calendar page: the 12-hour time picker, what a drag on the grid means, the
// hours the day view shows and the colours of the events. No React, no clock (it is passed in).

export type TMeridiem = "AM" | "PM";
export type T12h = { hour: number; minute: number; meridiem: TMeridiem };

/** A new event starts at 10:00; the picker steps 5 minutes. */
export const DEFAULT_EVENT_TIME = "10:00";
export const MINUTE_STEP = 5;
/** What a click (or the keyboard's "New event") proposes when no range was dragged. */
export const DEFAULT_DURATION = 30;
/** The day view shows these hours at least, whatever the periods; it scrolls to the school day. */
export const EARLIEST_VISIBLE = "06:00";
export const LATEST_VISIBLE = "20:00";
/** A new repeat runs four weeks unless the counselor picks another end. */
export const DEFAULT_REPEAT_DAYS = 28;

export const HOUR_OPTIONS: readonly number[] = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** The minutes the picker offers: 0, 5, … 55 for a 5-minute step (steps 5 to 60). */
export function minuteOptions(step = MINUTE_STEP): number[] {
  const s = Math.min(60, Math.max(5, Math.floor(step)));
  const out: number[] = [];
  for (let m = 0; m < 60; m += s) out.push(m);
  return out;
}

/** A 24-hour 'HH:mm' as the 12-hour picker shows it (00:xx is 12 AM, 12:xx is 12 PM). Invalid → the default 10:00. */
export function to12h(hm: string): T12h {
  const total = parseHm(hm) ?? (parseHm(DEFAULT_EVENT_TIME) as number);
  const h24 = Math.floor(total / 60);
  return { hour: h24 % 12 === 0 ? 12 : h24 % 12, minute: total % 60, meridiem: h24 < 12 ? "AM" : "PM" };
}

/** The 24-hour 'HH:mm' of the picker's hour (1-12), minute and AM/PM. */
export function to24h({ hour, minute, meridiem }: T12h): string {
  const h = (hour % 12) + (meridiem === "PM" ? 12 : 0);
  return formatHm(h * 60 + minute);
}

/** The minutes snapped to the picker's step (a time the picker can show). */
export function snapMinutes(minutes: number, step = MINUTE_STEP): number {
  return Math.round(minutes / step) * step;
}

/** The 'HH:mm' the picker can show that is nearest to a time ('HH:mm' or 'HH:mm:ss'). */
export function snapTime(hm: string, step = MINUTE_STEP): string {
  const total = parseHm(hm);
  if (total === null) return DEFAULT_EVENT_TIME;
  return formatHm(Math.min(snapMinutes(total, step), MINUTES_PER_DAY - step));
}

/** A duration an event may have: whole 5-minute steps from 5 minutes to 24 hours. */
export function clampDuration(minutes: number): number {
  if (!Number.isFinite(minutes)) return DEFAULT_DURATION;
  return Math.min(MINUTES_PER_DAY, Math.max(MIN_DURATION, snapMinutes(minutes)));
}

/** Splits an ISO date-time of the calendar's floating clock ("2026-03-02T14:30:00Z", "2026-03-02") into a date and 'HH:mm'. */
export function splitIso(iso: string): { date: string; time: string | null } {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(iso);
  if (!m) throw new Error(`Not an ISO date: ${iso}`);
  return { date: m[1], time: m[2] ?? null };
}

function minutesBetween(startIso: string, endIso: string): number {
  const a = splitIso(startIso);
  const b = splitIso(endIso);
  const days = (Date.parse(`${b.date}T00:00:00Z`) - Date.parse(`${a.date}T00:00:00Z`)) / 86_400_000;
  return days * MINUTES_PER_DAY + (parseHm(b.time ?? "00:00") as number) - (parseHm(a.time ?? "00:00") as number);
}

export type TDraftTime = { date: string; time: string; duration: number };

/**
 * What a drag on the grid proposes: on the time grid its start and length; on the month grid
 * (whole days) the first day at 10:00 with the default length.
 */
export function selectionToDraft(sel: { start: string; end: string; allDay: boolean }): TDraftTime {
  const start = splitIso(sel.start);
  if (sel.allDay || start.time === null) return { date: start.date, time: DEFAULT_EVENT_TIME, duration: DEFAULT_DURATION };
  return { date: start.date, time: snapTime(start.time), duration: clampDuration(minutesBetween(sel.start, sel.end)) };
}

/**
 * The new date, time and length of an event dropped or resized on the grid. A drop on the month
 * grid (whole days) keeps the old time and length.
 */
export function movedTimes(moved: { start: string; end: string | null; allDay: boolean }, before: { time: string; duration: number }): TDraftTime {
  const start = splitIso(moved.start);
  if (moved.allDay || start.time === null) return { date: start.date, time: before.time, duration: before.duration };
  const duration = moved.end ? clampDuration(minutesBetween(moved.start, moved.end)) : before.duration;
  return { date: start.date, time: start.time, duration };
}

/** FullCalendar's start and end of an event (floating local times, no zone). */
export function eventSpan(e: { date: string; time: string; duration: number }): { start: string; end: string } {
  const end = endOf(e.date, e.time, e.duration);
  return { start: `${e.date}T${e.time.slice(0, 5)}:00`, end: `${end.date}T${end.time}:00` };
}

/** The inclusive date range of events to load for a view whose end FullCalendar gives exclusive. */
export function fetchRange(startIso: string, endIsoExclusive: string): { start: string; end: string } {
  const start = splitIso(startIso).date;
  const end = splitIso(endIsoExclusive);
  // An end at midnight excludes that day; an end inside a day includes it.
  const last = end.time === null || end.time === "00:00" ? addDays(end.date, -1) : end.date;
  return { start, end: last < start ? start : last };
}

export type THours = { slotMinTime: string; slotMaxTime: string; scrollTime: string };

/**
 * The hours of the time grid: the school day's periods (08:00-16:00 by default) within at least
 * 06:00-20:00, widened to midnight when an event of the range starts earlier or ends later. The
 * grid opens scrolled to the first period.
 */
export function visibleHours(periods: readonly { start: string; end: string }[], events: readonly { time: string; duration: number }[] = []): THours {
  const starts = periods.map((p) => parseHm(p.start)).filter((m): m is number => m !== null);
  const ends = periods.map((p) => parseHm(p.end)).filter((m): m is number => m !== null);
  const dayStart = starts.length > 0 ? Math.min(...starts) : (parseHm("08:00") as number);
  let min = Math.min(parseHm(EARLIEST_VISIBLE) as number, dayStart);
  let max = Math.max(parseHm(LATEST_VISIBLE) as number, ...ends);
  for (const e of events) {
    const s = parseHm(e.time);
    if (s === null) continue;
    if (s < min) min = 0;
    if (s + e.duration > max) max = MINUTES_PER_DAY;
  }
  const hour = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}:00`;
  // The grid's bounds fall on whole hours.
  return { slotMinTime: hour(Math.floor(min / 60) * 60), slotMaxTime: hour(Math.ceil(max / 60) * 60), scrollTime: hour(dayStart) };
}

/** The periods as FullCalendar business hours on school days (Monday-Friday). */
export function periodsAsBusinessHours(periods: readonly { start: string; end: string }[]): { daysOfWeek: number[]; startTime: string; endTime: string }[] {
  return periods.map((p) => ({ daysOfWeek: [1, 2, 3, 4, 5], startTime: p.start.slice(0, 5), endTime: p.end.slice(0, 5) }));
}

/** The relative luminance of a colour #rrggbb (WCAG 2), or null for anything else. */
function luminanceOf(hex: string | null): number | null {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? "");
  if (!m) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => {
    const c = parseInt(x, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours #rrggbb (1 to 21); 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminanceOf(a), luminanceOf(b)];
  if (la === null || lb === null) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const TEXT_COLORS = ["#ffffff", "#0f172a", "#000000"] as const;

/**
 * The text colour for a category colour (#rrggbb): white, else dark slate, else black, the first
 * that reaches the 4.5:1 of WCAG AA. Mid-tones (e.g. #0284c7) reach it only with black.
 */
export function textColorOn(hex: string | null): string {
  if (hex === null || luminanceOf(hex) === null) return "#ffffff";
  return TEXT_COLORS.find((t) => contrastRatio(hex, t) >= 4.5) ?? "#000000";
}

/** The number of students: male + female when both are given, otherwise what was typed. */
export function studentsCount(students: number | null, male: number | null, female: number | null): number | null {
  if (male !== null && female !== null) return male + female;
  return students;
}

/** Reads a whole number from an input ("" → null). */
export function parseCount(value: string): number | null {
  const v = value.trim();
  if (!/^\d+$/.test(v)) return null;
  return Number(v);
}

/** The wall-clock time of the calendar's owner as a floating ISO string, for the "now" line and today. */
export function wallClockNow(timeZone: string, now: Date): string {
  return formatInTimeZone(now, safeTimeZone(timeZone), "yyyy-MM-dd'T'HH:mm:ss");
}

/** The default end of a new repeat: four weeks after the event's date. */
export function defaultRepeatUntil(date: string): string {
  return addDays(date, DEFAULT_REPEAT_DAYS);
}

/** The views of the page, and FullCalendar's names for them. */
export const VIEWS = { month: "dayGridMonth", week: "timeGridWeek", day: "timeGridDay", list: "listWeek" } as const;
export type TViewKey = keyof typeof VIEWS;

export function viewKeyOf(fcView: string): TViewKey {
  const hit = (Object.keys(VIEWS) as TViewKey[]).find((k) => VIEWS[k] === fcView);
  return hit ?? "week";
}
