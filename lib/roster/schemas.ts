import { z } from "zod";

// The roster import's form fields (the zip itself is read apart: a file field) and the status query.

/** A run id the page picks so it can ask for the import's progress while the upload is under way. */
export const ZRunId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "Use 8 to 64 letters, digits or dashes.");

export const ZRosterImportFields = z.object({
  district: z
    .string()
    .regex(/^\d{7}$/, "Use the district's 7-digit NCES id (LEAID).")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  dry_run: z.enum(["0", "1", "true", "false"]).default("0"),
  run: ZRunId.optional(),
});

export const ZRosterStatusQuery = z.object({ run: ZRunId });
