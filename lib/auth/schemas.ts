import { z } from "zod";

export const ZLogin = z.object({
  username: z.string().trim().min(1, "Enter your username or email.").max(254),
  password: z.string().min(1, "Enter your password.").max(200),
  timeZone: z.string().max(64).optional(),
  reNew: z.coerce.number().int().min(0).max(1).optional().default(0),
  keepSigned: z.coerce.boolean().optional().default(false),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZSwitchEdition = z.object({
  AppID: z.coerce.number().int().refine((v) => v === 1 || v === 2, "AppID must be 1 (PRO) or 2 (MAX)."),
  user_id: z.coerce.number().int().positive().optional(),
});

export const ZChangePassword = z
  .object({
    current_password: z.string().min(1, "Enter your current password.").max(200),
    password: z.string().min(10, "Use at least 10 characters.").max(200, "Use at most 200 characters."),
    password_confirmation: z.string().max(200),
  })
  .refine((v) => v.password === v.password_confirmation, { message: "The passwords do not match.", path: ["password_confirmation"] });
export type TChangePassword = z.infer<typeof ZChangePassword>;
