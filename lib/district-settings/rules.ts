// Pure rules of a district's use-of-time settings:
// the direct + indirect target, the ASCA edition whose category names the district uses, and the
// first day of semester 2. No database, no clock.

export const TARGET_MIN = 50;
export const TARGET_MAX = 100;
export const ASCA_EDITIONS = [3, 4] as const;
export type TAscaEdition = (typeof ASCA_EDITIONS)[number];

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether "MM-DD" is a day every year has: 02-29 is refused (a semester would start on a day that
 * most years lack), as are 04-31, 13-01 and the like.
 */
export function isRealMonthDay(value: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1];
}
