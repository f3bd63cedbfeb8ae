import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { comments, sharedRatings } from "@/db/schema";
import type { TSubjectRef } from "./subjects";

/**
 * Removes a subject's comments (with their replies and likes) and ratings, which no foreign key ties
 * to the subject: the subject's own delete use-case (a lesson's, a target's) calls it in its transaction.
 */
export async function deleteSubjectFeedback(tx: TDbOrTx, subject: TSubjectRef): Promise<void> {
  await tx.delete(comments).where(and(eq(comments.subjectType, subject.type), eq(comments.subjectId, subject.id)));
  await tx.delete(sharedRatings).where(and(eq(sharedRatings.subjectType, subject.type), eq(sharedRatings.subjectId, subject.id)));
}
