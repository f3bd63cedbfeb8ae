import { z } from "zod";
import { zText } from "@/lib/http/text";

export const ZLogin = z.object({
  username: zText({ min: 1, max: 254, required: "Enter your username or email." }),
  password: zText({ min: 1, max: 200, trim: false, required: "Enter your password." }),
  timeZone: zText({ max: 64 }).optional(),
  reNew: z.coerce.number().int().min(0).max(1).optional().default(0),
  keepSigned: z.coerce.boolean().optional().default(false),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZSwitchEdition = z.object({
  AppID: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, "AppID must be 1 (PRO) or 2 (MAX)."),
  user_id: z.coerce.number().int().positive().optional(),
});

export const ZChangePassword = z
  .object({
    current_password: zText({ min: 1, max: 200, trim: false, required: "Enter your current password." }),
    password: zText({ max: 200, trim: false }).min(10, "Use at least 10 characters."),
    password_confirmation: zText({ max: 200, trim: false }),
  })
  .refine((v) => v.password === v.password_confirmation, { message: "The passwords do not match.", path: ["password_confirmation"] });
export type TChangePassword = z.infer<typeof ZChangePassword>;
