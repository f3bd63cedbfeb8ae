import { z } from "zod";
import { OLD_GOAL_TOTAL_MAX, OLD_GOAL_TOTAL_MESSAGE, oldGoalTotal } from "./rules";

// GET/POST /api/v1/goal and the /app/goal/edit-old form. No "server-only": the form validates with it.

const zPercent = (label: string) =>
  z
    .union([
      z.literal(""),
      z.null(),
      z.coerce
        .number({ error: `The ${label} share is a whole percent from 0 to 100.` })
        .int(`The ${label} share is a whole percent from 0 to 100.`)
        .min(0, `The ${label} share is a whole percent from 0 to 100.`)
        .max(100, `The ${label} share is a whole percent from 0 to 100.`),
    ])
    .optional()
    .transform((v) => (v === "" || v === null || v === undefined ? 0 : v));

/** The five shares; directive1 and directive2 are computed by the server (any sent are ignored). */
export const ZOldGoalInput = z
  .object({
    cc: zPercent("core curriculum"),
    isp: zPercent("individual student planning"),
    rs: zPercent("responsive services"),
    is: zPercent("indirect services"),
    ppss: zPercent("program planning and school support"),
  })
  .refine((v) => oldGoalTotal(v) <= OLD_GOAL_TOTAL_MAX, { message: OLD_GOAL_TOTAL_MESSAGE, path: ["ppss"] });
export type TOldGoalInput = z.infer<typeof ZOldGoalInput>;

export const ZOldGoalQuery = z.object({
  user_id: z
    .union([z.literal(""), z.coerce.number().int().positive().max(2_147_483_647)])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v)),
});

export type TOldGoalJson = {
  /** 0 until the school year's goal is saved. */
  id: number;
  user_id: number;
  schoolYear: number;
  schoolYearLabel: string;
  cc: number;
  isp: number;
  rs: number;
  is: number;
  ppss: number;
  directive1: number;
  directive2: number;
  isOwner: boolean;
  updated_at: string | null;
};
