import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { comments, type TSharedSubject } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { forbidden } from "@/lib/http/errors";
import { mayModerate, showMessage, visibleForType } from "./rules";
import { seenComment } from "./queries";
import { ZShowComment, type TShowComment } from "./schemas";

/** Hides (type 0) or shows (any other type) a comment on the actor's own subject; anyone else's subject is a 403 (or its 404 when unreadable). */
export async function showComment(db: TDb, actor: TActor, type: TSharedSubject, input: TShowComment): Promise<{ message: string; id: number; visible: boolean }> {
  const v = ZShowComment.parse(input);
  const visible = visibleForType(v.type);
  return db.transaction(async (tx) => {
    const { comment, subject } = await seenComment(tx, actor.user.id, type, v.id);
    if (!mayModerate(actor.user.id, subject.ownerId)) throw forbidden(`Only the author of the ${type} can hide or show its comments.`);
    await tx.update(comments).set({ visible }).where(eq(comments.id, comment.id));
    return { message: showMessage(visible), id: comment.id, visible };
  });
}
