import type { TScheduleFrequency } from "@/db/schema/schedules";

// Pure rules of the master schedule: which dates an item falls on. No database, no clock.

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, "0");

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function isoWeekday(date: string): number {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export type TScheduleRule = { frequency: TScheduleFrequency; weekday: number | null; dayOfMonth: number | null; month: number | null };

/**
 * The dates of an item from `from` to `to` (inclusive), leaving out the days the school is closed.
 * Weekly: every chosen weekday. Monthly: the chosen day of each month; a day the month lacks (the
 * 31st in April) falls on the month's last day. Yearly: the chosen month and day (29 February on
 * the 28th in other years).
 */
export function scheduleDates(rule: TScheduleRule, from: string, to: string, closed: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  if (to < from) return out;
  if (rule.frequency === "weekly") {
    if (!rule.weekday) return out;
    let d = addDays(from, (rule.weekday - isoWeekday(from) + 7) % 7);
    for (; d <= to; d = addDays(d, 7)) if (!closed.has(d)) out.push(d);
    return out;
  }
  if (!rule.dayOfMonth) return out;
  const [fy, fm] = from.split("-").map(Number);
  for (let y = fy, m = fm; `${y}-${pad(m)}-01` <= to; m === 12 ? ((m = 1), y++) : m++) {
    if (rule.frequency === "yearly" && m !== rule.month) continue;
    const d = `${y}-${pad(m)}-${pad(Math.min(rule.dayOfMonth, daysInMonth(y, m)))}`;
    if (d >= from && d <= to && !closed.has(d)) out.push(d);
  }
  return out;
}

/** The range an item is put on the calendar for: its own dates, from today, within the school year. */
export function pushRange(item: { startDate: string; endDate: string }, today: string, schoolYear: { from: string; to: string }): { from: string; to: string } {
  const from = [item.startDate, today, schoolYear.from].sort().at(-1) as string;
  const to = [item.endDate, schoolYear.to].sort()[0];
  return { from, to };
}
