import "server-only";
import type { TDb } from "@/db/client";
import { liveTrainingClicks } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { hitRateLimit, RATE_LIMITS, type TRateLimit } from "@/lib/http/rate-limit";
import type { TLiveTrainingClick } from "./schemas";

/** A public write: at most 30 clicks per address in 10 minutes. */
export const LIVE_TRAINING_CLICK_LIMIT: TRateLimit = RATE_LIMITS.liveTrainingClick;

/**
 * Records a click on a live training join link (POST /home/liveTrainingClick). Anyone may click;
 * the row names the signed-in user, if any, never a user id taken from the body.
 */
export async function recordLiveTrainingClick(db: TDb, actor: TActor | null, input: TLiveTrainingClick, ctx: { clientKey: string; now: Date }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await hitRateLimit(tx, LIVE_TRAINING_CLICK_LIMIT, ctx.clientKey, ctx.now);
    const [row] = await tx
      .insert(liveTrainingClicks)
      .values({ modalType: input.modalType, userId: actor?.user.id ?? null, createdAt: ctx.now })
      .returning({ id: liveTrainingClicks.id });
    return row;
  });
}
