import "server-only";
import { z } from "zod";
import type { TDbOrTx } from "@/db/client";
import { rampScores } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { itemBelongsTo, RAMP_MESSAGES, ZRampScore, type TRampScore } from "./schemas";

// The counselor's self-score (0-3) of rubric items of one component (or of the OSCAR rubric), for
// their own school year: one upsert per item.

export async function saveRampScores(db: TDbOrTx, ownerId: number, schoolYear: number, type: string, input: unknown, now: Date): Promise<TRampScore[]> {
  const scores = z.array(ZRampScore).max(20).parse(input);
  if (scores.some((s) => !itemBelongsTo(type, s.item))) throw new AppError("validation_error", RAMP_MESSAGES.item, 422);
  for (const s of scores) {
    await db
      .insert(rampScores)
      .values({ userId: ownerId, schoolYear, itemKey: s.item, score: s.score, updatedAt: now })
      .onConflictDoUpdate({ target: [rampScores.userId, rampScores.schoolYear, rampScores.itemKey], set: { score: s.score, updatedAt: now } });
  }
  return scores;
}
