import { z } from "zod";
import { zText } from "@/lib/http/text";

// What a visitor leaves after a conference (/conference_feedback; table conference_feedback).

export const ZFeedbackInput = z.object({
  name: zText({ max: 120 })
    .optional()
    .transform((v) => v ?? ""),
  email: z
    .union([z.literal(""), z.email({ error: "Enter a valid e-mail address." }).max(254)])
    .optional()
    .transform((v) => (v ?? "").toLowerCase()),
  school: zText({ max: 200 })
    .optional()
    .transform((v) => v ?? ""),
  rating: z.preprocess(
    (v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: "Choose a rating from 1 to 5." }).int("Choose a rating from 1 to 5.").min(1, "Choose a rating from 1 to 5.").max(5, "Choose a rating from 1 to 5."),
  ),
  comment: zText({ max: 2000, multiline: true })
    .optional()
    .transform((v) => v ?? ""),
});
export type TFeedbackInput = z.input<typeof ZFeedbackInput>;

export const ZFeedbackFilter = z.object({
  conference: z.coerce.number().int().min(1).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type TFeedbackFilter = z.infer<typeof ZFeedbackFilter>;

export const ZSlug = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
