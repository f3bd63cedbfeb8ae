import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

export const ZPreferences = z
  .object({
    hideConfidential: z
      .union([z.boolean(), z.literal(0), z.literal(1)])
      .transform((v) => v === true || v === 1)
      .optional(),
    language: z.enum(LOCALES).optional(),
  })
  .refine((v) => v.hideConfidential !== undefined || v.language !== undefined, { message: "Nothing to update.", path: ["body"] });
export type TPreferences = z.infer<typeof ZPreferences>;
