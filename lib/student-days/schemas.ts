import { z } from "zod";
import { zText } from "@/lib/http/text";
import { notFound } from "@/lib/http/errors";
import { isIsoDate, normalizeTime } from "./rules";

const ZIsoDate = z.string().refine(isIsoDate, { message: "Use a date as YYYY-MM-DD." });
// Accepts HH:mm or HH:mm:ss (24-hour) and keeps HH:mm:ss, the form the database stores.
const ZTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { message: "Use a time as HH:mm (24-hour)." })
  .transform(normalizeTime);
// A user id sent as a number (JSON) or a string (query, form).
const ZUserId = z.coerce.number().int().positive().nullish();

export const SPECIAL_DATE_KINDS = ["closed", "tag"] as const;
export const ZSpecialDateKind = z.enum(SPECIAL_DATE_KINDS);
export type TSpecialDateKind = z.infer<typeof ZSpecialDateKind>;

/** Several dates at once (`dates`), or one (`date`, as the spec's POST /api/v1/tags sends it). */
export const ZSpecialDateCreate = z
  .object({
    kind: ZSpecialDateKind,
    date: ZIsoDate.optional(),
    dates: z.array(ZIsoDate).max(366, { message: "Pick at most 366 dates at once." }).optional(),
    label: zText({ max: 200 }).optional().default(""),
    user_id: ZUserId,
  })
  .transform(({ date, dates, ...rest }) => ({ ...rest, dates: [...new Set([...(dates ?? []), ...(date ? [date] : [])])].sort() }))
  .refine((v) => v.dates.length > 0, { message: "Pick at least one date.", path: ["dates"] });
export type TSpecialDateCreate = z.input<typeof ZSpecialDateCreate>;

/** One date of a kind fixed by the route (POST /api/v1/tags and /api/v1/daysclosed: `date` as YYYY-MM-DD). */
export const ZSpecialDateOne = z.object({
  date: ZIsoDate,
  label: zText({ max: 200 }).optional().default(""),
  user_id: ZUserId,
});
export type TSpecialDateOne = z.input<typeof ZSpecialDateOne>;

/** GET /api/v1/tags and /api/v1/daysclosed: the range and whose dates, the kind being the route's. */
export const ZSpecialDateKindRange = z.object({ start: ZIsoDate.optional(), end: ZIsoDate.optional(), user_id: ZUserId });

export const ZSpecialDateUpdate = z
  .object({ date: ZIsoDate.optional(), label: zText({ max: 200 }).optional() })
  .refine((v) => v.date !== undefined || v.label !== undefined, { message: "Send a date or a label to change.", path: ["date"] });

export const ZSpecialDateRange = z.object({
  kind: ZSpecialDateKind.optional(),
  start: ZIsoDate.optional(),
  end: ZIsoDate.optional(),
  user_id: ZUserId,
});

export const ZPeriodInput = z
  .object({
    period: z.coerce.number().int().min(0).max(20).default(0),
    start: ZTime,
    end: ZTime,
    user_id: ZUserId,
  })
  .refine((v) => v.end > v.start, { message: "The end must be after the start.", path: ["end"] });
export type TPeriodInput = z.input<typeof ZPeriodInput>;

export const ZPeriodQuery = z.object({ user_id: ZUserId });

export const RATING_VALUES = [-3, -2, -1, 0, 1, 2, 3] as const;
export const ZRatingValue = z.coerce
  .number()
  .int({ message: "A rating is a whole number from -3 to 3." })
  .min(-3, { message: "A rating is a whole number from -3 to 3." })
  .max(3, { message: "A rating is a whole number from -3 to 3." });

export const ZRatingInput = z.object({
  value: ZRatingValue,
  date: ZIsoDate,
  event_id: z.coerce.number().int().positive().nullish(),
  note: zText({ max: 500, multiline: true }).optional().default(""),
  user_id: ZUserId,
});
export type TRatingInput = z.input<typeof ZRatingInput>;

export const ZRatingUpdate = z
  .object({ value: ZRatingValue.optional(), note: zText({ max: 500, multiline: true }).optional() })
  .refine((v) => v.value !== undefined || v.note !== undefined, { message: "Send a value or a note to change.", path: ["value"] });

export const ZDateRange = z
  .object({ start: ZIsoDate, end: ZIsoDate, user_id: ZUserId })
  .refine((v) => v.end >= v.start, { message: "The end date must not be before the start date.", path: ["end"] })
  .refine((v) => Number(v.end.slice(0, 4)) - Number(v.start.slice(0, 4)) <= 5, { message: "Choose a range of at most five years.", path: ["end"] });

export const ZRateableEventsQuery = z.object({ date: ZIsoDate, user_id: ZUserId });

/** A record id from a URL or a client call: a positive 32-bit integer. */
export const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * POST …/{id} with `_method` standing in for PUT or DELETE (the spec's method-override for the generic
 * resources): `{ _method: "DELETE" }`, or `{ _method: "PUT", …fields }` checked against `update`.
 */
export function methodOverride<T extends z.ZodType>(update: T) {
  return z
    .object({ _method: z.preprocess((v) => (typeof v === "string" ? v.toUpperCase() : v), z.enum(["PUT", "DELETE"], { message: "Send _method as PUT or DELETE." })) })
    .loose()
    .transform((v, ctx): { method: "DELETE" } | { method: "PUT"; data: z.output<T> } => {
      if (v._method === "DELETE") return { method: "DELETE" };
      const { _method, ...rest } = v;
      const parsed = update.safeParse(rest);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
        return z.NEVER;
      }
      return { method: _method, data: parsed.data };
    });
}

// ——— JSON shapes returned by the API and the pages ———
export type TSpecialDateJson = { id: number; kind: TSpecialDateKind; date: string; label: string };
/** `id` is null for the default period a user without periods gets. */
export type TPeriodJson = { id: number | null; period: number; start: string; end: string };
export type TRatingJson = { id: number; date: string; event_id: number | null; event_title: string | null; value: number; note: string };
export type TRatingStatistics = {
  start: string;
  end: string;
  count: number;
  average: number | null;
  counts: { value: number; count: number }[];
  months: { month: string; count: number; average: number | null }[];
};
export type TSaveSpecialDatesResult = { created: TSpecialDateJson[]; duplicates: string[] };

/** The {id} of a route: a malformed id is a 404 like an unknown one. */
export function idParam(value: unknown): number {
  const parsed = ZId.safeParse(value);
  if (!parsed.success || !/^\d+$/.test(String(value))) throw notFound();
  return parsed.data;
}
