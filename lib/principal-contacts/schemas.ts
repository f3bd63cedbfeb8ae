import { z } from "zod";
import { zText } from "@/lib/http/text";
import { ZEmail } from "@/lib/signup/schemas";

// Inputs of the principal-on-file use-cases, shared by the API routes, the server actions and the tests.

const ZNcessch = z
  .string({ error: "Choose the school." })
  .trim()
  .regex(/^\d{12}$/, "Choose the school (its 12-digit NCES id).");

export const ZPrincipalContactId = z.coerce.number({ error: "Unknown principal." }).int().positive().max(2_147_483_647);

/** A counselor names the principal of one of their schools. */
export const ZNamePrincipal = z.object({
  ncessch: ZNcessch,
  name: zText({ min: 1, max: 120, required: "Enter the principal's name." }),
  email: ZEmail.pipe(z.string().max(254, "Use an e-mail address of at most 254 characters.")),
});
export type TNamePrincipal = z.input<typeof ZNamePrincipal>;

/** GET /api/v1/principalContacts?ncessch=: one school's, else every school the caller may see. */
export const ZPrincipalContactList = z.object({ ncessch: ZNcessch.optional() });

/** The confirmation link's token (what the e-mail carries) and the recipient's answer. */
export const ZPrincipalToken = z
  .string({ error: "This link is not valid." })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, "This link is not valid.");
export const ZPrincipalDecision = z.object({ token: ZPrincipalToken, decision: z.enum(["confirm", "decline"], { error: "Choose confirm or decline." }) });
export type TPrincipalDecision = z.input<typeof ZPrincipalDecision>;
