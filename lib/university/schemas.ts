import { z } from "zod";
import { zText } from "@/lib/http/text";
import { DEFAULT_CREDITS, MAX_POINTS } from "./constants";

// Input schemas of the university programme (university, course, assignment).
// No "server-only": the forms validate with the same rules.

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** A whole number from a JSON number or a form's text: "abc", 1.5 and out-of-range values are refused. */
function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (typeof b === "string" && /^-?\d+$/.test(b.trim())) return Number(b.trim());
      return b;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/** The same, where an empty value (missing, null, "") is allowed and reads as undefined (the default applies). */
function optionalWholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (typeof b === "string" && /^-?\d+$/.test(b.trim())) return Number(b.trim());
      return b;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );
}

export const POINTS_MESSAGE = `Points are whole numbers from 0 to ${MAX_POINTS}.`;
export const zPoints = () => wholeNumber(0, MAX_POINTS, POINTS_MESSAGE);

/** An IPEDS unit id; 0 on the university form means "no IPEDS id yet". */
export const ZIpedsid = optionalWholeNumber(0, 99_999_999, "The IPEDSID is a whole number (0 when the university has none yet).");
/** An IPEDSID naming a university (never 0). */
export const ZUniversityRef = wholeNumber(1, 99_999_999, "Choose the university (its IPEDSID).");
export const ZRecordId = wholeNumber(1, 2_147_483_647, "Not a valid id.");

export const ZUniversityInput = z.object({
  ipedsid: ZIpedsid.transform((v) => v ?? 0),
  name: zText({ min: 1, max: 200, required: "Enter the university's name." }),
  city: zText({ max: 120 })
    .optional()
    .transform((v) => v || null),
  state: z
    .string({ error: "Enter the two-letter state code." })
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Use the two-letter state code.")
    .transform((v) => v.toUpperCase()),
  zip: z
    .string({ error: "Enter the zip code." })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Use a 5-digit zip code (or ZIP+4)."),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(120, "Use at most 120 characters.")
    .regex(/^$|^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "Enter the e-mail domain, e.g. ucf.edu.")
    .optional()
    .transform((v) => v ?? ""),
});
export type TUniversityInput = z.input<typeof ZUniversityInput>;

export const ZCourseInput = z.object({
  ipedsid: ZUniversityRef,
  courseCode: zText({ min: 1, max: 32, required: "Enter the course code (e.g. COUN 6800)." }),
  name: zText({ min: 1, max: 200, required: "Enter the course name." }),
  description: zText({ max: 2000, multiline: true })
    .optional()
    .transform((v) => v ?? ""),
  credits: optionalWholeNumber(0, 99, "Credits are a whole number from 0 to 99.").transform((v) => v ?? DEFAULT_CREDITS),
});
export type TCourseInput = z.input<typeof ZCourseInput>;

const label = (n: number) => zText({ min: 1, max: 100, required: `Enter the label of level ${n}.` });

export const ZLabels = { l1: label(1), l2: label(2), l3: label(3), l4: label(4) };
export const ZPointsFields = { l1Points: zPoints(), l2Points: zPoints(), l3Points: zPoints(), l4Points: zPoints(), l5Points: zPoints() };

export const ZAssignmentInput = z.object({
  name: zText({ min: 1, max: 200, required: "Enter the assignment's name." }),
  description: zText({ max: 5000, multiline: true })
    .optional()
    .transform((v) => v ?? ""),
  dueDate: z.preprocess(blankToUndefined, z.iso.date({ error: "Use a date like 2026-09-30." }).optional()).transform((v) => v ?? null),
  sort: optionalWholeNumber(0, 1000, "The order is a whole number from 0 to 1000.").transform((v) => v ?? 0),
  l1: ZLabels.l1.optional(),
  l2: ZLabels.l2.optional(),
  l3: ZLabels.l3.optional(),
  l4: ZLabels.l4.optional(),
  l1Points: optionalWholeNumber(0, MAX_POINTS, POINTS_MESSAGE),
  l2Points: optionalWholeNumber(0, MAX_POINTS, POINTS_MESSAGE),
  l3Points: optionalWholeNumber(0, MAX_POINTS, POINTS_MESSAGE),
  l4Points: optionalWholeNumber(0, MAX_POINTS, POINTS_MESSAGE),
  l5Points: optionalWholeNumber(0, MAX_POINTS, POINTS_MESSAGE),
});
export type TAssignmentInput = z.input<typeof ZAssignmentInput>;

export const ZRubricInput = z.object({ ipedsid: ZUniversityRef, ...ZLabels, ...ZPointsFields });
export type TRubricInput = z.input<typeof ZRubricInput>;

const pageNumber = z.coerce.number().int().min(1).max(100_000).catch(1);
const optionalIpedsid = z.coerce.number().int().min(1).max(99_999_999).optional().catch(undefined);

/** /app/university and GET /api/v1/university: name or IPEDSID (q), state, zip, page. Bad values fall back to none. */
export const ZUniversityFilter = z.object({
  q: zText({ max: 100 }).optional().catch(undefined),
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
export type TUniversityFilter = z.infer<typeof ZUniversityFilter>;

/** Course and college-student lists: the university (admins), text, page. */
export const ZCourseListFilter = z.object({
  university: optionalIpedsid,
  q: zText({ max: 100 }).optional().catch(undefined),
  page: pageNumber,
});
export type TCourseListFilter = z.infer<typeof ZCourseListFilter>;

/** A write's JSON body before the use-case validates it. */
export const ZJsonObject = z.record(z.string(), z.unknown(), { error: "Send a JSON object." });
