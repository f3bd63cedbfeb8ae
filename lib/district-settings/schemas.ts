import { z } from "zod";
import { ASCA_EDITIONS, isRealMonthDay, TARGET_MAX, TARGET_MIN } from "./rules";

// The district settings form, its server action and PUT /api/v1/districtSettings share this schema.

export const DISTRICT_SETTINGS_MESSAGES = {
  leaid: "Use the district's 7-digit NCES id (LEAID).",
  target: `Use a whole percent from ${TARGET_MIN} to ${TARGET_MAX}.`,
  edition: "Choose the 3rd or the 4th edition of the ASCA National Model.",
  semesterBreak: "Use a real day of the year as MM-DD (for example 01-20); 29 February is not in every year.",
} as const;

export const ZDistrictSettings = z.object({
  /** The district to set; a manager or director may leave it out (their own). */
  leaid: z
    .string()
    .trim()
    .regex(/^\d{7}$/, DISTRICT_SETTINGS_MESSAGES.leaid)
    .optional(),
  direct_target: z.coerce
    .number({ error: DISTRICT_SETTINGS_MESSAGES.target })
    .int(DISTRICT_SETTINGS_MESSAGES.target)
    .min(TARGET_MIN, DISTRICT_SETTINGS_MESSAGES.target)
    .max(TARGET_MAX, DISTRICT_SETTINGS_MESSAGES.target),
  asca_edition: z.coerce
    .number({ error: DISTRICT_SETTINGS_MESSAGES.edition })
    .int()
    .refine((v) => (ASCA_EDITIONS as readonly number[]).includes(v), DISTRICT_SETTINGS_MESSAGES.edition),
  /** The first day of semester 2 (MM-DD); empty or null: 1 January. */
  semester_break: z
    .union([z.null(), z.string().trim().max(5, DISTRICT_SETTINGS_MESSAGES.semesterBreak)])
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isRealMonthDay(v), DISTRICT_SETTINGS_MESSAGES.semesterBreak),
});
export type TDistrictSettingsInput = z.input<typeof ZDistrictSettings>;
export type TDistrictSettings = z.output<typeof ZDistrictSettings>;

export type TDistrictSettingsView = { leaid: string; name: string; state: string; directTarget: number; ascaEdition: number; semesterBreak: string | null };
