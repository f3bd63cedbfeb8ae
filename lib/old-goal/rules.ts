// The old goal form's pure rules: the planned share of a counselor's time in each
// group of the 3rd-edition (2012) ASCA model, in percent. No database, no Next, no clock.

/**
 * cc: school counseling core curriculum; isp: individual student planning; rs: responsive services
 * (the three direct services of the 3rd edition); is: indirect student services (referrals, consultation,
 * collaboration); ppss: program planning and school support.
 */
export const OLD_GOAL_FIELDS = ["cc", "isp", "rs", "is", "ppss"] as const;
export type TOldGoalField = (typeof OLD_GOAL_FIELDS)[number];
export type TOldGoalPercents = Record<TOldGoalField, number>;

export const OLD_GOAL_TOTAL_MAX = 100;
export const OLD_GOAL_TOTAL_MESSAGE = "The five shares of time add up to more than 100%.";
/** The ASCA target of direct + indirect services (at least 80%, the district may set another). */
export const DIRECTIVE1_TARGET = 80;

/**
 * "directive1 (sum of cc, isp, rs, is), directive2 (equal to ppss)": the share of direct and
 * indirect student services, and the share of program planning and school support.
 */
export function oldGoalDirectives(p: TOldGoalPercents): { directive1: number; directive2: number } {
  return { directive1: p.cc + p.isp + p.rs + p.is, directive2: p.ppss };
}

export function oldGoalTotal(p: TOldGoalPercents): number {
  return p.cc + p.isp + p.rs + p.is + p.ppss;
}

/** The school year a date falls in, named by its first calendar year, from the year's start (YYYY-MM-DD). */
export function schoolYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}
