import { z } from "zod";
import { SCHEDULE_FREQUENCIES } from "@/db/schema/schedules";
import { zText } from "@/lib/http/text";
import { ZIsoDate, ZTime } from "@/lib/calendar/schemas";
import { daysBetween, parseHm } from "@/lib/calendar/rules";
import { daysInMonth } from "./rules";

// Zod schemas of the master schedule, shared by /api/v1/schedule, the server actions and the form.

export const SCHEDULE_MESSAGES = {
  title: "Enter a title.",
  category: "Choose one of the use-of-time categories.",
  frequency: "Choose weekly, monthly or yearly.",
  weekday: "Choose a weekday.",
  dayOfMonth: "Choose a day of the month from 1 to 31.",
  month: "Choose a month.",
  dayOfYear: "This month has no such day.",
  endTime: "The end must come after the start.",
  endDate: "The end date must be on or after the start date.",
  span: "A schedule item runs at most two years.",
  notFound: "This schedule item does not exist or is not yours.",
  readOnly: "A manager reads the master schedule of the counselors they manage; only the counselor changes it.",
  noCategory: "Choose a category for this item before putting it on your calendar.",
  noDates: "No date of this item falls in the school year on a day your school is open.",
} as const;

const M = SCHEDULE_MESSAGES;

const int = (min: number, max: number, message: string) =>
  z.preprocess((v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number(message).int(message).min(min, message).max(max, message));
const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number(message).int(message).min(min, message).max(max, message).nullable(),
  );

export const ZScheduleFields = z.object({
  title: zText({ min: 1, max: 200, required: M.title }),
  category_id: int(1, 2_147_483_647, M.category),
  frequency: z.enum(SCHEDULE_FREQUENCIES, M.frequency),
  weekday: optionalInt(1, 7, M.weekday).default(null),
  day_of_month: optionalInt(1, 31, M.dayOfMonth).default(null),
  month: optionalInt(1, 12, M.month).default(null),
  start_time: ZTime,
  end_time: ZTime,
  start_date: ZIsoDate,
  end_date: ZIsoDate,
  notes: zText({ max: 5_000, multiline: true }).default(""),
});

/** The fields of a schedule item; the day fields the frequency does not use are dropped (null). */
export const ZScheduleInput = ZScheduleFields.superRefine((v, ctx) => {
  if (v.frequency === "weekly" && v.weekday === null) ctx.addIssue({ code: "custom", path: ["weekday"], message: M.weekday });
  if (v.frequency !== "weekly" && v.day_of_month === null) ctx.addIssue({ code: "custom", path: ["day_of_month"], message: M.dayOfMonth });
  if (v.frequency === "yearly") {
    if (v.month === null) ctx.addIssue({ code: "custom", path: ["month"], message: M.month });
    else if (v.day_of_month !== null && v.day_of_month > daysInMonth(2024, v.month)) ctx.addIssue({ code: "custom", path: ["day_of_month"], message: M.dayOfYear });
  }
  if ((parseHm(v.end_time) ?? 0) <= (parseHm(v.start_time) ?? 0)) ctx.addIssue({ code: "custom", path: ["end_time"], message: M.endTime });
  if (v.end_date < v.start_date) ctx.addIssue({ code: "custom", path: ["end_date"], message: M.endDate });
  else if (daysBetween(v.start_date, v.end_date) > 731) ctx.addIssue({ code: "custom", path: ["end_date"], message: M.span });
}).transform((v) => ({
  ...v,
  weekday: v.frequency === "weekly" ? v.weekday : null,
  day_of_month: v.frequency === "weekly" ? null : v.day_of_month,
  month: v.frequency === "yearly" ? v.month : null,
}));
export type TScheduleInput = z.output<typeof ZScheduleInput>;

export const ZScheduleId = z.object({ id: int(1, 2_147_483_647, M.notFound) });

export const ZScheduleQuery = z.object({ user: optionalInt(1, 2_147_483_647, "Choose one of your users.").optional() });

export type TScheduleItemJson = {
  id: number;
  user_id: number;
  title: string;
  category_id: number | null;
  category: string | null;
  frequency: "weekly" | "monthly" | "yearly";
  weekday: number | null;
  day_of_month: number | null;
  month: number | null;
  start_time: string;
  end_time: string;
  start_date: string;
  end_date: string;
  notes: string;
  pushed_at: string | null;
  events: number;
};
