import "server-only";
import type { TDb } from "@/db/client";
import { comments } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { COMMENT_MESSAGES } from "./rules";
import { commentJson } from "./queries";
import { ZAddComment, type TAddComment, type TCommentJson } from "./schemas";
import { readableSubject, type TSubjectRef } from "./subjects";

/** Adds a comment to a subject the actor may read (owner or shared; else the subject's 404). */
export async function addComment(db: TDb, actor: TActor, subject: TSubjectRef, input: TAddComment, now: Date): Promise<{ message: string; comment: TCommentJson }> {
  const { comment: body } = ZAddComment.parse(input);
  return db.transaction(async (tx) => {
    const s = await readableSubject(tx, actor.user.id, subject);
    const [row] = await tx.insert(comments).values({ subjectType: s.type, subjectId: s.id, userId: actor.user.id, body, visible: true, createdAt: now }).returning({ id: comments.id });
    return { message: COMMENT_MESSAGES.added, comment: await commentJson(tx, actor.user.id, row.id) };
  });
}
