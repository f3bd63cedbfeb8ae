import { z } from "zod";
import { zText } from "@/lib/http/text";
import { unknownPlaceholders } from "./email-placeholders";

// An email template (/app/email/create, /app/email/edit/{id}, POST /api/v1/email, PUT /api/v1/email/{id}).

const placeholdersKnown = (value: string) => unknownPlaceholders(value).length === 0;
const PLACEHOLDER = "Use only the placeholders the outbox fills: {firstName}, {lastName}, {username}, {email}, {schoolName}, {expires}.";

export const ZEmailTemplate = z.object({
  name: zText({ min: 1, max: 120, required: "Give the template a name (1 to 120 characters).", tooLong: "Give the template a name (1 to 120 characters)." }),
  subject: zText({ min: 1, max: 200, required: "Write the subject (1 to 200 characters).", tooLong: "Write the subject (1 to 200 characters)." }).refine(placeholdersKnown, PLACEHOLDER),
  body: zText({ min: 1, max: 20_000, multiline: true, required: "Write the body (1 to 20000 characters).", tooLong: "Write the body (1 to 20000 characters)." }).refine(placeholdersKnown, PLACEHOLDER),
  // YYYY-MM-DD, or empty for no last day.
  expires: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the last day as YYYY-MM-DD, or leave it empty.")
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "Give the last day as YYYY-MM-DD, or leave it empty.")
      .optional(),
  ),
  clipboard: zText({ max: 5_000, multiline: true, tooLong: "The clipboard text holds at most 5000 characters." }).default(""),
});
export type TEmailTemplateInput = z.input<typeof ZEmailTemplate>;
