import { z } from "zod";

const MAX_SCREENSHOT_CHARS = 5_500_000; // ~4 MB PNG as base64

export const ZQuestion = z.object({
  qTopic: z.coerce.number().int().positive().default(10),
  qTopicID: z.coerce.number().int().positive().optional(),
  question: z.string().trim().min(3, "Write your question.").max(4000, "Keep your question under 4000 characters."),
  pageUrl: z
    .string()
    .max(512)
    .regex(/^\/[^\s]*$/, "The page must be a path of this site.")
    .default("/app/dashboard"),
  screenshot: z
    .string()
    .max(MAX_SCREENSHOT_CHARS, "The screenshot is too large.")
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, "The screenshot must be a PNG image.")
    .optional()
    .nullable(),
});
export type TQuestion = z.infer<typeof ZQuestion>;
