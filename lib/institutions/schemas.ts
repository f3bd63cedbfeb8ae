import { z } from "zod";
import { zText } from "@/lib/http/text";
import { stateFipsOf } from "@/lib/reports/geo-codes";
import { SCHOOL_LEVELS, TIME_ZONES } from "./constants";

// Input schemas of schools and school districts (NCES Common Core of Data ids).

export const ZLeaid = z
  .string({ error: "Enter the 7-digit NCES district id (LEAID)." })
  .trim()
  .regex(/^\d{7}$/, "The LEAID is the 7-digit NCES district id.");
export const ZNcessch = z
  .string({ error: "Enter the 12-digit NCES school id (NCESSCH)." })
  .trim()
  .regex(/^\d{12}$/, "The NCESSCH is the 12-digit NCES school id.");
export const ZStateCode = z
  .string({ error: "Enter the two-letter state code." })
  .trim()
  .regex(/^[A-Za-z]{2}$/, "Use the two-letter state code.")
  .transform((v) => v.toUpperCase());
export const ZZipCode = z
  .string({ error: "Enter the zip code." })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, "Use a 5-digit zip code (or ZIP+4).");
const optionalZip = z
  .union([z.literal(""), ZZipCode])
  .optional()
  .transform((v) => v || null);
const optionalCity = zText({ max: 120 })
  .optional()
  .transform((v) => v || null);

export const ZDistrictInput = z.object({
  leaid: ZLeaid,
  name: zText({ min: 1, max: 200, required: "Enter the district's name." }),
  state: ZStateCode,
  city: optionalCity,
  zip: optionalZip,
});
export type TDistrictInput = z.input<typeof ZDistrictInput>;

export const ZSchoolInput = z
  .object({
    ncessch: ZNcessch,
    schnam: zText({ min: 1, max: 200, required: "Enter the school's name." }),
    leaid: z
      .union([z.literal(""), ZLeaid])
      .optional()
      .transform((v) => v || null),
    state: ZStateCode,
    city: optionalCity,
    zip: ZZipCode,
    level: z.coerce
      .number({ error: "Choose the school level." })
      .int()
      .refine((n) => (SCHOOL_LEVELS as readonly number[]).includes(n), "Choose the school level.")
      .default(0),
    timezone: z.enum(TIME_ZONES, { error: "Choose a time zone of the list." }).default("America/New_York"),
    // The county (for the reports' maps): its 5-digit FIPS code; "" clears it, absent keeps it.
    countyFips: z
      .union([
        z.literal(""),
        z
          .string()
          .trim()
          .regex(/^\d{5}$/, "The county is its 5-digit FIPS code."),
      ])
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
  })
  // NCES: a school id is its district's LEAID followed by a 5-digit school number.
  .refine((s) => !s.leaid || s.ncessch.startsWith(s.leaid), { message: "An NCESSCH starts with its district's LEAID.", path: ["ncessch"] })
  // A county FIPS code starts with its state's 2-digit FIPS code.
  .refine((s) => !s.countyFips || s.countyFips.startsWith(stateFipsOf(s.state) ?? "--"), { message: "This county is not in the school's state.", path: ["countyFips"] });
export type TSchoolInput = Omit<z.input<typeof ZSchoolInput>, "timezone"> & { timezone?: string };

const pageNumber = z.coerce.number().int().min(1).max(100_000).catch(1);
const searchText = zText({ max: 100 }).optional().catch(undefined);

/** The filters of the lists: name or NCES id (q), state, zip, page. Bad values fall back to none. */
export const ZInstitutionFilter = z.object({
  q: searchText,
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase())
    .optional()
    .catch(undefined),
  zip: z
    .string()
    .trim()
    .regex(/^\d{1,5}(-\d{0,4})?$/)
    .optional()
    .catch(undefined),
  page: pageNumber,
});
export type TInstitutionFilter = z.infer<typeof ZInstitutionFilter>;

/** A write's JSON body before the use-case validates it (the use-case parses with its own schema). */
export const ZJsonObject = z.record(z.string(), z.unknown(), { error: "Send a JSON object." });
