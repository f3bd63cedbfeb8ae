import { z } from "zod";
import { zText } from "@/lib/http/text";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password";

// Inputs of the account calls, shared by the route handlers, the server actions and the forms.

const required = (message: string, max: number, multiline = false) => zText({ min: 1, max, required: message, multiline });

/** A raw link token from a URL or a form (checked for shape before any look-up). */
const ZToken = zText({ min: 1, max: 200, required: "The link is incomplete.", tooLong: "The link is not valid." });

const ZNewPassword = {
  password: zText({ max: MAX_PASSWORD_LENGTH, trim: false, required: "Enter a new password." }).min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
  password_confirmation: zText({ max: MAX_PASSWORD_LENGTH, trim: false, required: "Confirm the new password." }),
};

const passwordsMatch = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;
const mismatch = { message: "The passwords do not match.", path: ["password_confirmation"] };

/** POST /api/v1/forgot */
export const ZForgot = z.object({
  email: zText({ min: 1, max: 254, required: "Enter your email." }).toLowerCase().pipe(z.email("Enter a valid email address.")),
});
export type TForgot = z.infer<typeof ZForgot>;

/** POST /api/v1/checkUserReset?token=&username= */
export const ZCheckUserReset = z.object({
  token: ZToken,
  username: required("Enter your username or email.", 254),
});
export type TCheckUserReset = z.infer<typeof ZCheckUserReset>;

/** POST /api/v1/reset. The username is optional for API clients; the reset page always sends it. */
export const ZReset = z
  .object({
    token: ZToken,
    username: zText({ max: 254 }).optional(),
    ...ZNewPassword,
  })
  .refine(passwordsMatch, mismatch);
export type TReset = z.infer<typeof ZReset>;

/** POST /api/v1/activate */
export const ZActivate = z
  .object({
    token: ZToken,
    username: required("The link is incomplete.", 64),
    ...ZNewPassword,
  })
  .refine(passwordsMatch, mismatch);
export type TActivate = z.infer<typeof ZActivate>;

/** POST /api/v1/activateCode */
export const ZActivateCode = z.object({
  username: required("Enter your username or email.", 254),
  code: z
    .string({ error: "Enter the 6-digit code." })
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from the email.")),
});
export type TActivateCode = z.infer<typeof ZActivateCode>;

/** GET /home/loginWithToken?token= */
export const ZLoginWithToken = z.object({ token: ZToken });

/**
 * POST /home/sendContactUs. "checked in order email, name, phone, then message; each is
 * required and shows an error flag when empty; no format check" – zod reports the fields in
 * this order.
 */
export const ZContactUs = z.object({
  your_email: required("Enter your email.", 254),
  your_name: required("Enter your name.", 200),
  your_phone: required("Enter your phone number.", 64),
  msg: required("Write your message.", 5000, true),
});
export type TContactUs = z.infer<typeof ZContactUs>;

/**
 * POST /api/v1/user/sendRenewMessageToManager. The link the manager gets is built on the server
 * (see request-renewal-quote.ts): a client-chosen link in an email to a manager would be a
 * phishing channel, so `link` is accepted and ignored.
 */
export const ZRenewRequest = z.object({
  user_id: z.coerce.number({ error: "user_id must be a number." }).int().positive(),
  link: zText({ max: 1000 }).optional(),
});
export type TRenewRequest = z.infer<typeof ZRenewRequest>;
