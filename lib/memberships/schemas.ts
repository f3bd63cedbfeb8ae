import { z } from "zod";
import { zText } from "@/lib/http/text";

// Inputs of the membership use-cases, shared by the API routes, the server actions and the tests.

const ZLeaid = z
  .string({ error: "Enter the 7-digit NCES district id (LEAID)." })
  .trim()
  .regex(/^\d{7}$/, "The LEAID is the 7-digit NCES district id.");
const ZNcessch = z
  .string({ error: "Enter the 12-digit NCES school id (NCESSCH)." })
  .trim()
  .regex(/^\d{12}$/, "The NCESSCH is the 12-digit NCES school id.");
const ZState = z
  .string({ error: "Enter the 2-letter state code." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "The state is its 2-letter code.");

export const ZMembershipId = z.coerce.number({ error: "Unknown membership." }).int().positive().max(2_147_483_647);

/** A grant: one person, and a school (its district follows), a district, or a state (administrators only). */
export const ZGrantMembership = z
  .object({
    user_id: z.coerce.number({ error: "Choose the person." }).int().positive().max(2_147_483_647),
    ncessch: ZNcessch.optional(),
    leaid: ZLeaid.optional(),
    state: ZState.optional(),
    note: zText({ max: 500 }).optional().default(""),
  })
  .refine((v) => !!(v.ncessch || v.leaid || v.state), { message: "Choose a school, a district or a state.", path: ["leaid"] })
  .refine((v) => !(v.state && (v.ncessch || v.leaid)), { message: "A state membership names no school or district.", path: ["state"] });
export type TGrantMembership = z.input<typeof ZGrantMembership>;

/** A request from one's own profile: a listed school (its district follows) or a district. */
export const ZRequestMembership = z.object({ ncessch: ZNcessch.optional(), leaid: ZLeaid.optional() }).refine((v) => !!(v.ncessch || v.leaid), { message: "Choose a school.", path: ["ncessch"] });
export type TRequestMembership = z.input<typeof ZRequestMembership>;

/** A refusal or an end may carry a short note for the record (the e-mail does not quote it). */
export const ZDecisionNote = z.object({ note: zText({ max: 500 }).optional().default("") });

export const ZMembershipList = z.object({
  status: z.enum(["pending", "active"]).catch("pending"),
  leaid: ZLeaid.optional().catch(undefined),
});
