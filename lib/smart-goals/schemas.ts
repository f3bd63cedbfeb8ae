import { z } from "zod";
import { zRichText } from "@/lib/http/rich-text";
import { zText } from "@/lib/http/text";
import { resultDateProblem } from "@/lib/reports/program-rules";
import { DEFAULT_ACTION_PLAN_ID, LIKERT_LEVELS, MAX_SMART_GOAL_STANDARDS, datesOutOfOrder, parseNumber, type TRatingScore } from "./rules";

// The SMART goal's input and output shapes, shared by the /api/v1/smartgoals
// routes, the screen's server actions and the tests. No "server-only": the form validates with them too.

export const SMART_GOAL_TEXT_MAX = 200;
export const SMART_GOAL_RICH_MAX = 5000;
export const LEGEND_MAX = 60;
export const STATEMENT_MAX = 300;
export const SHORT_QUESTION_MAX = 300;
export const MAX_GOAL_STATEMENTS = 40;
export const MAX_SHORT_QUESTIONS = 20;
export const MAX_GOAL_GROUPS = 20;
export const SMART_GOALS_STANDARDS_MESSAGE = "Only select Mindsets & Domains / State Standards that are STRONGLY linked to Outcome (No more than 2)";
export const BASELINE_LOCKED_MESSAGE = "The baseline is locked: confirm editing the baseline data first.";

const zId = z.coerce.number().int().positive().max(2_147_483_647);

/** An optional id: absent, null, "" and 0 mean "none". */
const zOptionalId = z
  .union([z.coerce.number().int().min(0).max(2_147_483_647), z.null(), z.literal("")])
  .optional()
  .transform((v) => (v === "" || v === null || v === undefined || v === 0 ? null : v));

/** A number typed in a field ("Values are parsed as numbers"); "" and null mean empty; text that is not a number is refused. */
const zValue = (label: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => numberOf(v ?? null, label, ctx));

/** Like zValue, but an absent field stays undefined (the stored value is kept). */
const zValueKept = (label: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => (v === undefined ? undefined : numberOf(v, label, ctx)));

function numberOf(v: number | string | null, label: string, ctx: z.RefinementCtx): number | null {
  if (v === null || (typeof v === "string" && v.trim() === "")) return null;
  const n = parseNumber(v);
  if (n === null || Math.abs(n) >= 1e10) {
    ctx.addIssue({ code: "custom", message: `The ${label} is a number.` });
    return z.NEVER;
  }
  return Math.round(n * 100) / 100;
}

/** YYYY-MM-DD, or empty ("0000-00-00" is treated as empty). */
const zDate = (label: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v, ctx) => dateOf(v ?? null, label, ctx));

/** Like zDate, but an absent field stays undefined (the stored value is kept). */
const zDateKept = (label: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v, ctx) => (v === undefined ? undefined : dateOf(v, label, ctx)));

function dateOf(v: string | null, label: string, ctx: z.RefinementCtx): string | null {
  if (v === null || v.trim() === "" || v.startsWith("0000-00-00")) return null;
  const s = v.trim().slice(0, 10);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const d = m ? new Date(`${s}T00:00:00Z`) : null;
  if (!m || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) {
    ctx.addIssue({ code: "custom", message: `Give the ${label} as YYYY-MM-DD.` });
    return z.NEVER;
  }
  return s;
}

const zFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false", ""])])
  .optional()
  .transform((v) => v === true || v === 1 || v === "1" || v === "true");

const zLegend = zText({ max: LEGEND_MAX, tooLong: `A legend holds at most ${LEGEND_MAX} characters.` })
  .optional()
  .default("");

/** The spec's goal groups: [{id}], [id] or ids in text; kept in order, without repeats. */
const zGroups = z
  .array(z.union([zId, z.object({ id: zId }).transform((g) => g.id)]))
  .max(MAX_GOAL_GROUPS, `A goal has at most ${MAX_GOAL_GROUPS} target groups.`)
  .optional()
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** Accepts the spec's mindset_id1/mindset_id2 or a `mindsets` list. */
function normaliseMindsets(v: unknown): unknown {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  if (o.mindsets === undefined) {
    const ids = [o.mindset_id1, o.mindset_id2].filter((x) => x !== undefined && x !== null && x !== "" && x !== 0 && x !== "0");
    o.mindsets = ids;
  }
  return o;
}

/** POST /api/v1/smartgoals and PUT /api/v1/smartgoals/{id}: the whole goal (plus accepedEditBaselineData on PUT). */
export const ZSmartGoalInput = z
  .preprocess(
    normaliseMindsets,
    z.object({
      dataAnalysis_id: zOptionalId,
      action_plan_id: z
        .union([z.coerce.number().int().min(1).max(32_767), z.null(), z.literal("")])
        .optional()
        .transform((v) => (v === "" || v === null || v === undefined ? DEFAULT_ACTION_PLAN_ID : v)),
      mindsets: z
        .array(zId)
        .optional()
        .default([])
        .transform((ids) => [...new Set(ids)])
        .refine((ids) => ids.length <= MAX_SMART_GOAL_STANDARDS, SMART_GOALS_STANDARDS_MESSAGE),
      target_id: zOptionalId,
      target: zText({ max: SMART_GOAL_TEXT_MAX }).optional().default(""),
      targetValue: zValue("target value"),
      baselineValue: zValue("baseline value"),
      dateBaseline: zDate("baseline date"),
      dateTarget: zDate("target date"),
      lastDateofPreSurvey: zDate("last pre-survey date"),
      // What was measured at the end (program evaluation). Absent keeps the stored result on PUT; "" or null clears it.
      resultValue: zValueKept("result value"),
      resultDate: zDateKept("result date"),
      smartgoalGroups: zGroups,
      lesson_id: zOptionalId,
      lesson_id2: zOptionalId,
      objectives1: zRichText({ max: SMART_GOAL_RICH_MAX }).optional().default(""),
      objectives2: zRichText({ max: SMART_GOAL_RICH_MAX }).optional().default(""),
      likert_type: z.coerce
        .number()
        .int()
        .refine((n) => (LIKERT_LEVELS as readonly number[]).includes(n), { message: "A Likert scale has 3, 4 or 5 steps." })
        .optional()
        .default(3),
      likert1: zLegend,
      likert2: zLegend,
      likert3: zLegend,
      likert4: zLegend,
      likert5: zLegend,
      narrativeHow: zRichText({ max: SMART_GOAL_RICH_MAX }).optional().default(""),
      narrativeWhat: zRichText({ max: SMART_GOAL_RICH_MAX }).optional().default(""),
      narrativeData: zRichText({ max: SMART_GOAL_RICH_MAX }).optional().default(""),
      narrativeWhy: zRichText({ max: SMART_GOAL_RICH_MAX }).optional().default(""),
      accepedEditBaselineData: zFlag,
    }),
  )
  .superRefine((v, ctx) => {
    const field = datesOutOfOrder({ dateBaseline: v.dateBaseline, lastDateOfPreSurvey: v.lastDateofPreSurvey, dateTarget: v.dateTarget });
    if (field === "lastDateOfPreSurvey") ctx.addIssue({ code: "custom", path: ["lastDateofPreSurvey"], message: "The last pre-survey date comes on or after the baseline date." });
    if (field === "dateTarget") ctx.addIssue({ code: "custom", path: ["dateTarget"], message: "The target date comes after the baseline and pre-survey dates." });
    if (resultDateProblem(v.resultDate ?? null, v.dateBaseline) === "beforeBaseline")
      ctx.addIssue({ code: "custom", path: ["resultDate"], message: "The result date comes on or after the baseline date." });
    if (v.lesson_id2 !== null && v.lesson_id2 === v.lesson_id) ctx.addIssue({ code: "custom", path: ["lesson_id2"], message: "Choose two different lessons." });
  });
export type TSmartGoalInput = z.infer<typeof ZSmartGoalInput>;
export type TSmartGoalInputRaw = z.input<typeof ZSmartGoalInput>;

export const ZSmartGoalId = z.object({ id: zId });
export const ZSmartGoalQuery = z.object({ smart_goal_id: zId });
export const ZIdQuery = z.object({ id: zId });
export const ZSmartGoalListQuery = z.object({ curriculum: z.enum(["0", "1"]).optional() });

/** Pre/post statements added to the goal's survey: {questions:[{text}|text]} or one {text}/{question}. */
export const ZAddQuestions = z.preprocess(
  (v) => {
    if (!v || typeof v !== "object" || Array.isArray(v)) return v;
    const o = v as Record<string, unknown>;
    if (o.questions !== undefined) return o;
    const one = o.text ?? o.question;
    return one === undefined ? o : { questions: [one] };
  },
  z.object({
    questions: z
      .array(
        z
          .union([z.string(), z.object({ text: z.string() }).transform((q) => q.text)])
          .pipe(zText({ min: 1, max: STATEMENT_MAX, required: "Write the statement.", tooLong: `A statement holds at most ${STATEMENT_MAX} characters.` })),
      )
      .min(1, "Write the statement.")
      .max(MAX_GOAL_STATEMENTS, `A goal has at most ${MAX_GOAL_STATEMENTS} statements.`),
  }),
);
export type TAddQuestions = z.infer<typeof ZAddQuestions>;

/** POST /api/v1/smartgoals/updateQuestion: one statement's new text ({id, text} or {id, question}). */
export const ZUpdateQuestion = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) && (v as Record<string, unknown>).text === undefined ? { ...(v as object), text: (v as Record<string, unknown>).question } : v),
  z.object({
    id: zId,
    text: zText({ min: 1, max: STATEMENT_MAX, required: "Write the statement.", tooLong: `A statement holds at most ${STATEMENT_MAX} characters.` }),
  }),
);

/** Short (open) questions: {text} or {question}. */
export const ZShortQuestion = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) && (v as Record<string, unknown>).text === undefined ? { ...(v as object), text: (v as Record<string, unknown>).question } : v),
  z.object({
    id: zId.optional(),
    text: zText({ min: 1, max: SHORT_QUESTION_MAX, required: "Write the question.", tooLong: `A question holds at most ${SHORT_QUESTION_MAX} characters.` }),
  }),
);
export const ZUpdateShortQuestion = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) && (v as Record<string, unknown>).text === undefined ? { ...(v as object), text: (v as Record<string, unknown>).question } : v),
  z.object({
    id: zId,
    text: zText({ min: 1, max: SHORT_QUESTION_MAX, required: "Write the question.", tooLong: `A question holds at most ${SHORT_QUESTION_MAX} characters.` }),
  }),
);

/** GET /api/v1/smartgoals/get/matchLessonByMindset?mindset_id1&targetGroupId&smartgoal_id */
export const ZMatchLessonQuery = z.object({
  mindset_id1: zOptionalId,
  targetGroupId: zOptionalId,
  smartgoal_id: zOptionalId,
});
export type TMatchLessonQuery = z.infer<typeof ZMatchLessonQuery>;

/** POST /api/v1/smartgoals/create/createSmartGoalLesson */
export const ZCreateGoalLesson = z.object({
  smart_goal_id: zId,
  name: zText({ min: 1, max: 200, required: "Enter the lesson's name." }),
  addObjectives: zFlag,
});

/** POST /api/v1/smartGoal/pdf: the spec's fields; only smartGoal (its id) and the flags decide the content. */
export const ZSmartGoalPdfBody = z.object({
  smartGoal: z.union([zId, z.object({ id: zId }).transform((g) => g.id)]),
  user_id: zOptionalId,
  showlessonsPartOfUnit: zFlag,
  targetGroupCount: z.unknown().optional(),
  lessonsMindsetEventsList: z.unknown().optional(),
  datePrint: zText({ max: 20 }).optional(),
  userName: zText({ max: 200 }).optional(),
  filename: zText({ max: 120 }).optional(),
});
export type TSmartGoalPdfBody = z.infer<typeof ZSmartGoalPdfBody>;

export type TSmartGoalGroup = { id: number; name: string; grade: number | null; count?: number };
export type TSmartGoalQuestion = { id: number; smart_goal_id: number; position: number; text: string };

export type TSmartGoalJson = {
  id: number;
  title: string;
  dataAnalysis_id: number | null;
  dataAnalysis_priority: number | null;
  dataAnalysis_name: string | null;
  action_plan_id: number;
  mindset_id1: number | null;
  mindset_id2: number | null;
  target_id: number | null;
  target: string;
  targetValue: number | null;
  baselineValue: number | null;
  changeValue: number | null;
  dateBaseline: string | null;
  dateTarget: string | null;
  lastDateofPreSurvey: string | null;
  /** Optional in the type only so older fixtures still type-check; the API always answers them. */
  resultValue?: number | null;
  resultDate?: string | null;
  smartgoalGroups: TSmartGoalGroup[];
  lesson_id: number | null;
  lesson_id2: number | null;
  objectives1: string;
  objectives2: string;
  likert_type: number;
  likert1: string;
  likert2: string;
  likert3: string;
  likert4: string;
  likert5: string;
  byThe: string;
  narrativeHow: string;
  narrativeWhat: string;
  narrativeData: string;
  narrativeWhy: string;
  accepedEditBaselineData: boolean;
  survey_id: number | null;
  createdAt: string;
  updatedAt: string;
};

export type TSmartGoalListItem = {
  id: number;
  title: string;
  target: string;
  dateTarget: string | null;
  changeValue: number | null;
  groups: string[];
  questions: number;
  stars: number;
};

export type TSmartGoalFullDetail = TSmartGoalJson & {
  mindset1Name: string | null;
  mindset2Name: string | null;
  actionPlan: { id: number; name: string; description: string } | null;
  dataAnalysis: {
    id: number;
    name: string;
    typeName: string;
    priority: number;
    closingTheGap: number;
    baseline: number | null;
    dateBaseline: string | null;
    target: number | null;
    targetGroup: string;
  } | null;
  targets: { id: number; name: string; relevant: boolean }[];
  gradesList: number[];
  questions: TSmartGoalQuestion[];
  shortQuestions: TSmartGoalQuestion[];
  rating: TRatingScore;
  userInfo: { starsSchoolData: number; caseload: { other: string } };
};

/** POST /api/v1/smartgoals/create/createSmartGoalEvent: the goal's id plus an event as the calendar takes it (checked by the calendar's schema). */
export const ZCreateGoalEvent = z.looseObject({ smart_goal_id: zId });
