// The principal's one-page report: the pure rules
// behind its sentences. Hours become school days (÷ the school-day length from the counselor's
// periods, 8 h by default) and student contacts not made (hours × students per direct hour); the
// hours to move reach the district's target; the top 3 outcomes and the pre-filled request.
// No database, no clock: the figures come in, whole numbers go out.

import { roundPercents } from "@/lib/analysis/rules";
import { changePercent } from "@/lib/surveys/rules";
import type { TCount } from "./cells";

export const DEFAULT_SCHOOL_DAY_MINUTES = 8 * 60;

/** "HH:MM" or "HH:MM:SS" as minutes after midnight; NaN when it is neither. */
function minutesOfTime(value: string): number {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/**
 * The length of the counselor's school day from their periods: from the first period's start to
 * the last period's end. No periods (or none that make sense): 8 h.
 */
export function schoolDayMinutes(periods: readonly { start: string; end: string }[]): number {
  const starts = periods.map((p) => minutesOfTime(p.start)).filter(Number.isFinite);
  const ends = periods.map((p) => minutesOfTime(p.end)).filter(Number.isFinite);
  if (starts.length === 0 || ends.length === 0) return DEFAULT_SCHOOL_DAY_MINUTES;
  const span = Math.max(...ends) - Math.min(...starts);
  return span > 0 ? span : DEFAULT_SCHOOL_DAY_MINUTES;
}

/** Whole hours of a number of minutes. */
export function wholeHours(minutes: number): number {
  return Math.round(minutes / 60);
}

/** "These 96 h are 12 school days": hours ÷ the school-day length, a whole number. */
export function schoolDaysOf(minutes: number, dayMinutes: number = DEFAULT_SCHOOL_DAY_MINUTES): number {
  if (!(dayMinutes > 0)) return 0;
  return Math.round(minutes / dayMinutes);
}

/** Students per hour of direct services (0 when no direct time was recorded). */
export function studentsPerDirectHour(directStudents: number, directMinutes: number): number {
  return directMinutes > 0 ? (directStudents * 60) / directMinutes : 0;
}

/** "…about 400 student contacts not made": the duty hours × students per direct hour, a whole number. */
export function contactsNotMade(dutyMinutes: number, perDirectHour: number): number {
  return Math.round((dutyMinutes / 60) * perDirectHour);
}

/**
 * "Moving 38 h from duties to students reaches 80 %": max(0, target × total − (D + I)) in hours,
 * rounded up to the whole hour (so that moving that many hours does reach the target).
 */
export function hoursToMove(targetPercent: number, totalMinutes: number, directIndirectMinutes: number): number {
  const minutes = (targetPercent / 100) * totalMinutes - directIndirectMinutes;
  return minutes > 0 ? Math.ceil(minutes / 60 - 1e-9) : 0;
}

// ——— Top 3 outcomes ———

export type TGoalFigure = { id: number; name: string; baseline: number; target: number; result: number; ctg: boolean };
/** pre and post: the exact averages of the answers (the sentence shows them with one decimal). */
export type TLessonFigure = { name: string; grades: string; deliveries: number; students: number; pre: number; post: number };
/** A reach figure: its counts of students may be withheld ("<5", "—") once they leave the counselor (./cells.ts). */
export type TReachFigure = { key: "studentsSeen" | "lessonsTaught" | "directHours"; value: TCount; extra?: TCount };

export type TOutcome = { kind: "goal"; met: boolean; progress: number; goal: TGoalFigure } | { kind: "lesson"; change: number; lesson: TLessonFigure } | { kind: "reach"; reach: TReachFigure };

/** A lesson result is reported only from this many students on (n ≥ 10). */
export const MIN_LESSON_N = 10;

/** Whether a goal's result reaches its target (a goal to lower a figure, such as absences, is met at or below it). */
export function goalMet(g: Pick<TGoalFigure, "baseline" | "target" | "result">): boolean {
  return g.target >= g.baseline ? g.result >= g.target : g.result <= g.target;
}

/** The share of the way from baseline to target the result went (1 = reached; negative = moved away). */
export function goalProgress(g: Pick<TGoalFigure, "baseline" | "target" | "result">): number {
  const way = g.target - g.baseline;
  if (way === 0) return g.result === g.target ? 1 : 0;
  return (g.result - g.baseline) / way;
}

/**
 * A lesson's pre→post change in percent of the pre average (the survey engine's changePercent), rounded
 * once to a whole number: 2.1 → 3.4 is +62. pre and post are the exact averages, never rounded ones.
 */
export function lessonChange(pre: number, post: number): number {
  return Math.round(changePercent(pre, post) ?? 0);
}

/**
 * The order: "met SMART goals first, then the largest progress toward target, with CTG labelled.
 * Then lesson results with n ≥ 10, by largest pre→post change." Goals that moved away from their
 * target and lessons that did not improve are not outcomes to show. With no measured outcome, the
 * top 3 reach figures (reachOnly: the page says so).
 */
export function topOutcomes(goals: readonly TGoalFigure[], lessons: readonly TLessonFigure[], reach: readonly TReachFigure[]): { outcomes: TOutcome[]; reachOnly: boolean } {
  const goalOutcomes: TOutcome[] = goals
    .map((goal) => ({ kind: "goal" as const, met: goalMet(goal), progress: goalProgress(goal), goal }))
    .filter((o) => o.met || o.progress > 0)
    .sort((a, b) => Number(b.met) - Number(a.met) || b.progress - a.progress || Number(b.goal.ctg) - Number(a.goal.ctg) || a.goal.id - b.goal.id);
  const lessonOutcomes: TOutcome[] = lessons
    .filter((l) => l.students >= MIN_LESSON_N && l.pre > 0)
    .map((lesson) => ({ kind: "lesson" as const, change: lessonChange(lesson.pre, lesson.post), lesson }))
    .filter((o) => o.change > 0)
    .sort((a, b) => b.change - a.change || b.lesson.students - a.lesson.students || a.lesson.name.localeCompare(b.lesson.name));
  const measured = [...goalOutcomes, ...lessonOutcomes].slice(0, 3);
  if (measured.length > 0) return { outcomes: measured, reachOnly: false };
  return { outcomes: reach.slice(0, 3).map((r) => ({ kind: "reach" as const, reach: r })), reachOnly: true };
}

// ——— The request ———

export type TDuty = { name: string; minutes: number };

/** The largest non-counseling duty (the first listed among equals), or null when there was none. */
export function largestDuty(duties: readonly TDuty[]): TDuty | null {
  let best: TDuty | null = null;
  for (const d of duties) if (d.minutes > 0 && (!best || d.minutes > best.minutes)) best = d;
  return best;
}

/**
 * When the request asks for the change: "this spring" while semester 2 is still ahead (a period
 * that ends from August to December), else "next school year".
 */
export function requestWhen(periodEnd: string): "spring" | "nextYear" {
  const month = Number(periodEnd.slice(5, 7));
  return month >= 8 ? "spring" : "nextYear";
}

/** The D/I/S/N shares of the 100 % bar as whole percents that add up to 100 (largest remainder). */
export function barShares(minutes: { D: number; I: number; S: number; N: number }): { D: number; I: number; S: number; N: number } {
  const [D, I, S, N] = roundPercents([minutes.D, minutes.I, minutes.S, minutes.N]);
  return { D, I, S, N };
}
