import { z } from "zod";
import { daysBetween, isIsoDate, monthOf, schoolYearFor, weekOf, type TRange, type TSchoolYearBounds } from "@/lib/analysis/rules";
import { MAX_RANGE_DAYS } from "@/lib/analysis/schemas";
import { addDaysIso } from "@/lib/users/rules";

// The period filter of every report: week, month, semester, school year (the
// default, from the user's startOfSy/endOfSy) or a custom range of at most two years.

export const REPORT_PERIOD_KINDS = ["week", "month", "semester", "schoolYear", "custom"] as const;
export type TReportPeriodKind = (typeof REPORT_PERIOD_KINDS)[number];

/** A school year's bounds and, when the district set one, the first day of semester 2 as MM-DD. */
export type TReportYear = TSchoolYearBounds & { semesterBreak?: string | null };

/**
 * "Semester 1 runs from the start of the school year to 31 Dec; a district setting can
 * move the break". Semester 2 runs from 1 January (or the district's MM-DD) to the end of the school
 * year. A school year that starts in January has its break at 1 July unless the district sets one.
 */
export function semesterOf(date: string, sy: TReportYear = { startOfSy: null, endOfSy: null }): TRange {
  const year = schoolYearFor(date, sy);
  const startYear = Number(year.from.slice(0, 4));
  let breakDay: string;
  if (sy.semesterBreak && /^\d{2}-\d{2}$/.test(sy.semesterBreak)) {
    // The first time the district's MM-DD comes after the year's first day starts semester 2.
    let second = `${startYear}-${sy.semesterBreak}`;
    if (!isIsoDate(second) || second <= year.from) second = `${startYear + 1}-${sy.semesterBreak}`;
    if (!isIsoDate(second)) return year;
    breakDay = addDaysIso(second, -1);
  } else {
    breakDay = `${startYear}-12-31`;
    if (breakDay >= year.to || year.from.slice(5) === "01-01") breakDay = `${startYear}-06-30`;
  }
  if (breakDay < year.from || breakDay >= year.to) return year;
  return date <= breakDay ? { from: year.from, to: breakDay } : { from: addDaysIso(breakDay, 1), to: year.to };
}

/** The range of a period kind around a date (custom ranges are given, not computed). */
export function reportRange(kind: Exclude<TReportPeriodKind, "custom">, date: string, sy?: TReportYear): TRange {
  if (kind === "week") return weekOf(date);
  if (kind === "month") return monthOf(date);
  if (kind === "semester") return semesterOf(date, sy);
  return schoolYearFor(date, sy);
}

/** The period before a range: the week, month, semester or school year before; a custom range's equal span before it. */
export function previousReportRange(kind: TReportPeriodKind, range: TRange, sy?: TReportYear): TRange {
  if (kind === "custom") {
    const span = daysBetween(range.from, range.to);
    const to = addDaysIso(range.from, -1);
    return { from: addDaysIso(to, -span), to };
  }
  return reportRange(kind, addDaysIso(range.from, -1), sy);
}

const ZDate = z.string().trim().refine(isIsoDate, "Use a real date as YYYY-MM-DD.");

/** GET /api/v1/report/{key} and the report pages' search parameters. */
export const ZReportQuery = z
  .object({
    period: z.enum(REPORT_PERIOD_KINDS).optional(),
    /** A day inside the period (default today in the user's time zone). */
    date: ZDate.optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
    user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    scope: z.enum(["counselor", "team"]).optional(),
    /** A grade id (K = 0 ... 12, Pre-K = 14; 13 "Any grade" and "all" are no filter). */
    grade: z.union([z.literal("all"), z.coerce.number().int().min(0).max(14)]).optional(),
    /** A group, category or sub-category id. */
    category: z.union([z.literal("all"), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
    ncessch: z
      .string()
      .trim()
      .regex(/^\d{12}$/, "Use the school's 12-digit NCES id.")
      .optional(),
    done: z.enum(["0", "1"]).optional(),
    study: z.enum(["0", "1"]).optional(),
    format: z.enum(["json", "csv", "pdf"]).default("json"),
  })
  .superRefine((q, ctx) => {
    // A custom period without its dates opens on the current week's; with one date, the other is missing.
    if (!q.from && !q.to) return;
    if (!q.from) ctx.addIssue({ code: "custom", path: ["from"], message: "Give the first day of the range." });
    if (!q.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Give the last day of the range." });
    if (!q.from || !q.to) return;
    if (q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: "The end date must not be before the start date." });
    else if (daysBetween(q.from, q.to) > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `Ask for at most ${MAX_RANGE_DAYS} days at once.` });
  });
export type TReportQuery = z.infer<typeof ZReportQuery>;
