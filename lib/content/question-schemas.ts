import { z } from "zod";
import { zText } from "@/lib/http/text";

// The answers administrators give to the questions asked from the side panel.

const ANSWER = "Write the answer (1 to 10000 characters).";

export const ZAnswerQuestion = z.object({
  questionId: z.coerce.number().int().positive(),
  answer: zText({ min: 1, max: 10_000, multiline: true, required: ANSWER, tooLong: ANSWER }),
});
export type TAnswerQuestionInput = z.input<typeof ZAnswerQuestion>;

export const QUESTION_FILTERS = ["open", "answered", "all"] as const;
export type TQuestionFilter = (typeof QUESTION_FILTERS)[number];

/** ?status=open|answered|all; anything else is the default, the open questions. */
export function questionFilter(value: unknown): TQuestionFilter {
  return QUESTION_FILTERS.includes(value as TQuestionFilter) ? (value as TQuestionFilter) : "open";
}
