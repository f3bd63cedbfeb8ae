import type { TSchoolDataFigures } from "@/db/schema/program";

// Program planning's pure rules: the school-data stars the SMART goal rating reads (its part A),
// the advisory council's "at least two meetings a year", and the school year of a date.

export const STARS_MAX = 5;
export const DEFAULT_DIRECT_INDIRECT_PCT = 80;
export const ADVISORY_MEETINGS_PER_YEAR = 2;

const known = (v: unknown): boolean => typeof v === "number" && Number.isFinite(v);

/**
 * The school-data stars (0-5): one for each of the five parts of the school data summary that holds
 * figures — enrolment and caseload, subgroups (at least two figures), attendance, behaviour, achievement.
 */
export function schoolDataStars(d: TSchoolDataFigures, caseload: number | null): number {
  const parts = [
    known(d.enrollment) && known(caseload),
    [d.freeReducedLunchPct, d.englishLearnersPct, d.specialEducationPct, d.minorityPct].filter(known).length >= 2,
    known(d.attendanceRatePct) || known(d.chronicAbsencePct),
    known(d.disciplineReferrals) || known(d.suspensions),
    known(d.graduationRatePct) || known(d.readingProficiencyPct) || known(d.mathProficiencyPct),
  ];
  return Math.min(STARS_MAX, parts.filter(Boolean).length);
}

/** The school year (1 August - 31 July) holding a YYYY-MM-DD date, as its first calendar year. */
export function schoolYearStart(date: string): number {
  const [y, m] = date.split("-").map(Number);
  return m >= 8 ? y : y - 1;
}

/** The date range of the school year starting in `year`. */
export function schoolYearRange(year: number): { from: string; to: string } {
  return { from: `${year}-08-01`, to: `${year + 1}-07-31` };
}

/** "2026-27" for 2026. */
export function schoolYearLabel(year: number): string {
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/** Spec: the council meets at least twice a school year; fewer meetings are flagged. */
export function advisoryMeetingsMissing(meetingsThisYear: number): number {
  return Math.max(0, ADVISORY_MEETINGS_PER_YEAR - meetingsThisYear);
}
