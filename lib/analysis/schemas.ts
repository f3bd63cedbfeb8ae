import { z } from "zod";
import { daysBetween, isIsoDate, PERIOD_KINDS } from "./rules";

/** The longest range one analysis reads: two school years (a year and its comparison). */
export const MAX_RANGE_DAYS = 731;

const ZDate = z.string().trim().refine(isIsoDate, "Use a real date as YYYY-MM-DD.");

/** GET /api/v1/analysis and its PDF: a range of local dates, whose analysis, and which view. */
export const ZAnalysisQuery = z
  .object({
    from: ZDate,
    to: ZDate,
    user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    scope: z.enum(["counselor", "team"]).default("counselor"),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: "The end date must not be before the start date." });
    else if (daysBetween(q.from, q.to) > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `Ask for at most ${MAX_RANGE_DAYS} days at once.` });
  });
export type TAnalysisQuery = z.infer<typeof ZAnalysisQuery>;

/** The dashboard's ?period= (the table's period) and ?user_id= (one counselor a manager opened). */
export const ZPeriodKind = z.enum(PERIOD_KINDS);
