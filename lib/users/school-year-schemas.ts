import { z } from "zod";
import { addYears, isIsoDate } from "@/lib/billing/dates";
import { addDaysIso, schoolYearOf } from "./rules";

// The per-user school year that bounds the analysis (users.startOfSy / endOfSy). Pure and shared
// by the form (checks as the user types) and the server (checks again before saving).

export const SCHOOL_YEAR_MESSAGES = {
  invalidDate: "Enter a date as YYYY-MM-DD.",
  endBeforeStart: "The end of the school year must come after its start.",
  spanTooLong: "A school year can span at most one year and one day.",
} as const;

export type TSchoolYearProblem = { field: "startOfSy" | "endOfSy"; code: keyof typeof SCHOOL_YEAR_MESSAGES };

/** The latest end a school year starting on `start` may have: one year and one day later. */
export function latestEndOfSy(start: string): string {
  return addDaysIso(addYears(start, 1), 1);
}

/** "end after start; span at most 1 year + 1 day": the first problem of a pair of dates, or null. */
export function schoolYearProblem(startOfSy: string, endOfSy: string): TSchoolYearProblem | null {
  if (!isIsoDate(startOfSy)) return { field: "startOfSy", code: "invalidDate" };
  if (!isIsoDate(endOfSy)) return { field: "endOfSy", code: "invalidDate" };
  if (endOfSy <= startOfSy) return { field: "endOfSy", code: "endBeforeStart" };
  if (endOfSy > latestEndOfSy(startOfSy)) return { field: "endOfSy", code: "spanTooLong" };
  return null;
}

/** The school year in force for a user: their own dates, or 1 August – 31 July of the current school year. */
export function effectiveSchoolYear(user: { startOfSy: string | null; endOfSy: string | null }, today: string): { startOfSy: string; endOfSy: string; isDefault: boolean } {
  if (user.startOfSy && user.endOfSy) return { startOfSy: user.startOfSy, endOfSy: user.endOfSy, isDefault: false };
  const { start, end } = schoolYearOf(today);
  return { startOfSy: start, endOfSy: end, isDefault: true };
}

const ZDate = z.string(SCHOOL_YEAR_MESSAGES.invalidDate).trim().refine(isIsoDate, SCHOOL_YEAR_MESSAGES.invalidDate);

export const ZSchoolYear = z.object({ startOfSy: ZDate, endOfSy: ZDate }).superRefine((v, ctx) => {
  const problem = schoolYearProblem(v.startOfSy, v.endOfSy);
  if (problem && problem.code !== "invalidDate") ctx.addIssue({ code: "custom", path: [problem.field], message: SCHOOL_YEAR_MESSAGES[problem.code] });
});
export type TSchoolYear = z.infer<typeof ZSchoolYear>;
