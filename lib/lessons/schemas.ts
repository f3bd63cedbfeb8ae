import { z } from "zod";
import { zRichText } from "@/lib/http/rich-text";
import { zText } from "@/lib/http/text";
import { MAX_GRADE_ID } from "@/lib/clients/schemas";
import { LESSON_DOMAINS, LESSON_NUMBER_MAX, LESSON_NUMBER_MIN, MAX_STANDARDS, STANDARDS_LIMIT_MESSAGE } from "./rules";

// The lesson's input and output shapes, shared by POST/PUT
// /api/v1/lesson, the form's server action and the tests. No "server-only": the form uses them.

export const LESSON_NAME_MAX = 200;
export const LESSON_RICH_MAX = 5000;
export const LESSONS_PER_PAGE = 20;

const ZId = z.coerce.number().int().positive();

/** true/false, 1/0, "1"/"0", "true"/"false", "on" (a checkbox) → boolean; absent → false. */
const ZFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false", "on", ""])])
  .optional()
  .transform((v) => v === true || v === 1 || v === "1" || v === "true" || v === "on");

/** An optional id: absent, null, "" and 0 mean "none". */
const ZOptionalId = z
  .union([z.coerce.number().int().min(0), z.null(), z.literal("")])
  .optional()
  .transform((v) => (v === "" || v === null || v === undefined || v === 0 ? null : v));

/** An optional whole number in a range: absent, null and "" mean "not given". */
const zOptionalInt = (min: number, max: number, message: string) =>
  z
    .union([z.literal(""), z.null(), z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)])
    .optional()
    .transform((v) => (v === "" || v === null || v === undefined ? null : v));

const ZGradeId = z.coerce.number().int().min(0).max(MAX_GRADE_ID);

// The older form sends mindset_id, mindset_id1, mindset_id2 and grade_id instead of the lists.
function normaliseLegacy(v: unknown): unknown {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  if (o.mindsets === undefined) {
    const ids = [o.mindset_id, o.mindset_id1, o.mindset_id2].filter((x) => x !== undefined && x !== null && x !== "" && x !== 0 && x !== "0");
    if (ids.length > 0) o.mindsets = [...new Set(ids.map(String))];
  }
  if (o.grades === undefined && o.grade_id !== undefined && o.grade_id !== null && o.grade_id !== "") o.grades = [o.grade_id];
  return o;
}

/** POST /api/v1/lesson and PUT /api/v1/lesson/{id}: every field of the Lesson entity. */
export const ZLessonInput = z.preprocess(
  normaliseLegacy,
  z.object({
    name: zText({ min: 1, max: LESSON_NAME_MAX, required: "Enter the lesson's name." }),
    share: ZFlag,
    teachingMethod: ZOptionalId,
    lessonNumer: zOptionalInt(LESSON_NUMBER_MIN, LESSON_NUMBER_MAX, `The lesson number is a whole number from ${LESSON_NUMBER_MIN} to ${LESSON_NUMBER_MAX}.`),
    academic: ZFlag,
    social: ZFlag,
    career: ZFlag,
    collectionMethod: z
      .union([z.coerce.number().int().min(0).max(32_767), z.null(), z.literal("")])
      .optional()
      .transform((v) => (v === "" || v === null || v === undefined ? 0 : v)),
    percCollectionMethod: zOptionalInt(0, 100, "The percentage is a whole number from 0 to 100."),
    ofTotal: zOptionalInt(0, 100_000, "The total is a whole number from 0 to 100000."),
    achievement: ZFlag,
    attendance: ZFlag,
    behavior: ZFlag,
    survey_id: ZOptionalId,
    event_id: ZOptionalId,
    grades: z
      .array(ZGradeId)
      .max(15)
      .optional()
      .default([])
      .transform((ids) => [...new Set(ids)]),
    // At most two standards; the third is refused with the 'Save Lesson' alert's text.
    mindsets: z
      .array(ZId)
      .optional()
      .default([])
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length <= MAX_STANDARDS, STANDARDS_LIMIT_MESSAGE),
    inRAMP: ZFlag,
    outcome: zRichText({ max: LESSON_RICH_MAX }).optional().default(""),
    implication: zRichText({ max: LESSON_RICH_MAX }).optional().default(""),
    objective1: zRichText({ max: LESSON_RICH_MAX }).optional().default(""),
    objective2: zRichText({ max: LESSON_RICH_MAX }).optional().default(""),
  }),
);
export type TLessonInput = z.infer<typeof ZLessonInput>;

/** The path's {id}: a positive integer, else the lesson does not exist. */
export const ZLessonId = z.object({ id: ZId });

export const LESSON_SCOPES = ["all", "mine", "shared"] as const;
export type TLessonScope = (typeof LESSON_SCOPES)[number];

/** GET /api/v1/lesson and the list page: search, filters and the page. */
export const ZLessonListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  q: zText({ max: 100 }).optional().default(""),
  grade_id: z
    .union([z.literal(""), ZGradeId])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v)),
  standard_id: z
    .union([z.literal(""), ZId])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v)),
  domain: z
    .union([z.literal(""), z.enum(LESSON_DOMAINS)])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v)),
  scope: z.enum(LESSON_SCOPES).optional().default("all"),
});
export type TLessonListQuery = z.infer<typeof ZLessonListQuery>;
export type TLessonFilters = Omit<TLessonListQuery, "page"> & { page: number };

/** DELETE /api/v1/lesson/{id}?force=1: a lesson used by events is only deleted when forced. */
export const ZDeleteQuery = z.object({ force: z.enum(["0", "1", "true", "false"]).optional() });

/** POST /api/v1/lesson/checkUse {id}. */
export const ZCheckUseBody = z.object({ id: ZId });

/** GET /api/v1/mindset?edition=2021|2014 (2021 by default). */
export const ZMindsetQuery = z.object({
  edition: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(2014), z.literal(2021)]))
    .optional()
    .default(2021),
});

/** GET /api/v1/grade/profile?clientsPage=1. */
export const ZGradeProfileQuery = z.object({ clientsPage: z.enum(["0", "1"]).optional() });

/** The API and page shape of a lesson, in the legacy API's field names. */
export type TLessonJson = {
  id: number;
  name: string;
  share: boolean;
  teachingMethod: number | null;
  scutaRating: number | null;
  ratingCount: number;
  lessonNumer: number | null;
  academic: boolean;
  social: boolean;
  career: boolean;
  collectionMethod: number;
  percCollectionMethod: number | null;
  ofTotal: number | null;
  achievement: boolean;
  attendance: boolean;
  behavior: boolean;
  survey_id: number | null;
  event_id: number | null;
  grades: number[];
  mindsets: number[];
  /** The older form's names: the first two standards and the first grade. */
  mindset_id1: number | null;
  mindset_id2: number | null;
  grade_id: number | null;
  inRAMP: boolean;
  outcome: string;
  implication: string;
  objective1: string;
  objective2: string;
  user_id: number;
  owner: string;
  isOwner: boolean;
  created_at: string;
  updated_at: string;
};

/** One row of the list: the lesson's headline fields. */
export type TLessonListItem = {
  id: number;
  name: string;
  share: boolean;
  lessonNumer: number | null;
  academic: boolean;
  social: boolean;
  career: boolean;
  grades: number[];
  mindsets: number[];
  scutaRating: number | null;
  ratingCount: number;
  user_id: number;
  owner: string;
  isOwner: boolean;
  updated_at: string;
};

export type TLessonPage = { data: TLessonListItem[]; total: number; page: number; perPage: number; pages: number };
