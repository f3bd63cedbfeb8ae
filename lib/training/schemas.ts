import { z } from "zod";
import { zText } from "@/lib/http/text";

// Old clients send "", "undefined" or "null" for a missing value in a query string.
const blank = (v: unknown) => (v === "" || v === "undefined" || v === "null" ? undefined : v);

/**
 * GET /home/monthlyPromotion?user_id&specialUser&email, or ?getApiV1monthlyPromotion=1 for the
 * discount list. The user fields are accepted as the client sends them; the
 * promotions are the same for everyone (the table has no per-user rows), so they change nothing.
 */
export const ZMonthlyPromotionQuery = z.object({
  user_id: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  specialUser: z.preprocess(blank, zText({ max: 64 }).optional()),
  email: z.preprocess(blank, zText({ max: 254 }).optional()),
  getApiV1monthlyPromotion: z.preprocess(blank, z.enum(["0", "1"]).optional()),
});
export type TMonthlyPromotionQuery = z.infer<typeof ZMonthlyPromotionQuery>;

/** Which live training dialog (or the banner itself) a join click came from. */
export const LIVE_TRAINING_MODAL_TYPES = ["home", "topNav", "banner"] as const;
export type TLiveTrainingModalType = (typeof LIVE_TRAINING_MODAL_TYPES)[number];

/**
 * POST /home/liveTrainingClick {modalType, user?}. `user` is what the spec's client sends (its
 * stored user, or its id); it is never trusted: the click is recorded for the signed-in user.
 */
export const ZLiveTrainingClick = z.object({
  modalType: z.enum(LIVE_TRAINING_MODAL_TYPES),
  user: z.union([z.number().int(), zText({ max: 64 }), z.looseObject({ id: z.number().int().optional() }), z.null()]).optional(),
});
export type TLiveTrainingClick = z.infer<typeof ZLiveTrainingClick>;

/** GET /getServerTime?format=json (the plain call answers text). */
export const ZServerTimeQuery = z.object({
  format: z.preprocess(blank, z.enum(["text", "json"]).optional()),
});
