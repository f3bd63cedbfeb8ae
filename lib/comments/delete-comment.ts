import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { comments, type TSharedSubject } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { forbidden } from "@/lib/http/errors";
import { COMMENT_MESSAGES, mayDelete } from "./rules";
import { seenComment } from "./queries";
import { ZCommentId } from "./schemas";

/**
 * Deletes the actor's own comment (with its replies and likes). Someone else's comment the actor
 * sees is a 403 — the subject's owner hides it instead; one they cannot see is a 404.
 */
export async function deleteComment(db: TDb, actor: TActor, type: TSharedSubject, input: { id: unknown }): Promise<{ message: string; id: number }> {
  const { id } = ZCommentId.parse(input);
  return db.transaction(async (tx) => {
    const { comment } = await seenComment(tx, actor.user.id, type, id);
    if (!mayDelete(actor.user.id, comment.userId)) throw forbidden("Only the author of a comment can delete it.");
    await tx.delete(comments).where(eq(comments.id, comment.id));
    return { message: COMMENT_MESSAGES.deleted, id: comment.id };
  });
}
