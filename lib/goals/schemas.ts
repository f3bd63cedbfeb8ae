import { z } from "zod";
import { zRichText } from "@/lib/http/rich-text";
import { zText } from "@/lib/http/text";
import { DATA_ANALYSIS_TYPES, GOAL_NEW_LIMIT_MESSAGE, MAX_TARGET_STANDARDS, PRIORITY_MAX, PRIORITY_MIN, goalLimitMessage, isoDateOrNull, type TGoalForm } from "./rules";

// The inputs and outputs of targets (goals) and data-analysis items, shared by
// the /api/v1 routes, the forms' server actions and the tests. No "server-only": the forms use them.

export const TARGET_NAME_MAX = 300;
export const TARGET_DESCRIPTION_MAX = 5000;
export const DATA_ANALYSIS_NAME_MAX = 200;
export const TARGETS_PER_PAGE = 20;
const MAX_ID = 2_147_483_647;

const ZId = z.coerce.number("Give the id as a number.").int("Give the id as a whole number.").positive("Give the id as a positive number.").max(MAX_ID, "This id does not exist.");

/** true/false, 1/0, "1"/"0", "true"/"false", "on" → boolean; absent → `fallback`. */
const zFlag = (fallback = false) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false", "on", ""])])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === true || v === 1 || v === "1" || v === "true" || v === "on"));

/** An optional id: absent, null, "" and 0 mean "none". */
const ZOptionalId = z
  .union([
    z.coerce.number("Give the id as a number.").int("Give the id as a whole number.").min(0, "Give the id as a positive number.").max(MAX_ID, "This id does not exist."),
    z.null(),
    z.literal(""),
  ])
  .optional()
  .transform((v) => (v === "" || v === null || v === undefined || v === 0 ? null : v));

/** A list of standard ids, duplicates dropped, at most two: a third is refused with the form's 'Save Goal' text. */
const zStandards = (message: string) =>
  z
    .array(ZId)
    .max(50, message)
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length <= MAX_TARGET_STANDARDS, message);

// The older forms send mindset_id, mindset_id1 and mindset_id2 instead of the list, and the SMART
// goal form the data kinds and domains inside targetItem.
function normaliseLegacy(v: unknown): unknown {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  if (o.mindsets === undefined) {
    const ids = [o.mindset_id, o.mindset_id1, o.mindset_id2].filter((x) => x !== undefined && x !== null && x !== "" && x !== 0 && x !== "0");
    if (ids.length > 0) o.mindsets = [...new Set(ids.map(String))];
  }
  if (o.dataAnalysis_id === undefined && o.data_analysis_id !== undefined) o.dataAnalysis_id = o.data_analysis_id;
  const item = o.targetItem;
  if (item && typeof item === "object" && !Array.isArray(item)) {
    for (const [k, val] of Object.entries(item as Record<string, unknown>)) if (o[k] === undefined) o[k] = val;
  }
  return o;
}

/** A target's body; `form` picks the text of a refused third standard. */
export function targetInput(form: TGoalForm) {
  return z.preprocess(
    normaliseLegacy,
    z.object({
      name: zText({ min: 1, max: TARGET_NAME_MAX, required: "Enter the target." }),
      dataAnalysis_id: ZOptionalId,
      client_id: ZOptionalId,
      relevant: zFlag(),
      share: zFlag(),
      achievement: zFlag(),
      attendance: zFlag(),
      behavior: zFlag(),
      academic: zFlag(),
      social: zFlag(),
      career: zFlag(),
      description: zRichText({ max: TARGET_DESCRIPTION_MAX }).optional().default(""),
      mindsets: zStandards(goalLimitMessage(form)),
    }),
  );
}

/** POST /api/v1/targets: the new-target form. */
export const ZNewTarget = targetInput("new");
/** PUT /api/v1/targets/{id}: the goal edit form. */
export const ZEditTarget = targetInput("edit");
export type TTargetInput = z.output<typeof ZNewTarget>;
export type TTargetBody = z.input<typeof ZNewTarget>;

/** The path's {id}. */
export const ZTargetId = z.object({ id: ZId });

export const TARGET_SCOPES = ["all", "mine", "shared"] as const;

/** GET /api/v1/targets: search, scope and page; smartGoals=1 answers the caller's own targets for the SMART goal form. */
export const ZTargetListQuery = z.object({
  page: z.coerce.number("The page is a number.").int("The page is a whole number.").min(1, "Pages start at 1.").max(100_000, "No such page.").optional().default(1),
  q: zText({ max: 100 }).optional().default(""),
  scope: z.enum(TARGET_SCOPES, "The scope is all, mine or shared.").optional().default("all"),
  smartGoals: z.enum(["0", "1"], "smartGoals is 0 or 1.").optional(),
});
export type TTargetListQuery = z.output<typeof ZTargetListQuery>;

/** POST /api/v1/targets/checkUse {id}. */
export const ZTargetIdBody = z.object({ id: ZId });

/** POST /api/v1/target/pdf {id} (target_id is accepted too); the file name is optional. */
export const ZTargetPdfBody = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) && (v as Record<string, unknown>).id === undefined ? { ...(v as Record<string, unknown>), id: (v as Record<string, unknown>).target_id } : v),
  z.object({ id: ZId, filename: zText({ max: 120 }).optional() }),
);
export type TTargetPdfBody = z.input<typeof ZTargetPdfBody>;

// ---- Data analysis --------------------------------------------------------------------------

/** A number the user typed (baseline, target): a finite number from 0, or empty. */
const zMeasure = (message: string) =>
  z
    .preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number({ error: message }).refine(Number.isFinite, message).min(0, message).max(9_999_999_999, message).optional())
    .transform((v) => (v === undefined ? null : v));

/** A YYYY-MM-DD date or empty ('0000-00-00' is empty). */
const ZOptionalDate = z
  .union([z.literal(""), z.null(), z.string()])
  .optional()
  .superRefine((v, ctx) => {
    if (typeof v === "string" && v !== "" && isoDateOrNull(v) === null && v !== "0000-00-00") ctx.addIssue({ code: "custom", message: "Give the baseline date as YYYY-MM-DD." });
  })
  .transform((v) => (typeof v === "string" ? isoDateOrNull(v) : null));

const ZPriority = z.coerce
  .number("The priority is a whole number from 1 to 99.")
  .int("The priority is a whole number from 1 to 99.")
  .min(PRIORITY_MIN, "The priority is a whole number from 1 to 99.")
  .max(PRIORITY_MAX, "The priority is a whole number from 1 to 99.");

function normaliseDataAnalysis(v: unknown): unknown {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  if (o.mindsets === undefined) {
    const ids = [o.mindset_id1, o.mindset_id2].filter((x) => x !== undefined && x !== null && x !== "" && x !== 0 && x !== "0");
    o.mindsets = [...new Set(ids.map(String))];
  }
  return o;
}

/** POST /api/v1/dataAnalysis and PUT /api/v1/dataAnalysis/{id}: a data analysis item. */
export const ZDataAnalysisInput = z.preprocess(
  normaliseDataAnalysis,
  z
    .object({
      name: zText({ min: 1, max: DATA_ANALYSIS_NAME_MAX, required: "Enter the priority's name." }),
      type: z.enum(DATA_ANALYSIS_TYPES, "Choose attendance, behavior, achievement or other."),
      typeName: zText({ max: DATA_ANALYSIS_NAME_MAX }).optional().default(""),
      priority: ZPriority.optional().default(1),
      closingTheGap: zFlag(),
      baseline: zMeasure("The baseline is a number from 0."),
      dateBaseline: ZOptionalDate,
      target: zMeasure("The target is a number from 0."),
      targetGroup: zText({ max: DATA_ANALYSIS_NAME_MAX }).optional().default(""),
      mindsets: zStandards(GOAL_NEW_LIMIT_MESSAGE),
      active: zFlag(true),
    })
    .superRefine((v, ctx) => {
      // A closing-the-gap item is about a student subgroup: it must say which.
      if (v.closingTheGap && v.targetGroup === "") ctx.addIssue({ code: "custom", path: ["targetGroup"], message: "Name the student subgroup of this closing-the-gap item." });
    }),
);
export type TDataAnalysisInput = z.output<typeof ZDataAnalysisInput>;
export type TDataAnalysisBody = z.input<typeof ZDataAnalysisInput>;

/** GET /api/v1/dataAnalysis?active=1[&onSmartgoalNew=1]. */
export const ZDataAnalysisQuery = z.object({
  active: z.enum(["0", "1"], "active is 0 or 1.").optional(),
  onSmartgoalNew: z.enum(["0", "1"], "onSmartgoalNew is 0 or 1.").optional(),
});
export type TDataAnalysisQuery = z.output<typeof ZDataAnalysisQuery>;

/**
 * POST /api/v1/dataAnalysis/updatePriorityFromSmartGoals: the SMART goal form updates its data
 * priority's priority, name, baseline and baseline date. smartgoals_id is accepted and not used
 * until SMART goals exist (a later slice records which goal made the change).
 */
export const ZUpdatePriorityFromSmartGoals = z.object({
  id: ZId,
  priority: ZPriority,
  name: zText({ min: 1, max: DATA_ANALYSIS_NAME_MAX, required: "Enter the priority's name." }).optional(),
  dateBaseline: ZOptionalDate,
  baseline: zMeasure("The baseline is a number from 0."),
  smartgoals_id: ZOptionalId,
});
export type TUpdatePriorityFromSmartGoals = z.input<typeof ZUpdatePriorityFromSmartGoals>;

// ---- Answers ---------------------------------------------------------------------------------

export type TDataAnalysisJson = {
  id: number;
  name: string;
  type: (typeof DATA_ANALYSIS_TYPES)[number];
  typeName: string;
  priority: number;
  closingTheGap: 0 | 1;
  baseline: number | null;
  dateBaseline: string | null;
  target: number | null;
  targetGroup: string;
  mindset_id1: number | null;
  mindset_id2: number | null;
  active: boolean;
  label: string;
};

export type TTargetJson = {
  id: number;
  name: string;
  dataAnalysis_id: number | null;
  dataAnalysis: string | null;
  client_id: number | null;
  group: string | null;
  relevant: boolean;
  share: boolean;
  achievement: boolean;
  attendance: boolean;
  behavior: boolean;
  academic: boolean;
  social: boolean;
  career: boolean;
  targetItem: { achievement: boolean; attendance: boolean; behavior: boolean; academic: boolean; social: boolean; career: boolean };
  description: string;
  mindsets: number[];
  mindset_id1: number | null;
  mindset_id2: number | null;
  rating: number | null;
  ratingCount: number;
  user_id: number;
  owner: string;
  isOwner: boolean;
  created_at: string;
  updated_at: string;
};

export type TTargetListItem = {
  id: number;
  name: string;
  share: boolean;
  relevant: boolean;
  dataAnalysis: string | null;
  mindsets: { id: number; abbrev: string }[];
  rating: number | null;
  ratingCount: number;
  comments: number;
  user_id: number;
  owner: string;
  isOwner: boolean;
  updated_at: string;
};

export type TTargetPage = { data: TTargetListItem[]; total: number; page: number; perPage: number; pages: number };

export type TTargetGroup = { id: number; name: string; count: number; grade_id: number | null };
