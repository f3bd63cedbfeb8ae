import "server-only";
import type { TDb } from "@/db/client";
import { sharedRatings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { forbidden } from "@/lib/http/errors";
import { COMMENT_MESSAGES, mayRate } from "./rules";
import { readableRatingSummary } from "./queries";
import { ZSetRating, type TRatingSummary, type TSetRating } from "./schemas";
import { readableSubject, type TSubjectRef } from "./subjects";

/**
 * Rates a subject the actor may read, 1 to 5, one rating per user (a new one replaces theirs).
 * The owner does not rate their own subject (403): the average is what others think of it.
 */
export async function setRating(db: TDb, actor: TActor, type: TSubjectRef["type"], input: TSetRating, now: Date): Promise<{ message: string; rating: TRatingSummary }> {
  const v = ZSetRating.parse(input);
  return db.transaction(async (tx) => {
    const s = await readableSubject(tx, actor.user.id, { type, id: v.id });
    if (!mayRate(actor.user.id, s.ownerId)) throw forbidden(type === "lesson" ? "You cannot rate your own lesson." : "You cannot rate your own target.");
    await tx
      .insert(sharedRatings)
      .values({ subjectType: s.type, subjectId: s.id, userId: actor.user.id, value: v.rating, updatedAt: now })
      .onConflictDoUpdate({ target: [sharedRatings.subjectType, sharedRatings.subjectId, sharedRatings.userId], set: { value: v.rating, updatedAt: now } });
    return { message: COMMENT_MESSAGES.rated, rating: await readableRatingSummary(tx, actor.user.id, s) };
  });
}
