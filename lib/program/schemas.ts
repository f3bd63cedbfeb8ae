import { z } from "zod";
import { ADVISORY_ROLES } from "@/lib/program/constants";
import { isIsoDate } from "@/lib/calendar/rules";
import { zRichText } from "@/lib/http/rich-text";
import { zText } from "@/lib/http/text";
import { DEFAULT_DIRECT_INDIRECT_PCT } from "./rules";

// The program-planning inputs, shared by the API routes, the server actions and the forms.
// No "server-only": the forms validate with the same schemas.

export const PROFILE_FIELDS = ["mission", "vision", "beliefs"] as const;
export type TProfileField = (typeof PROFILE_FIELDS)[number];

export const PROGRAM_MESSAGES = {
  field: "Choose mission, vision or beliefs.",
  number: "Enter a number.",
  whole: "Enter a whole number.",
  range: (min: number, max: number) => `Enter a number from ${min} to ${max}.`,
  date: "Enter a date as YYYY-MM-DD.",
  endBeforeStart: "The end date is before the start date.",
  name: "Enter the member's name.",
  role: "Choose parent, teacher, administrator, community or student.",
  userId: "Choose a counselor.",
} as const;

export const RICH_TEXT_MAX = 5000;

const ZProfileField = z.enum(PROFILE_FIELDS, { error: PROGRAM_MESSAGES.field });

/** An optional ?user_id= (a manager reading one of their counselors). */
const INT_MAX = 2_147_483_647;
const zRowId = () => z.coerce.number().int().positive().max(INT_MAX);

export const ZUserQuery = z.object({
  user_id: z.coerce.number({ error: PROGRAM_MESSAGES.userId }).int(PROGRAM_MESSAGES.userId).positive(PROGRAM_MESSAGES.userId).max(INT_MAX, PROGRAM_MESSAGES.userId).optional(),
});

/** PUT /api/v1/schoolProfile: one of the caller's texts (mission, vision or beliefs). */
export const ZProfileTextBody = z.object({ field: ZProfileField, text: zRichText({ max: RICH_TEXT_MAX }) });
export type TProfileTextBody = z.input<typeof ZProfileTextBody>;

/** PUT /api/v1/schoolProfile/district: a manager's text for the counselors they manage. */
export const ZDistrictTextBody = ZProfileTextBody;

/** A figure of the school data: "" or null is unknown; a number (or a numeric string from a form) within its range. */
function zFigure(max: number, opts: { whole?: boolean } = {}) {
  return z.preprocess(
    (v) => (v === "" || v === undefined ? null : typeof v === "string" && v.trim() !== "" ? Number(v.trim().replace(",", ".")) : v),
    z
      .number({ error: PROGRAM_MESSAGES.number })
      .refine((n) => Number.isFinite(n), PROGRAM_MESSAGES.number)
      .refine((n) => !opts.whole || Number.isInteger(n), PROGRAM_MESSAGES.whole)
      .refine((n) => n >= 0 && n <= max, PROGRAM_MESSAGES.range(0, max))
      .nullable(),
  );
}

const pct = () => zFigure(100);
const count = () => zFigure(1_000_000, { whole: true });

/** PUT /api/v1/schoolProfile/schoolData: the school data summary and the caseload. */
export const ZSchoolDataBody = z.object({
  schoolName: zText({ max: 200 }).default(""),
  gradeLevels: zText({ max: 100 }).default(""),
  enrollment: count().default(null),
  caseload: zFigure(5000, { whole: true }).default(null),
  caseloadOther: zText({ max: 500 }).default(""),
  freeReducedLunchPct: pct().default(null),
  englishLearnersPct: pct().default(null),
  specialEducationPct: pct().default(null),
  minorityPct: pct().default(null),
  attendanceRatePct: pct().default(null),
  chronicAbsencePct: pct().default(null),
  disciplineReferrals: count().default(null),
  suspensions: count().default(null),
  graduationRatePct: pct().default(null),
  readingProficiencyPct: pct().default(null),
  mathProficiencyPct: pct().default(null),
  notes: zText({ max: 2000, multiline: true }).default(""),
});
export type TSchoolDataBody = z.input<typeof ZSchoolDataBody>;
export type TSchoolDataValues = z.output<typeof ZSchoolDataBody>;

export const FIGURE_KEYS = [
  "enrollment",
  "freeReducedLunchPct",
  "englishLearnersPct",
  "specialEducationPct",
  "minorityPct",
  "attendanceRatePct",
  "chronicAbsencePct",
  "disciplineReferrals",
  "suspensions",
  "graduationRatePct",
  "readingProficiencyPct",
  "mathProficiencyPct",
] as const;
export type TFigureKey = (typeof FIGURE_KEYS)[number];

const ZIsoDay = z.string({ error: PROGRAM_MESSAGES.date }).trim().refine(isIsoDate, PROGRAM_MESSAGES.date);
const ZOptionalDay = z.preprocess((v) => (v === "" || v === undefined ? null : v), ZIsoDay.nullable());

export const ZAdvisoryMemberBody = z.object({
  name: zText({ min: 1, max: 120, required: PROGRAM_MESSAGES.name }),
  role: z.enum(ADVISORY_ROLES, { error: PROGRAM_MESSAGES.role }),
});
export type TAdvisoryMemberBody = z.input<typeof ZAdvisoryMemberBody>;

export const ZAdvisoryMeetingBody = z.object({
  date: ZIsoDay,
  agenda: zRichText({ max: RICH_TEXT_MAX }).default(""),
  minutes: zRichText({ max: 10_000 }).default(""),
});
export type TAdvisoryMeetingBody = z.input<typeof ZAdvisoryMeetingBody>;

/** POST /api/v1/advisory: a council member ({type: "member", name, role}) or a meeting ({type: "meeting", date, agenda, minutes}). */
export const ZAdvisoryPostBody = z.discriminatedUnion("type", [ZAdvisoryMemberBody.extend({ type: z.literal("member") }), ZAdvisoryMeetingBody.extend({ type: z.literal("meeting") })], {
  error: "Say whether this is a member or a meeting (type).",
});

export type TAdvisoryPostBody = z.input<typeof ZAdvisoryPostBody>;

export const ZAdvisoryKind = z.enum(["member", "meeting"]);
export const ZId = zRowId();

/** PUT /api/v1/annualConference: the caller's agreement for a school year. */
export const ZAnnualConferenceBody = z
  .object({
    schoolYear: z.coerce.number().int().min(2000, PROGRAM_MESSAGES.range(2000, 2100)).max(2100, PROGRAM_MESSAGES.range(2000, 2100)).optional(),
    caseload: zFigure(5000, { whole: true }).default(null),
    directIndirectPct: z.preprocess(
      (v) => (v === "" || v === undefined || v === null ? DEFAULT_DIRECT_INDIRECT_PCT : typeof v === "string" ? Number(v) : v),
      z.number({ error: PROGRAM_MESSAGES.number }).int(PROGRAM_MESSAGES.whole).min(0, PROGRAM_MESSAGES.range(0, 100)).max(100, PROGRAM_MESSAGES.range(0, 100)),
    ),
    nonCounselingDuties: zRichText({ max: RICH_TEXT_MAX }).default(""),
    smartGoalIds: z.array(zRowId()).max(20).default([]),
    goals: zRichText({ max: RICH_TEXT_MAX }).default(""),
    professionalDevelopment: zRichText({ max: RICH_TEXT_MAX }).default(""),
    conferenceDate: ZOptionalDay.default(null),
    startDate: ZOptionalDay.default(null),
    endDate: ZOptionalDay.default(null),
    signedDate: ZOptionalDay.default(null),
    principalName: zText({ max: 120 }).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: PROGRAM_MESSAGES.endBeforeStart });
  });
export type TAnnualConferenceBody = z.input<typeof ZAnnualConferenceBody>;
export type TAnnualConferenceValues = z.output<typeof ZAnnualConferenceBody>;

export const ZAnnualConferenceQuery = ZUserQuery.extend({ year: z.coerce.number().int().min(2000).max(2100).optional() });
export const ZAnnualConferencePdfBody = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional(), user_id: zRowId().optional() });
