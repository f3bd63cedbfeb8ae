import { z } from "zod";
import { MAX_GRADE_ID } from "@/lib/clients/schemas";
import { zText } from "@/lib/http/text";
import { CURRICULUM_STANDARDS_MESSAGE, CURRICULUM_TYPES, MAX_CURRICULUM_LESSONS, MAX_CURRICULUM_STANDARDS, NO_SMART_GOAL, type TDeliveryStatus } from "./rules";

// The curriculum action plan's input and output shapes (the API's and the form's), shared by the
// /api/v1/curriculum routes, the form's server action and the tests. No "server-only": the form uses them.

export const CURRICULUM_NAME_MAX = 200;
export const CURRICULUM_TEXT_MAX = 2000;

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

const ZFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false", "on", ""])])
  .optional()
  .transform((v) => v === true || v === 1 || v === "1" || v === "true" || v === "on");

const zPlanText = (label: string) =>
  zText({ max: CURRICULUM_TEXT_MAX, multiline: true, tooLong: `The ${label} holds at most ${CURRICULUM_TEXT_MAX} characters.` })
    .optional()
    .default("");

/** YYYY-MM-DD or empty ("0000-00-00" is treated as empty). */
const ZPlannedDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v.trim() === "" || v.startsWith("0000-00-00")) return null;
    const s = v.trim();
    const d = /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00Z`) : null;
    if (!d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) {
      ctx.addIssue({ code: "custom", message: "Give the planned date as YYYY-MM-DD." });
      return z.NEVER;
    }
    return s;
  });

const ZPlanLesson = z.union([ZId.transform((lesson_id) => ({ lesson_id, plannedDate: null as string | null })), z.object({ lesson_id: ZId, plannedDate: ZPlannedDate })]);

// The spec's names: mindset_id1/mindset_id2 and grade_id stand for the lists.
function normaliseLegacy(v: unknown): unknown {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  if (o.mindsets === undefined) {
    const ids = [o.mindset_id1, o.mindset_id2].filter((x) => x !== undefined && x !== null && x !== "" && x !== 0 && x !== "0");
    if (ids.length > 0) o.mindsets = ids;
  }
  if (o.grades === undefined && o.grade_id !== undefined && o.grade_id !== null && o.grade_id !== "") o.grades = [o.grade_id];
  return o;
}

/** POST /api/v1/curriculum and PUT /api/v1/curriculum/{id}: the whole plan. */
export const ZCurriculumInput = z.preprocess(
  normaliseLegacy,
  z.object({
    name: zText({ min: 1, max: CURRICULUM_NAME_MAX, required: "Enter the curriculum's name." }),
    academic: ZFlag,
    social: ZFlag,
    career: ZFlag,
    smart_goal_id: z
      .union([z.coerce.number().int().min(0).max(2_147_483_647), z.null(), z.literal("")])
      .optional()
      .transform((v) => (v === "" || v === null || v === undefined ? NO_SMART_GOAL : v)),
    grades: z
      .array(z.coerce.number().int().min(0).max(MAX_GRADE_ID))
      .max(20)
      .optional()
      .default([])
      .transform((ids) => [...new Set(ids)]),
    mindsets: z
      .array(ZId)
      .optional()
      .default([])
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length <= MAX_CURRICULUM_STANDARDS, CURRICULUM_STANDARDS_MESSAGE),
    lessons: z
      .array(ZPlanLesson)
      .max(MAX_CURRICULUM_LESSONS, `A curriculum holds at most ${MAX_CURRICULUM_LESSONS} lessons.`)
      .optional()
      .default([])
      .refine((ls) => new Set(ls.map((l) => l.lesson_id)).size === ls.length, "Each lesson appears once in a curriculum."),
    activity: zPlanText("activity"),
    timeline: zPlanText("timeline"),
    who: zPlanText("'who' field"),
    processData: zPlanText("process data"),
    perceptionData: zPlanText("perception data"),
    outcomeData: zPlanText("outcome data"),
    evaluation: zPlanText("evaluation"),
  }),
);
export type TCurriculumInput = z.infer<typeof ZCurriculumInput>;

/** The path's {id}: a positive integer, else the plan does not exist. */
export const ZCurriculumId = z.object({ id: ZId });

/** GET /api/v1/curriculum?type&user_id: a list (a manager names a counselor they manage). */
export const ZCurriculumListQuery = z.object({
  type: z.enum(CURRICULUM_TYPES).optional().default("other"),
  user_id: z
    .union([z.literal(""), ZId])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v)),
});

export type TCurriculumLesson = { lesson_id: number; name: string; plannedDate: string | null; position: number };
export type TCurriculumLessonStatus = TCurriculumLesson & { status: TDeliveryStatus; eventDate: string | null };

/** The API and form shape of a plan, with the API's field names (smart_goal_id 0 when it serves none). */
export type TCurriculumJson = {
  id: number;
  name: string;
  academic: boolean;
  social: boolean;
  career: boolean;
  smart_goal_id: number;
  grades: number[];
  mindsets: number[];
  mindset_id1: number | null;
  mindset_id2: number | null;
  lessons: TCurriculumLesson[];
  activity: string;
  timeline: string;
  who: string;
  processData: string;
  perceptionData: string;
  outcomeData: string;
  evaluation: string;
  user_id: number;
  isOwner: boolean;
  created_at: string;
  updated_at: string;
};

/** GET /api/v1/curriculum/detail/{id} and each list row: the plan with names and where its lessons stand. */
export type TCurriculumDetail = Omit<TCurriculumJson, "lessons"> & {
  smartGoal: string | null;
  gradeNames: string[];
  standards: { id: number; abbrev: string; name: string }[];
  lessons: TCurriculumLessonStatus[];
};
