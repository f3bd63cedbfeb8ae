// Pure rules of the program family: SMART goal results, planned against delivered,
// and the annual administrative conference's agreed figures against the actual ones. No db, no clock.

/**
 * programEvaluation, "Were the goals met?": a goal is met when its result reaches the
 * target in the goal's direction. Baseline → target may go up (attendance 88 → 92: met at 92 or
 * more) or down (referrals 40 → 25: met at 25 or less). Without a baseline the direction is "up"
 * (the target is a floor). A goal with no target or no result is not decided: null.
 */
export function goalMet(g: { baseline: number | null; target: number | null; result: number | null }): boolean | null {
  if (g.target === null || g.result === null) return null;
  const down = g.baseline !== null && g.target < g.baseline;
  return down ? g.result <= g.target : g.result >= g.target;
}

/**
 * Progress from baseline toward target, as a whole percent of the way (0 at the baseline, 100 at the
 * target, above 100 past it, negative when it moved away). Null without baseline, target or result,
 * or when baseline and target are equal (no way to go).
 */
export function goalProgressPercent(g: { baseline: number | null; target: number | null; result: number | null }): number | null {
  if (g.baseline === null || g.target === null || g.result === null || g.target === g.baseline) return null;
  return Math.round(((g.result - g.baseline) / (g.target - g.baseline)) * 100);
}

/**
 * A goal result's date is a real date not before the goal's baseline date. Answers the problem, or null.
 */
export function resultDateProblem(resultDate: string | null, dateBaseline: string | null): "beforeBaseline" | null {
  if (!resultDate || !dateBaseline) return null;
  return resultDate < dateBaseline ? "beforeBaseline" : null;
}

/**
 * reportAdmin, agreed against actual, "on track?":
 * - caseload: on track when the actual caseload is at most the agreed one (more students than agreed is
 *   the thing to raise at the conference);
 * - D+I %: on track when the actual share reaches the agreed one;
 * - non-counseling hours: on track when there are none (N = 0);
 * - goals: on track when every agreed goal is met.
 * Null when there is nothing agreed to compare with.
 */
export function adminOnTrack(item: "caseload" | "directIndirect" | "nonCounseling" | "goals", agreed: number | null, actual: number): boolean | null {
  if (item === "nonCounseling") return actual === 0;
  if (agreed === null) return null;
  if (item === "caseload") return actual <= agreed;
  return actual >= agreed;
}

/** Planned vs delivered: delivered as a whole percent of planned (null when nothing was planned). */
export function deliveredPercent(planned: number, delivered: number): number | null {
  if (planned <= 0) return null;
  return Math.round((delivered / planned) * 100);
}

/**
 * Collapses an event series into one line: its dates in order, shown as "first – last (n)" when
 * more than three, else each date (the annual calendar shows a series as one line).
 */
export function seriesDates(dates: readonly string[]): { first: string; last: string; count: number } {
  const sorted = [...dates].sort();
  return { first: sorted[0] ?? "", last: sorted[sorted.length - 1] ?? "", count: sorted.length };
}
