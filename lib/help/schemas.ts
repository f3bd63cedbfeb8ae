import { z } from "zod";
import { zText } from "@/lib/http/text";
import { MAX_SCREENSHOT_BYTES, SCREENSHOT, screenshotBytes } from "./screenshot";

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
};

export const ZQuestion = z.object({
  qTopic: z.coerce.number().int().positive().default(10),
  qTopicID: z.coerce.number().int().positive().optional(),
  question: zText({ min: 3, max: 4000, multiline: true, required: "Write your question.", tooLong: "Keep your question under 4000 characters." }),
  pageUrl: zText({ max: 512, trim: false })
    .regex(/^\/[^\s]*$/, "The page must be a path of this site.")
    .default("/app/dashboard"),
  screenshot: z
    .string()
    // Checked on the text's length first, so an oversized body is refused before it is decoded.
    .max(Math.ceil(MAX_SCREENSHOT_BYTES / 3) * 4 + 32, "The screenshot is larger than 1 MB.")
    .regex(SCREENSHOT, "The screenshot must be a PNG, JPEG or WebP image.")
    .refine((v) => screenshotBytes(v) <= MAX_SCREENSHOT_BYTES, "The screenshot is larger than 1 MB.")
    .refine((v) => {
      const m = SCREENSHOT.exec(v);
      // A value that is no image data URL at all was refused by the pattern already.
      return !m || MAGIC[m[1]](Buffer.from(m[2].slice(0, 24), "base64"));
    }, "The screenshot must be a PNG, JPEG or WebP image.")
    .optional()
    .nullable(),
});
export type TQuestion = z.infer<typeof ZQuestion>;
