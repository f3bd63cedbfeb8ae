/** The weekly free live training runs in US Eastern time, whatever the visitor's zone. */
export const TRAINING_ZONE = "America/New_York";
/** ISO weekday of the session (Wednesday) and its wall-clock start and length. */
export const SESSION_WEEKDAY = 3;
export const SESSION_START = "15:00";
export const SESSION_MINUTES = 60;

const at = (h: number, m: number) => (h * 60 + m) * 60; // seconds since midnight
const JOIN_FROM = at(14, 45);
const JOIN_UNTIL = at(15, 36);
const BANNER_UNTIL = at(16, 1);
const TOP_NAV_WINDOWS: readonly (readonly [number, number])[] = [
  [at(10, 45), at(11, 45)],
  [at(14, 45), at(15, 45)],
];

export type TTrainingPhase =
  /** Monday, Tuesday and Wednesday before 14:45: count down to Wednesday 15:00. */
  | "countdown"
  /** Wednesday 14:45 up to 15:36: 'Join Live Tutorial now!'. */
  | "joinNow"
  /** Wednesday 15:36 up to 16:01: the session runs, joining is over; the next one is next Wednesday. */
  | "inProgress"
  /** Wednesday from 16:01 to midnight: the banner is off; the next session is in 7 days. */
  | "afterSession"
  /** Thursday to Sunday: days remaining until Wednesday (6, 5, 4, 3). */
  | "daysRemaining";

export type TCountdown = { days: number; hours: number; minutes: number; seconds: number };

export type TLiveTrainingState = {
  phase: TTrainingPhase;
  /** The session the state refers to (UTC instant of a Wednesday 15:00 Eastern). */
  nextSession: Date;
  /** Its calendar date in Eastern time, YYYY-MM-DD (shown MM/DD/YY). */
  nextSessionDate: string;
  /** Whole seconds until nextSession starts; 0 once it has started. */
  secondsUntilStart: number;
  countdown: TCountdown;
  /** Calendar days (Eastern) from today to the session's date: 6 on Thursday … 3 on Sunday, 0 on the day. */
  daysRemaining: number;
  bannerActive: boolean;
  topNavJoinNow: boolean;
};

/**
 * The state of the weekly free live training at `now` ("Weekly free live
 * training: Wednesday 3 PM Eastern. Monday to Wednesday by Eastern time: before 14:45 a countdown
 * from the server; 14:45 up to 15:36 'Join Live Tutorial now!'; later the next session is next
 * Wednesday. Thursday to Sunday show days remaining: 6, 5, 4, 3 (Sunday). The top-nav join-now
 * flag is on 10:45–11:45 and 14:45–15:45. The banner is active until 16:01.").
 *
 * Every boundary is computed on the Eastern wall clock of the instant, so the visitor's zone and
 * the machine's TZ play no part, and daylight-saving changes (always on a Sunday) shift the UTC
 * instant of the session but not its 3 PM Eastern start.
 *
 * Where the spec is loose, this is the reading pinned here (and in the tests):
 * - Windows include their start and exclude their end: 14:45:00 is "join now", 15:36:00 is not;
 *   the banner is active at 16:00:59 and off at 16:01:00.
 * - Only Wednesday has a session, so the "join now" text and the top-nav flag are Wednesday-only;
 *   Monday and Tuesday count down to Wednesday's session all day, not just before 14:45.
 * - Wednesday 15:36–16:01 ("later the next session is next Wednesday", banner still active) is
 *   `inProgress`: it points at next Wednesday's session.
 * - Wednesday after 16:01 is `afterSession`: banner off, next session in 7 days. Thursday 00:00
 *   starts the days-remaining count at 6.
 * - The top-nav flag uses the spec's two windows (10:45–11:45 and 14:45–15:45) on Wednesdays.
 */
export function liveTrainingState(now: Date): TLiveTrainingState {
  const { weekday, hour, minute, second: ss, date: today } = easternClock(now);
  const second = at(hour, minute) + ss;
  const isSessionDay = weekday === SESSION_WEEKDAY;

  let phase: TTrainingPhase;
  if (weekday < SESSION_WEEKDAY || (isSessionDay && second < JOIN_FROM)) phase = "countdown";
  else if (isSessionDay && second < JOIN_UNTIL) phase = "joinNow";
  else if (isSessionDay && second < BANNER_UNTIL) phase = "inProgress";
  else if (isSessionDay) phase = "afterSession";
  else phase = "daysRemaining";

  const pointsAtToday = phase === "countdown" || phase === "joinNow";
  const daysRemaining = isSessionDay ? (pointsAtToday ? 0 : 7) : (SESSION_WEEKDAY - weekday + 7) % 7;
  const nextSessionDate = addDaysIso(today, daysRemaining);
  const nextSession = easternInstant(nextSessionDate, SESSION_START);
  const secondsUntilStart = Math.max(0, Math.floor((nextSession.getTime() - now.getTime()) / 1000));

  return {
    phase,
    nextSession,
    nextSessionDate,
    secondsUntilStart,
    countdown: splitSeconds(secondsUntilStart),
    daysRemaining,
    bannerActive: phase !== "afterSession",
    topNavJoinNow: isSessionDay && TOP_NAV_WINDOWS.some(([from, until]) => second >= from && second < until),
  };
}

/** Seconds as days, hours, minutes and seconds. */
export function splitSeconds(total: number): TCountdown {
  const s = Math.max(0, Math.floor(total));
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3_600), minutes: Math.floor((s % 3_600) / 60), seconds: s % 60 };
}

/**
 * The text GET /getServerTime answers: the time until the start, e.g. "2 days 3 hours 4 minutes".
 * Leading zero units are left out ("3 hours 4 minutes", "15 minutes"); a started session is "0 minutes".
 */
export function countdownText(secondsUntilStart: number): string {
  const { days, hours, minutes } = splitSeconds(secondsUntilStart);
  const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  const parts: string[] = [];
  if (days > 0) parts.push(unit(days, "day"));
  if (days > 0 || hours > 0) parts.push(unit(hours, "hour"));
  parts.push(unit(minutes, "minute"));
  return parts.join(" ");
}

// Calendar arithmetic on a YYYY-MM-DD date, free of any time zone.
function addDaysIso(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// The Eastern wall clock with the platform's Intl (no time-zone library: this runs in the browser
// on the home page). hourCycle h23 keeps midnight "00", never "24".
let eastern: Intl.DateTimeFormat | undefined;
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The Eastern wall clock of an instant: ISO weekday (1 = Monday), hour, minute, second and its date YYYY-MM-DD. */
export function easternClock(instant: Date): { weekday: number; hour: number; minute: number; second: number; date: string } {
  eastern ??= new Intl.DateTimeFormat("en-US", {
    timeZone: TRAINING_ZONE,
    hourCycle: "h23",
    weekday: "short",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const p: Record<string, string> = {};
  for (const { type, value } of eastern.formatToParts(instant)) p[type] = value;
  return { weekday: WEEKDAYS[p.weekday], hour: Number(p.hour) % 24, minute: Number(p.minute), second: Number(p.second), date: `${p.year}-${p.month}-${p.day}` };
}

/**
 * The instant of an Eastern wall-clock time on a date (YYYY-MM-DD, HH:MM). The zone's offset is read
 * at a first guess and read again at the result, which settles it on either side of a
 * daylight-saving change (the session's 15:00 is never inside one: they happen at 2 AM on Sundays).
 */
export function easternInstant(isoDate: string, hhmm: string): Date {
  const [y, m, d] = isoDate.split("-").map(Number);
  const [h, min] = hhmm.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  const offset = (t: number) => {
    const c = easternClock(new Date(t));
    const [cy, cm, cd] = c.date.split("-").map(Number);
    return Date.UTC(cy, cm - 1, cd, c.hour, c.minute, c.second) - t;
  };
  const guess = wall - offset(wall);
  return new Date(wall - offset(guess));
}
