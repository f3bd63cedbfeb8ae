import { z } from "zod";
import { CALENDAR_MESSAGES as M, isIsoDate } from "./rules";

// The calendar's schemas that the browser reads too (an event's repeat rule, checked on the device
// for an event created offline as the server will check it): they import nothing of the database.

/** A whole number, also from a numeric string. */
export const int = (min: number, max: number, message: string) =>
  z.preprocess((v) => (typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v), z.number(message).int(message).min(min, message).max(max, message));

export const ZIsoDate = z.string(M.date).trim().refine(isIsoDate, M.date);

export const ZRecurrence = z.object({
  freq: z.enum(["daily", "weekly"], "Choose daily or weekly."),
  interval: int(1, 4, "Repeat every 1 to 4 days or weeks.").default(1),
  weekdays: z
    .array(int(1, 7, "Weekdays are 1 (Monday) to 7 (Sunday)."), "Weekdays are 1 (Monday) to 7 (Sunday).")
    .max(7)
    .default([]),
  until: ZIsoDate,
});
