import { todayIn, safeTimeZone } from "@/lib/users/rules";

// Rules of the university course sessions and their grades: session dates, and each assignment
// graded on the rubric's levels.

/** A stored date '0000-00-00' is treated as today. */
export const ZERO_DATE = "0000-00-00";

/**
 * A session date from a form or a call: '0000-00-00' (or nothing) is today in the user's time zone
 * (users.timezone; an unknown zone falls back to the app's default); any other value is kept as sent.
 */
export function resolveSessionDate(value: string | null | undefined, timeZone: string | null | undefined, now: Date): string {
  const v = (value ?? "").trim();
  return v === "" || v === ZERO_DATE ? todayIn(safeTimeZone(timeZone), now) : v;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/**
 * The grade levels. An assignment has four labels (L1-L4) and five points (L1-L5,
 * default 0, 19, 23, 25, 0). Level 5 has points but no label of its own: it is work graded beyond
 * level 4 — extra credit. The grade earns the L5 points (0 until the university or the assignment
 * sets them); the points possible stay the best of L1-L4, so extra credit can take a student past them.
 */
export const GRADE_LEVELS = [1, 2, 3, 4, 5] as const;
export type TGradeLevel = (typeof GRADE_LEVELS)[number];
export const EXTRA_CREDIT_LEVEL = 5;

export type TAssignmentScale = { l1: string; l2: string; l3: string; l4: string; l1Points: number; l2Points: number; l3Points: number; l4Points: number; l5Points: number };

/** The points of a level on an assignment's scale (stored on the grade when it is given). */
export function pointsOfLevel(a: TAssignmentScale, level: number): number {
  return [a.l1Points, a.l2Points, a.l3Points, a.l4Points, a.l5Points][level - 1] ?? 0;
}

/** The label of a level: L1-L4 the assignment's own words; L5 has none (null: the page says "Beyond level 4 (extra credit)"). */
export function labelOfLevel(a: TAssignmentScale, level: number): string | null {
  return [a.l1, a.l2, a.l3, a.l4][level - 1] ?? null;
}

/** The most an assignment gives: its best level among L1-L4. */
export function maxPoints(a: TAssignmentScale): number {
  return Math.max(a.l1Points, a.l2Points, a.l3Points, a.l4Points);
}

/**
 * A student's total: the points of their grades (extra credit included), and the points possible —
 * the best of L1-L4 of every assignment of the course (graded or not).
 */
export function gradeTotals(
  assignments: readonly (TAssignmentScale & { id: number })[],
  grades: readonly { assignmentId: number; level: number; points: number }[],
): { points: number; possible: number; graded: number } {
  const ids = new Set(assignments.map((a) => a.id));
  const counted = grades.filter((g) => ids.has(g.assignmentId));
  return {
    points: counted.reduce((sum, g) => sum + g.points, 0),
    possible: assignments.reduce((sum, a) => sum + maxPoints(a), 0),
    graded: counted.length,
  };
}

/** Minutes as hours with one decimal (what the session pages show). */
export function hoursOf(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}
