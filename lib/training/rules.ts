import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

/** The weekly free live training runs in US Eastern time, whatever the visitor's zone (spec 1 section 9). */
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
 * The state of the weekly free live training at `now` (spec 1 section 9: "Weekly free live
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
  const [isoDay, hh, mm, ss, today] = formatInTimeZone(now, TRAINING_ZONE, "i HH mm ss yyyy-MM-dd").split(" ");
  const weekday = Number(isoDay);
  const second = at(Number(hh), Number(mm)) + Number(ss);
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
  const nextSession = fromZonedTime(`${nextSessionDate}T${SESSION_START}:00`, TRAINING_ZONE);
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
