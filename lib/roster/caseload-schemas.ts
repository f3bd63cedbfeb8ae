import { z } from "zod";
import { foldName, gradeRank } from "@/lib/caseloads/rules";
import { zText } from "@/lib/http/text";

// The caseload rules form and its server actions: a rule places a district's students with a
// counselor by school, grade range and last-name range (each optional); the lowest order wins.
// No "server-only": the form reads the same bounds.

export const RULE_SORT_MAX = 9999;
export const NAME_BOUND_MAX = 16;

const ZLeaid = z
  .string()
  .regex(/^\d{7}$/, "Use the district's 7-digit NCES id (LEAID).")
  .optional();

/** A grade id of the grades table (Pre-K 14, Kindergarten 0, grades 1-12), or none. */
const ZGrade = z
  .union([z.literal(""), z.null(), z.coerce.number().int()])
  .transform((v) => (v === "" || v === null ? null : v))
  .refine((v) => v === null || (v >= 0 && v <= 12) || v === 14, "Choose a grade from the list.");

/** A last-name bound: letters (accents allowed), spaces, apostrophes and hyphens; empty leaves the range open on that side. */
const ZNameBound = zText({ max: NAME_BOUND_MAX, tooLong: `Use at most ${NAME_BOUND_MAX} letters.` }).regex(/^[\p{L}' -]*$/u, "Use letters only.");

export const ZCaseloadRule = z
  .object({
    leaid: ZLeaid,
    id: z.number().int().positive().optional(),
    counselor_id: z.coerce.number({ error: "Choose the counselor." }).int().positive("Choose the counselor."),
    ncessch: z
      .union([z.literal(""), z.null(), z.string().regex(/^\d{12}$/, "Choose a school from the list.")])
      .optional()
      .transform((v) => v || null),
    grade_from: ZGrade.optional().transform((v) => v ?? null),
    grade_to: ZGrade.optional().transform((v) => v ?? null),
    last_name_from: ZNameBound.default(""),
    last_name_to: ZNameBound.default(""),
    sort: z.coerce.number().int("Use a whole number.").min(0, "Use 0 or more.").max(RULE_SORT_MAX, `Use at most ${RULE_SORT_MAX}.`),
  })
  .superRefine((v, ctx) => {
    if (v.grade_from !== null && v.grade_to !== null && gradeRank(v.grade_from) > gradeRank(v.grade_to))
      ctx.addIssue({ code: "custom", path: ["grade_to"], message: "The last grade comes after the first." });
    if (v.last_name_from && v.last_name_to && foldName(v.last_name_from) > foldName(v.last_name_to))
      ctx.addIssue({ code: "custom", path: ["last_name_to"], message: "The range ends at or after where it starts (A to K, not K to A)." });
  });
export type TCaseloadRuleInput = z.input<typeof ZCaseloadRule>;

export const ZCaseloadRuleRef = z.object({ leaid: ZLeaid, id: z.number().int().positive() });
export const ZCaseloadApply = z.object({ leaid: ZLeaid });

/** A rule as the page lists it. */
export type TCaseloadRuleView = {
  id: number;
  counselorId: number;
  counselorName: string;
  ncessch: string | null;
  schoolName: string | null;
  gradeFrom: number | null;
  gradeTo: number | null;
  lastNameFrom: string;
  lastNameTo: string;
  sort: number;
};

/** What "apply rules now" did: students moved to another counselor, and those left where they were. */
export type TCaseloadApplyResult = { moved: number; unchanged: number };
