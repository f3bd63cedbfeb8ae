import { z } from "zod";
import { zText } from "@/lib/http/text";
import { APPOINTMENT_KINDS, FEEDBACK_TOPICS, GRADE_CODES, NEXT_STEPS, QR_FIELDS, REQUESTER_ROLES, TIME_SLOTS, isIsoDate, isTimeZone, zip5 } from "./rules";

// Input schemas of the public pages, shared by the /home routes and the forms.

const ZName = zText({ min: 2, max: 120, required: "Write your name.", tooLong: "Keep the name under 120 characters." });
const ZEmail = zText({ max: 254 })
  .toLowerCase()
  .pipe(z.email({ error: "Write a valid email address." }));
const ZOptionalEmail = zText({ max: 254 })
  .toLowerCase()
  .refine((v) => v === "" || z.email().safeParse(v).success, "Write a valid email address.")
  .default("");
const ZPhone = zText({ max: 32, tooLong: "Keep the phone number under 32 characters." })
  .regex(/^[0-9+().\-\s]*$/, "A phone number holds digits, spaces and + ( ) - . only.")
  .default("");
const ZIsoDate = z.string().refine(isIsoDate, "Choose a date.");
const ZUsername = zText({ min: 1, max: 64, required: "Choose a counselor." });

// ---- demo and training requests ------------------------------------------------------------

export const ZDemoRequest = z.object({
  type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)], { error: "The type is 1 (demo) or 2 (training)." })),
  username: zText({ max: 64 }).nullish(),
  name: ZName,
  email: ZEmail,
  phone: ZPhone,
  date: ZIsoDate,
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time."),
  timeZone: z.string().refine(isTimeZone, "Unknown time zone."),
  message: zText({ max: 2000, multiline: true, tooLong: "Keep the message under 2000 characters." }).default(""),
});
export type TDemoRequestInput = z.input<typeof ZDemoRequest>;

// ---- appointment and drop-in requests: the wizard's three steps ----------------------------

/** Step 1, who you are. A parent names the student and their grade. */
export const ZAppointmentWho = z.object({
  requesterRole: z.enum(REQUESTER_ROLES, { error: "Choose who you are." }),
  name: ZName,
  email: ZOptionalEmail,
  phone: ZPhone,
  studentName: zText({ max: 120 }).default(""),
  grade: z.union([z.enum(GRADE_CODES), z.literal("")], { error: "Choose a grade." }).default(""),
});

/** Step 2, when: a school day and a time for an appointment; a drop-in is "now". */
export const ZAppointmentWhen = z.object({
  kind: z.enum(APPOINTMENT_KINDS),
  date: ZIsoDate.optional(),
  time: z.enum(TIME_SLOTS as [string, ...string[]], { error: "Choose a time." }).optional(),
});

/** Step 3, why. */
export const ZAppointmentWhy = z.object({
  reason: zText({ min: 3, max: 1000, multiline: true, required: "Tell the counselor briefly why.", tooLong: "Keep the reason under 1000 characters." }),
});

type TIssueSink = { addIssue: (issue: { code: "custom"; path: string[]; message: string }) => void };

function checkWho(v: z.infer<typeof ZAppointmentWho>, ctx: TIssueSink) {
  if (v.requesterRole === "parent") {
    if (v.studentName.length < 2) ctx.addIssue({ code: "custom", path: ["studentName"], message: "Write the student's name." });
    if (!v.grade) ctx.addIssue({ code: "custom", path: ["grade"], message: "Choose the student's grade." });
  }
  // A student can be found at school; a parent or staff member must be reachable.
  if (v.requesterRole !== "student" && !v.email && !v.phone) {
    ctx.addIssue({ code: "custom", path: ["contact"], message: "Give an email address or a phone number." });
  }
}

function checkWhen(v: z.infer<typeof ZAppointmentWhen>, ctx: TIssueSink) {
  if (v.kind !== "appointment") return;
  if (!v.date) ctx.addIssue({ code: "custom", path: ["date"], message: "Choose a date." });
  if (!v.time) ctx.addIssue({ code: "custom", path: ["time"], message: "Choose a time." });
}

export const ZAppointmentRequest = z.object({ username: ZUsername, ...ZAppointmentWho.shape, ...ZAppointmentWhen.shape, ...ZAppointmentWhy.shape }).superRefine((v, ctx) => {
  checkWho(v, ctx);
  checkWhen(v, ctx);
});
export type TAppointmentRequestInput = z.input<typeof ZAppointmentRequest>;

export const WIZARD_STEPS = ["who", "when", "why"] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];

const STEP_SCHEMAS = {
  who: ZAppointmentWho.superRefine(checkWho),
  when: ZAppointmentWhen.superRefine(checkWhen),
  why: ZAppointmentWhy,
} as const;

/** Field → first message of a failed parse; empty when the values are valid. */
export function fieldIssues(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[String(issue.path[0] ?? "body")] ??= issue.message;
  return out;
}

/** The wizard's check of one step: field → message, empty when the step may be left. */
export function stepIssues(step: TWizardStep, values: Record<string, unknown>): Record<string, string> {
  return fieldIssues(STEP_SCHEMAS[step], values);
}

// ---- funding, QR codes, feedback, surveys --------------------------------------------------

export const ZFundingZip = zText({ max: 64, tooLong: "A zip code has 5 digits." }).transform((v, ctx) => {
  const zip = zip5(v);
  if (!zip) ctx.addIssue({ code: "custom", message: "A zip code has 5 digits." });
  return zip ?? "";
});

export const ZQrQuery = z.object({
  field: z.enum(QR_FIELDS, { error: "The QR code points to appointment, dropin or website." }),
  username: zText({ min: 1, max: 64 }),
});

export const ZFeedback = z.object({
  topic: z.enum(FEEDBACK_TOPICS, { error: "Choose what your feedback is about." }),
  name: ZName,
  email: ZEmail,
  phone: ZPhone,
  message: zText({ min: 10, max: 4000, multiline: true, required: "Write at least a sentence.", tooLong: "Keep your feedback under 4000 characters." }),
});
export type TFeedbackInput = z.input<typeof ZFeedback>;

const ZRating = z.coerce.number().int().min(1, "Choose a rating.").max(5, "Choose a rating.");

export const ZPageSurvey = z.object({
  type: z.enum(["D", "T"]),
  satisfaction: ZRating,
  usefulness: ZRating,
  nextStep: z.enum(NEXT_STEPS, { error: "Choose a next step." }),
  comments: zText({ max: 2000, multiline: true, tooLong: "Keep your comments under 2000 characters." }).default(""),
  name: zText({ max: 120 }).default(""),
  email: ZOptionalEmail,
});
export type TPageSurveyInput = z.input<typeof ZPageSurvey>;
