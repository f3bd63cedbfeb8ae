import "server-only";
import { count, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { commentLikes, type TSharedSubject } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { COMMENT_MESSAGES } from "./rules";
import { seenComment } from "./queries";
import { ZCommentId } from "./schemas";

/**
 * Likes a comment the actor sees, once: a second like of the same comment changes nothing and
 * answers the same message (a double click is not an error).
 */
export async function likeComment(db: TDb, actor: TActor, type: TSharedSubject, input: { id: unknown }, now: Date): Promise<{ message: string; id: number; likes: number; liked: true }> {
  const { id } = ZCommentId.parse(input);
  return db.transaction(async (tx) => {
    await seenComment(tx, actor.user.id, type, id);
    await tx.insert(commentLikes).values({ commentId: id, userId: actor.user.id, createdAt: now }).onConflictDoNothing();
    const [{ n }] = await tx.select({ n: count() }).from(commentLikes).where(eq(commentLikes.commentId, id));
    return { message: COMMENT_MESSAGES.liked, id, likes: n, liked: true as const };
  });
}
