import "server-only";
import type { TDb } from "@/db/client";
import { comments, type TSharedSubject } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { COMMENT_MESSAGES, threadRootId } from "./rules";
import { commentJson, seenComment } from "./queries";
import { ZReplyComment, type TCommentJson, type TReplyComment } from "./schemas";

/**
 * Replies to a comment the actor sees, on the same subject. Replying to a reply answers its thread
 * (threads are one level deep).
 */
export async function replyComment(db: TDb, actor: TActor, type: TSharedSubject, input: TReplyComment, now: Date): Promise<{ message: string; comment: TCommentJson }> {
  const v = ZReplyComment.parse(input);
  return db.transaction(async (tx) => {
    const { comment, subject } = await seenComment(tx, actor.user.id, type, v.id);
    const [row] = await tx
      .insert(comments)
      .values({ subjectType: subject.type, subjectId: subject.id, userId: actor.user.id, parentId: threadRootId(comment), body: v.reply, visible: true, createdAt: now })
      .returning({ id: comments.id });
    return { message: COMMENT_MESSAGES.replied, comment: await commentJson(tx, actor.user.id, row.id) };
  });
}
