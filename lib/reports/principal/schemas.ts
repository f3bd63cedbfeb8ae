import { z } from "zod";
import { isIsoDate } from "@/lib/analysis/rules";
import { ZEmail } from "@/lib/signup/schemas";
import { zText } from "@/lib/http/text";

// The principal report's query (page, GET /api/v1/report/principal) and the email's body.

export const REQUEST_MAX = 500;
export const OSCAR_MESSAGE_MAX = 1500;

const ZDate = z.string().trim().refine(isIsoDate, "Use a real date as YYYY-MM-DD.");

export const ZPrincipalQuery = z.object({
  period: z.enum(["month", "semester", "schoolYear"]).optional(),
  /** A day inside the period (default today in the user's time zone). */
  date: ZDate.optional(),
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** The request as edited on the page (else the pre-filled one); one line (a query holds no line breaks). */
  request: zText({ max: REQUEST_MAX }).optional(),
  format: z.enum(["json", "pdf"]).default("json"),
});
export type TPrincipalQuery = z.infer<typeof ZPrincipalQuery>;

export const ZPrincipalEmail = z.object({
  to: ZEmail,
  period: z.enum(["month", "semester", "schoolYear"]).optional(),
  date: ZDate.optional(),
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  request: zText({ max: REQUEST_MAX, multiline: true }).optional(),
});
export type TPrincipalEmailInput = z.input<typeof ZPrincipalEmail>;

/** The OSCAR brochure: a school year (default); the principal's message is the one saved for it (ZOscarMessage). */
export const ZOscarQuery = z.object({
  period: z.enum(["month", "semester", "schoolYear"]).default("schoolYear"),
  date: ZDate.optional(),
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  format: z.enum(["json", "pdf"]).default("pdf"),
});

/** PUT /api/v1/report/principal/oscar: the principal's message of the school year of `date` (default: today's). */
export const ZOscarMessage = z.object({
  date: ZDate.optional(),
  message: zText({ max: OSCAR_MESSAGE_MAX, multiline: true }),
});

/** The words of the page's request and export island (reports.principal.*), passed in translated. */
export const PRINCIPAL_ACTION_LABELS = ["requestTitle", "requestLabel", "pdf", "print", "email", "emailTitle", "emailHint", "emailTo", "emailSend", "emailSent", "cancel", "close"] as const;
export type TPrincipalActionLabels = Record<(typeof PRINCIPAL_ACTION_LABELS)[number], string>;
