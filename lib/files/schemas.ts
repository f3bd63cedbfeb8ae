import { z } from "zod";
import { zText } from "@/lib/http/text";
import { IDENTIFIER_PATTERN, MAX_CHUNK_BYTES, MIN_CHUNK_BYTES } from "./rules";

// Chunk parameters arrive as query or form strings: whole decimal numbers only ("1e3", " 5" and
// "1.5" are refused rather than coerced).
const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,12}$/, "Must be a whole number.")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** The file-upload chunk parameters (flowChunkNumber is 1-based). */
export const ZChunkParams = z.object({
  flowChunkNumber: int(1, 100_000),
  flowChunkSize: int(MIN_CHUNK_BYTES, MAX_CHUNK_BYTES),
  flowCurrentChunkSize: int(1, 2 * MAX_CHUNK_BYTES),
  flowTotalSize: int(1, Number.MAX_SAFE_INTEGER),
  flowIdentifier: z.string().regex(IDENTIFIER_PATTERN, "Letters, digits, '_' and '-' only, at most 255."),
  flowFilename: zText({ min: 1, max: 255 }),
  flowRelativePath: zText({ max: 1000, trim: false }).optional().default(""),
  flowTotalChunks: int(1, 100_000),
});
export type TChunkParamsInput = z.input<typeof ZChunkParams>;
export type TChunkParamsValue = z.output<typeof ZChunkParams>;

/** DELETE /api/v1/files/upload: the upload to give up. */
export const ZCancelUpload = z.object({
  flowIdentifier: z.string().regex(IDENTIFIER_PATTERN),
});

export const ZFileId = z.uuid();

/** What a file looks like to its owner (the list, and the last chunk's answer). */
export type TFileSummary = {
  id: string;
  filename: string;
  size: number;
  mimeType: string;
  sha256: string;
  createdAt: string;
  completedAt: string;
};
