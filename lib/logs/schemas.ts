import { z } from "zod";
import { zText } from "@/lib/http/text";
import { EVENT_STATUSES, type TEventStatus } from "@/lib/calendar/constants";

// The filters of the logs table, shared by the page's actions, GET /api/v1/logs and the tests
// (no "server-only").

export const LOG_SORTS = ["date", "duration", "title", "category", "client", "status", "students"] as const;
export type TLogSort = (typeof LOG_SORTS)[number];
export const LOG_PAGE_SIZES = [10, 25, 50, 100] as const;
export const MAX_RANGE_DAYS = 3 * 366;
/** At most this many rows go into one CSV file. */
export const CSV_MAX_ROWS = 50_000;

function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
const days = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

const ZDate = z.string("Enter a date as YYYY-MM-DD.").trim().refine(isIsoDate, "Enter a date as YYYY-MM-DD.");
/** An optional id: '' and absent are none. */
const ZOptionalId = (message: string) => z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number(message).int(message).positive(message).max(2_147_483_647, message).optional());

export const ZLogsFilter = z
  .object({
    from: ZDate,
    to: ZDate,
    categoryId: ZOptionalId("Choose a category from the list."),
    clientId: ZOptionalId("Choose a student or group from the list."),
    status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(EVENT_STATUSES, "Choose planned, done or cancelled.").optional()),
    q: zText({ max: 100 }).optional(),
    sort: z.enum(LOG_SORTS, "Choose a column to sort by.").default("date"),
    dir: z.enum(["asc", "desc"], "Sort ascending or descending.").default("desc"),
    page: z.coerce.number("Pages are numbered from 1.").int().min(1, "Pages are numbered from 1.").max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (LOG_PAGE_SIZES as readonly number[]).includes(n), "Choose 10, 25, 50 or 100 rows per page.")
      .default(25),
    userId: ZOptionalId("Choose one of your users."),
  })
  .superRefine((v, ctx) => {
    if (!isIsoDate(v.from) || !isIsoDate(v.to)) return;
    if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: "The end date must not be before the start date." });
    else if (days(v.from, v.to) > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: "Choose a range of at most three years." });
  });

export type TLogsFilter = z.output<typeof ZLogsFilter>;
export type TLogsFilterInput = z.input<typeof ZLogsFilter>;

/** GET /api/v1/logs: the same filters in snake_case, and ?format=csv for a file. */
export const ZLogsQuery = z
  .object({
    from: z.string().optional(),
    to: z.string().optional(),
    category_id: z.string().optional(),
    client_id: z.string().optional(),
    status: z.string().optional(),
    q: z.string().optional(),
    sort: z.string().optional(),
    dir: z.string().optional(),
    page: z.string().optional(),
    page_size: z.string().optional(),
    user_id: z.string().optional(),
    format: z.enum(["json", "csv"], "Choose json or csv.").default("json"),
  })
  .transform(({ category_id, client_id, page_size, user_id, format, ...rest }) => ({
    format,
    filter: { ...rest, categoryId: category_id, clientId: client_id, pageSize: page_size, userId: user_id },
  }));

/** One row of the logs table (the API's `data`). Names and notes are null when the caller may not read them. */
export type TLogRow = {
  id: number;
  date: string;
  time: string;
  duration: number;
  title: string;
  category_id: number | null;
  category_name: string | null;
  /** Set for a sub-category (a district's or school's): its parent, a seeded ASCA category. */
  parent_category_id: number | null;
  parent_category_name: string | null;
  category_color: string | null;
  group_key: string | null;
  group_name: string | null;
  client_id: number | null;
  client_name: string | null;
  client_type: "student" | "group" | null;
  students: number;
  male: number;
  female: number;
  location: string;
  notes: string | null;
  status: TEventStatus;
  source: string;
};

export type TLogsTotals = { minutes: number; students: number };
export type TLogsPage = { rows: TLogRow[]; total: number; totals: TLogsTotals; confidential: boolean };
