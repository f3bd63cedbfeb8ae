import { z } from "zod";
import { zText } from "@/lib/http/text";
import { LEGEND_MAX, PHASES, LIKERT_LEVELS, MAX_STATEMENTS, STATEMENT_MAX, STUDENT_REF_MAX, SURVEY_NAME_MAX } from "./rules";

// No "server-only": the survey form and the students' answer form validate with the same schemas.

const zId = z.coerce.number().int().positive().max(2_147_483_647);
const zLegend = zText({ max: LEGEND_MAX, tooLong: `A legend holds at most ${LEGEND_MAX} characters.` }).default("");

export const ZLikertLevels = z.coerce
  .number()
  .int()
  .refine((n) => (LIKERT_LEVELS as readonly number[]).includes(n), { message: "A Likert scale has 3, 4 or 5 steps." });

export const ZSurveyStatement = z.object({
  id: zId.optional().nullable(),
  text: zText({ min: 1, max: STATEMENT_MAX, required: "Write the statement.", tooLong: `A statement holds at most ${STATEMENT_MAX} characters.` }),
});

/** A survey as the form and POST /api/v1/survey, PUT /api/v1/survey/{id} send it: statements in their order. */
export const ZSurveyInput = z.object({
  name: zText({ min: 1, max: SURVEY_NAME_MAX, required: "Enter the survey's name." }),
  likertLevels: ZLikertLevels,
  likert1: zLegend,
  likert2: zLegend,
  likert3: zLegend,
  likert4: zLegend,
  likert5: zLegend,
  questions: z.array(ZSurveyStatement).min(1, "Add at least one statement.").max(MAX_STATEMENTS, `A survey holds at most ${MAX_STATEMENTS} statements.`),
});
export type TSurveyInput = z.infer<typeof ZSurveyInput>;

export const ZSurveyListQuery = z.object({ search: zText({ max: 100 }).optional() });

export const ZSurveyListAllQuery = z.object({ user_id: zId.optional() });

export const ZSurveyAvgQuery = z.object({ survey_id: zId, event_id: zId });

export const ZSurveyPhase = z.enum(PHASES);

/** The counselor opens or closes one administration (survey, event, pre|post). */
export const ZAdministrationInput = z.object({
  survey_id: zId,
  event_id: zId,
  phase: ZSurveyPhase,
  open: z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")]),
  /** Students of this round may give their student number and their answers are filed under that student. */
  named_answers: z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")]).optional(),
});
export type TAdministrationInput = z.infer<typeof ZAdministrationInput>;

export const ZAnswerTarget = z.object({ survey_id: zId, event_id: zId, phase: ZSurveyPhase });

/**
 * A student's answers: every statement of the survey, each a step of its scale (checked against the survey,
 * which names each statement left unanswered; so an empty list passes here).
 */
export const ZAnswersInput = ZAnswerTarget.extend({
  answers: z
    .array(z.object({ question_id: zId, value: z.coerce.number().int("Pick a step of the scale.").min(1, "Pick a step of the scale.").max(5, "Pick a step of the scale.") }))
    .max(MAX_STATEMENTS, "Answer every statement."),
  student_id: zText({ max: STUDENT_REF_MAX, tooLong: `A student id holds at most ${STUDENT_REF_MAX} characters.` })
    .optional()
    .default(""),
  // The grade picked on a SMART goal's event page (Kindergarten is 0); checked against the grade list.
  grade_id: z.union([z.coerce.number().int("Choose a grade from the list.").min(0, "Choose a grade from the list.").max(32_767, "Choose a grade from the list."), z.null()]).optional(),
});
export type TAnswersInput = z.infer<typeof ZAnswersInput>;
