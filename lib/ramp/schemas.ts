import { z } from "zod";
import { zText } from "@/lib/http/text";
import { RAMP_TEXT_COMPONENTS, RAMP_TYPES } from "./components";
import { isRubricItem, RUBRIC_SCORE_MAX } from "./rubric";

// The RAMP workspace's inputs, shared by PUT /api/v1/ramp/{type}, the server actions and the forms.
// No "server-only": the forms validate with the same schemas.

export const RAMP_TEXT_MAX = 10_000;

export const RAMP_MESSAGES = {
  type: "Choose a RAMP component.",
  noText: "This component has no text of its own.",
  item: "Choose an item of this component's rubric.",
  score: `Choose a score from 0 to ${RUBRIC_SCORE_MAX}.`,
  empty: "Send a text or at least one score.",
} as const;

export const ZRampType = z.enum(RAMP_TYPES, { error: RAMP_MESSAGES.type });
/** The rubric pages' scores are stored under the pseudo-types "rubric" (the RAMP rubric) and "oscar". */
export const ZRampScoreType = z.union([ZRampType, z.enum(["oscar"])], { error: RAMP_MESSAGES.type });

export const ZRampText = zText({ max: RAMP_TEXT_MAX, multiline: true });

export const ZRampScore = z.object({
  item: z.string({ error: RAMP_MESSAGES.item }).max(64, RAMP_MESSAGES.item).refine(isRubricItem, RAMP_MESSAGES.item),
  score: z.coerce.number({ error: RAMP_MESSAGES.score }).int(RAMP_MESSAGES.score).min(0, RAMP_MESSAGES.score).max(RUBRIC_SCORE_MAX, RAMP_MESSAGES.score),
});
export type TRampScore = z.infer<typeof ZRampScore>;

/** PUT /api/v1/ramp/{type}: the component's text (ctg, mbResults, reflection) and/or self-scores of its rubric items. */
export const ZRampPutBody = z
  .object({
    text: ZRampText.optional(),
    scores: z.array(ZRampScore).max(20).optional(),
  })
  .refine((b) => b.text !== undefined || (b.scores?.length ?? 0) > 0, { message: RAMP_MESSAGES.empty });
export type TRampPutBody = z.input<typeof ZRampPutBody>;

export const isTextComponent = (type: string): boolean => (RAMP_TEXT_COMPONENTS as readonly string[]).includes(type);

/** A score belongs to the component it is saved on ("vision.future" on vision, "oscar.*" on oscar). */
export const itemBelongsTo = (type: string, item: string): boolean => item.startsWith(`${type}.`);
