import { z } from "zod";
import { zText } from "@/lib/http/text";

const MAX_SCREENSHOT_CHARS = 5_500_000; // ~4 MB PNG as base64

export const ZQuestion = z.object({
  qTopic: z.coerce.number().int().positive().default(10),
  qTopicID: z.coerce.number().int().positive().optional(),
  question: zText({ min: 3, max: 4000, multiline: true, required: "Write your question.", tooLong: "Keep your question under 4000 characters." }),
  pageUrl: zText({ max: 512, trim: false })
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
