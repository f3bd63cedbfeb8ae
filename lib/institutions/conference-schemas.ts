import { z } from "zod";
import { PUBLIC_FIRST_SEGMENTS } from "@/lib/auth/public-routes";
import { zText } from "@/lib/http/text";

// Conferences: name, public url slug (/{dinamic}), dates, start hour
// and end time from the 0-24 list (default '00'), status (default 'Not going'), coupon.

/** "Conference time list 0 to 24". */
export const CONFERENCE_HOURS = Array.from({ length: 25 }, (_, h) => String(h).padStart(2, "0")) as readonly string[];
/** Status default 'Not going'; the other values. */
export const CONFERENCE_STATUSES = ["Not going", "Going", "Exhibiting", "Presenting"] as const;
export type TConferenceStatus = (typeof CONFERENCE_STATUSES)[number];

const ZDate = z
  .union([
    z.literal(""),
    z.null(),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD.")
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "Use a real date."),
  ])
  .optional()
  .transform((v) => v || null);
const ZHour = z
  .string()
  .refine((v) => CONFERENCE_HOURS.includes(v), "Choose an hour from 00 to 24.")
  .default("00");

export const ZConferenceInput = z
  .object({
    name: zText({ min: 1, max: 200, required: "Enter the conference's name." }),
    // The public page is /{slug}: letters, digits, '-', '_' (no dots: a path like /robots.txt is a file),
    // not only digits (that is read as a conference id) and not a page of the site.
    slug: z
      .string({ error: "Enter the url of the conference page." })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9_-]{1,63}$/, "Use 2 to 64 letters, digits, '-' or '_' for the url.")
      .refine((v) => !/^\d+$/.test(v), "The url cannot be only digits.")
      .refine((v) => !["train", "app", "user", "api", "home", "lock", "error", "_next"].includes(v) && !PUBLIC_FIRST_SEGMENTS.has(v), "This url is a page of the site already."),
    startDate: ZDate,
    endDate: ZDate,
    startHour: ZHour,
    endTime: ZHour,
    status: z.enum(CONFERENCE_STATUSES, { error: "Choose a status of the list." }).default("Not going"),
    coupon: z.coerce
      .number({ error: "The coupon is a discount percent from 0 to 100." })
      .int("The coupon is a whole percent.")
      .min(0, "The coupon is a discount percent from 0 to 100.")
      .max(100, "The coupon is a discount percent from 0 to 100.")
      .default(0),
    city: zText({ max: 120 })
      .optional()
      .transform((v) => v ?? ""),
    state: z
      .union([
        z.literal(""),
        z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2}$/, "Use the two-letter state code."),
      ])
      .optional()
      .transform((v) => (v ?? "").toUpperCase()),
  })
  .refine((c) => !c.startDate || !c.endDate || c.endDate >= c.startDate, { message: "The conference cannot end before it starts.", path: ["endDate"] });
export type TConferenceInput = Omit<z.input<typeof ZConferenceInput>, "status"> & { status?: string };

export const ZConferenceId = z.coerce.number({ error: "Not a conference id." }).int().min(1).max(2_147_483_647);
