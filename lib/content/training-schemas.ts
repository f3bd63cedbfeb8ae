import { z } from "zod";
import { zText } from "@/lib/http/text";

// Inputs of the live training sessions (/app/training). The start is the admin's wall-clock time
// ("2026-12-02T15:00", what a datetime-local input sends), read in the admin's time zone.

const TITLE = "Give the session a title (1 to 200 characters).";
const START = "Give the start as a date and time (YYYY-MM-DDTHH:MM).";
const DURATION = "The length is a whole number of minutes from 15 to 480.";
const JOIN = "The join link is an http(s) address or a path on this site starting with /.";

/** A join link: an absolute http(s) URL or a path on this site (never "//host", "javascript:"…). */
export function isJoinUrl(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

/** "2026-02-30T10:00" or "2026-12-02T25:00" is no time at all; years outside 2000-2100 are typos. */
export function isRealLocalTime(value: string): boolean {
  const [y, mo, d, h, mi] = value.split(/[-T:]/).map(Number);
  if (y < 2000 || y > 2100 || h > 23 || mi > 59) return false;
  const at = new Date(Date.UTC(y, mo - 1, d));
  return at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}

export const ZLiveTraining = z.object({
  id: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
  title: zText({ min: 1, max: 200, required: TITLE, tooLong: TITLE }),
  description: zText({ max: 2000, multiline: true, tooLong: "The description holds at most 2000 characters." }).default(""),
  startsAt: z
    .string({ error: START })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, START)
    .refine(isRealLocalTime, START),
  durationMinutes: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
    z.number({ error: DURATION }).int(DURATION).min(15, DURATION).max(480, DURATION),
  ),
  joinUrl: zText({ min: 1, max: 500, required: JOIN, tooLong: JOIN }).refine(isJoinUrl, JOIN),
});
export type TLiveTrainingInput = z.input<typeof ZLiveTraining>;

export const ZLiveTrainingId = z.object({ id: z.coerce.number().int().positive() });

/** Clicks on a join link this long before the start count as attending (the join window opens at 14:45 for 15:00). */
export const ATTEND_FROM_MINUTES = 15;
