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

// The caseloads page: one student moved to another counselor by hand, and one student's history.
const ZId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const ZCaseloadReassign = z.object({
  leaid: ZLeaid,
  client_id: ZId("Choose the student."),
  counselor_id: ZId("Choose the counselor."),
});
export type TCaseloadReassignInput = z.input<typeof ZCaseloadReassign>;

export const ZCaseloadStudentRef = z.object({ leaid: ZLeaid, client_id: ZId("Choose the student.") });
export type TCaseloadStudentRefInput = z.input<typeof ZCaseloadStudentRef>;

/** The list's filters as the page's address carries them; anything else reads as no filter. */
export const ZCaseloadListQuery = z.object({
  q: z
    .string()
    .catch("")
    .transform((v) =>
      v
        .replace(/\p{Cc}/gu, "")
        .trim()
        .slice(0, 80),
    ),
  school: z
    .string()
    .regex(/^\d{12}$/)
    .nullable()
    .catch(null),
  counselor: z.coerce.number().int().positive().nullable().catch(null),
  page: z.coerce.number().int().min(1).max(100000).catch(1),
});
export type TCaseloadListQuery = z.output<typeof ZCaseloadListQuery>;

export const CASELOAD_PAGE_SIZE = 50;

/** A student as the caseloads page lists them: the name only when the reader may read it (else null). */
export type TCaseloadStudentView = {
  clientId: number;
  name: string | null;
  schoolName: string | null;
  counselorId: number;
  counselorName: string;
  source: "roster" | "rule" | "hand";
  since: string;
};

/** One row of a student's caseload history, newest first. */
export type TCaseloadHistoryRow = { id: number; counselorName: string; source: "roster" | "rule" | "hand"; validFrom: string; validTo: string | null };
