import { z } from "zod";
import { zText } from "@/lib/http/text";
import {
  EVENT_DOMAINS,
  EVENT_STATUSES,
  REFERRAL_DIRECTIONS,
  REFERRAL_STATUSES,
  type TEventDomain,
  type TEventStatus,
  type TRecurrence,
  type TReferralDirection,
  type TReferralStatus,
} from "@/db/schema/calendar";
import { int, ZIsoDate, ZRecurrence } from "./recurrence-schema";
import { CALENDAR_MESSAGES as M, MIN_DURATION, MINUTES_PER_DAY, durationFromEnd, isIsoDate, normalizeRecurrence, parseHm, recurrenceIssue, daysBetween, formatHm } from "./rules";

// Zod schemas of the calendar, shared by the /api/v1 routes, the server actions and the forms
// (no "server-only"). Numbers may arrive as strings (form posts with a method override).
// An output of ZEventInput parses again to itself, so a route may validate the body and the
// use-case validate it once more.

export { CALENDAR_MESSAGES } from "./rules";
export { ZIsoDate, ZRecurrence } from "./recurrence-schema";

/** An optional reference id: a positive whole number, or null ('' and 0 count as none). */
const optionalRef = (message: string) =>
  z
    .preprocess((v) => (v === "" || v === 0 || v === "0" ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number(message).int(message).positive(message).nullable())
    .optional();

/** A 24-hour 'HH:mm' ('HH:mm:ss' is read too), given back as 'HH:mm'. */
export const ZTime = z
  .string(M.time)
  .trim()
  .refine((v) => parseHm(v) !== null, M.time)
  .transform((v) => formatHm(parseHm(v) as number));

export const ZEventStatus = z.enum(EVENT_STATUSES, "Choose planned, done or cancelled.");
export const ZEditScope = z.enum(["this", "following", "all"], "Choose this, following or all.");

/** The services fields' words: the API's messages; the forms show their own. */
export const SERVICE_MESSAGES = {
  tier: "Choose tier 1, 2 or 3, or auto.",
  domain: "Choose academic, career or social/emotional, or unspecified.",
  referralDirection: "Choose whether the referral goes out or comes in.",
  referralStatus: "Choose open, contacted, done or closed.",
  followUpDate: "Enter the follow-up date as YYYY-MM-DD.",
  referralCompany: "Choose one of your community partners.",
} as const;
const S = SERVICE_MESSAGES;

/** '' and null (and the words below) mean none: the form's "Auto" and "Unspecified" choices. */
const noneOf = (v: unknown, words: readonly string[] = []) => (v === "" || v === null || (typeof v === "string" && words.includes(v.trim())) ? null : v);

/** 1, 2 or 3 as the counselor sets it; "auto" (null) lets the reports derive it. */
export const ZEventTier = z.preprocess((v) => {
  const n = noneOf(v, ["auto"]);
  return typeof n === "string" && /^\s*\d+\s*$/.test(n) ? Number(n) : n;
}, z.number(S.tier).int(S.tier).min(1, S.tier).max(3, S.tier).nullable());
/** The ASCA domain; "unspecified" (null) lets the reports take it from the lesson or curriculum. */
export const ZEventDomain = z.preprocess((v) => noneOf(v, ["unspecified"]), z.enum(EVENT_DOMAINS, S.domain).nullable());
export const ZReferralDirection = z.preprocess((v) => noneOf(v), z.enum(REFERRAL_DIRECTIONS, S.referralDirection).nullable());
export const ZReferralStatus = z.preprocess((v) => noneOf(v), z.enum(REFERRAL_STATUSES, S.referralStatus).nullable());
export const ZFollowUpDate = z.preprocess((v) => noneOf(v), z.string(S.followUpDate).trim().refine(isIsoDate, S.followUpDate).nullable());

const count = (label: string) => int(0, 10_000, `Enter the number of ${label} as a whole number from 0 to 10,000.`);
const text = (max: number, multiline = false) => zText({ max, multiline });

/** The fields of an event as a client sends them. `end` ('HH:mm' or 'YYYY-MM-DDTHH:mm') may stand in for `duration`. */
export const ZEventFields = z.object({
  title: zText({ min: 1, max: 200, required: "Enter a title." }),
  date: ZIsoDate,
  time: ZTime,
  duration: int(MIN_DURATION, MINUTES_PER_DAY, M.durationRange).optional(),
  end: zText({ max: 32, required: M.time, tooLong: M.time }).optional(),
  category_id: int(1, 2_147_483_647, M.category),
  client_id: optionalRef(M.client),
  lesson_id: optionalRef("Choose a lesson from the list."),
  students: count("students").optional(),
  male: count("male students").default(0),
  female: count("female students").default(0),
  grade_id: z
    .preprocess((v) => (v === "" ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number(M.grade).int(M.grade).min(0, M.grade).max(99, M.grade).nullable())
    .optional(),
  // An address may span lines (imported events often have one).
  location: text(200, true).default(""),
  notes: text(10_000, true).default(""),
  status: ZEventStatus.default("planned"),
  recurrence: ZRecurrence.nullish(),
  // Services and tiers; imported and synced events leave them null.
  tier: ZEventTier.optional(),
  domain: ZEventDomain.optional(),
  referral_direction: ZReferralDirection.optional(),
  referral_company_id: optionalRef(S.referralCompany),
  referral_source: text(200).optional(),
  referral_reason: text(200).optional(),
  referral_status: ZReferralStatus.optional(),
  referral_follow_up_date: ZFollowUpDate.optional(),
  // For a manager creating an event in a managed user's calendar (the API's body; actions pass it apart).
  user_id: optionalRef("Choose one of your users."),
});

type TFields = Omit<z.output<typeof ZEventFields>, "category_id"> & { category_id: number | null };

/** The cross-field rules of a whole event: the end after the start, counts, the repeat. */
function checkEvent(v: TFields, ctx: z.RefinementCtx): void {
  if (v.end !== undefined) {
    const minutes = durationFromEnd(v.date, v.time, v.end);
    if (minutes === null) ctx.addIssue({ code: "custom", path: ["end"], message: M.endAfterStart });
    else if (minutes < MIN_DURATION || minutes > MINUTES_PER_DAY) ctx.addIssue({ code: "custom", path: ["end"], message: M.durationRange });
  } else if (v.duration === undefined) {
    ctx.addIssue({ code: "custom", path: ["duration"], message: M.durationMissing });
  }
  if (v.students !== undefined && v.male + v.female > v.students) ctx.addIssue({ code: "custom", path: ["students"], message: M.genderCounts });
  // A referral's details need its direction: without one they would be kept but never shown.
  const hasDetails = !!(v.referral_company_id || v.referral_source || v.referral_reason || v.referral_status || v.referral_follow_up_date);
  if (hasDetails && !v.referral_direction) ctx.addIssue({ code: "custom", path: ["referral_direction"], message: S.referralDirection });
  if (v.recurrence) {
    const issue = recurrenceIssue(v.date, normalizeRecurrence(v.date, v.recurrence));
    if (issue) ctx.addIssue({ code: "custom", path: issue.path.split("."), message: issue.message });
  }
}

function normalizeEvent<T extends TFields>(v: T) {
  const { end, ...rest } = v;
  const duration = end !== undefined ? (durationFromEnd(v.date, v.time, end) as number) : (v.duration as number);
  return {
    ...rest,
    duration,
    client_id: v.client_id ?? null,
    lesson_id: v.lesson_id ?? null,
    grade_id: v.grade_id ?? null,
    students: v.students ?? v.male + v.female,
    recurrence: v.recurrence ? normalizeRecurrence(v.date, v.recurrence) : null,
    user_id: v.user_id ?? null,
    tier: v.tier ?? null,
    domain: v.domain ?? null,
    referral_direction: v.referral_direction ?? null,
    referral_company_id: v.referral_company_id ?? null,
    referral_source: v.referral_source ?? "",
    referral_reason: v.referral_reason ?? "",
    referral_status: v.referral_status ?? null,
    referral_follow_up_date: v.referral_follow_up_date ?? null,
  };
}

/** A whole event (create, or a patch merged onto an event), normalised: duration always set, no `end`. */
export const ZEventInput = ZEventFields.superRefine(checkEvent).transform(normalizeEvent);
export type TEventInput = z.output<typeof ZEventInput>;
/** What a form sends (before defaults). */
export type TEventInputRaw = z.input<typeof ZEventInput>;

/** An event as stored, checked after a patch was merged onto it (an imported event may have no category). */
export const ZEventMerged = ZEventFields.extend({ category_id: ZEventFields.shape.category_id.nullable() }).superRefine(checkEvent).transform(normalizeEvent);
export type TEventMerged = z.output<typeof ZEventMerged>;

/**
 * A change to an event (PUT): any of its fields; what is left out stays as it is. The use-case
 * merges it onto each occurrence it touches and checks the result as a whole event.
 */
export const ZEventPatch = z.object({
  title: ZEventFields.shape.title.optional(),
  date: ZIsoDate.optional(),
  time: ZTime.optional(),
  duration: ZEventFields.shape.duration,
  end: ZEventFields.shape.end,
  category_id: int(1, 2_147_483_647, M.category).optional(),
  client_id: ZEventFields.shape.client_id,
  lesson_id: ZEventFields.shape.lesson_id,
  students: ZEventFields.shape.students,
  male: count("male students").optional(),
  female: count("female students").optional(),
  grade_id: ZEventFields.shape.grade_id,
  location: text(200, true).optional(),
  notes: text(10_000, true).optional(),
  status: ZEventStatus.optional(),
  recurrence: ZRecurrence.nullish(),
  tier: ZEventFields.shape.tier,
  domain: ZEventFields.shape.domain,
  referral_direction: ZEventFields.shape.referral_direction,
  referral_company_id: ZEventFields.shape.referral_company_id,
  referral_source: ZEventFields.shape.referral_source,
  referral_reason: ZEventFields.shape.referral_reason,
  referral_status: ZEventFields.shape.referral_status,
  referral_follow_up_date: ZEventFields.shape.referral_follow_up_date,
});
export type TEventPatch = z.output<typeof ZEventPatch>;

/** PUT /api/v1/calendar/{id}: a patch and the occurrences it applies to. */
export const ZEventUpdateBody = ZEventPatch.extend({ scope: ZEditScope.optional() });

/** The query of GET /api/v1/calendar: a date range (both days included) and whose calendar. */
export const ZCalendarRange = z
  .object({
    start: ZIsoDate,
    end: ZIsoDate,
    user_id: optionalRef("Choose one of your users."),
  })
  .refine((q) => q.end >= q.start && daysBetween(q.start, q.end) <= 400, { path: ["end"], message: M.range });
export type TCalendarRange = z.output<typeof ZCalendarRange>;

/** An event as the API and the calendar page see it. Times are local to the calendar owner's time zone. */
export type TEventJson = {
  id: number;
  title: string;
  date: string;
  time: string;
  duration: number;
  category_id: number | null;
  category_color: string | null;
  group_key: string | null;
  client_id: number | null;
  client_name: string | null;
  lesson_id: number | null;
  students: number;
  male: number;
  female: number;
  grade_id: number | null;
  location: string;
  notes: string;
  status: TEventStatus;
  series_id: number | null;
  source: "event" | "contact" | "import";
  // The series' rule, for the edit form's "repeat" fields (null for a single event).
  recurrence: TRecurrence | null;
  // Services and tiers: null tier/domain = derived by the reports.
  tier: 1 | 2 | 3 | null;
  domain: TEventDomain | null;
  referral_direction: TReferralDirection | null;
  referral_company_id: number | null;
  referral_source: string;
  referral_reason: string;
  referral_status: TReferralStatus | null;
  referral_follow_up_date: string | null;
  // The version of the event the client holds (its last change), for a later change's If-Match.
  version: string;
};
