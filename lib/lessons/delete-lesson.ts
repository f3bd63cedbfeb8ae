import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { comments, events, lessonFiles, lessons, sharedRatings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { deleteFile } from "@/lib/files/delete-file";
import { AppError } from "@/lib/http/errors";
import { logError } from "@/lib/http/log";
import { ownLesson } from "./access";

/**
 * Deletes one of the actor's lessons. A lesson delivered by calendar events (anyone's: a shared
 * lesson may be delivered by other counselors) is refused with 409 lesson_in_use unless `force`
 * (the list's confirm dialog, after POST /checkUse): forced, the events stay and lose their lesson
 * (events.lesson_id is set null by the foreign key); files (and their stored bytes), standards, grades, ratings of the lesson go.
 */
export async function deleteLesson(db: TDb, actor: TActor, id: number, opts: { force: boolean }): Promise<{ id: number; unlinkedEvents: number }> {
  const result = await db.transaction(async (tx) => {
    await ownLesson(tx, actor.user.id, id);
    const [used] = await tx.select({ n: count() }).from(events).where(eq(events.lessonId, id));
    const n = used?.n ?? 0;
    if (n > 0 && !opts.force) {
      throw new AppError("lesson_in_use", `This lesson is used by ${n} calendar event(s). Confirm to delete it anyway: the events stay without it.`, 409);
    }
    // Ratings and comments name their subject without a foreign key (lessons and targets share them).
    await tx.delete(sharedRatings).where(and(eq(sharedRatings.subjectType, "lesson"), eq(sharedRatings.subjectId, id)));
    await tx.delete(comments).where(and(eq(comments.subjectType, "lesson"), eq(comments.subjectId, id)));
    const files = await tx.select({ uploadId: lessonFiles.uploadId }).from(lessonFiles).where(eq(lessonFiles.lessonId, id));
    await tx.delete(lessons).where(eq(lessons.id, id));
    return { id, unlinkedEvents: n, uploadIds: files.map((f) => f.uploadId) };
  });
  // The files' bytes go with the lesson (after the commit: storage is not transactional). The
  // lesson is gone whatever happens here; a file left behind stays in the owner's "My files".
  for (const uploadId of result.uploadIds) await deleteFile(db, actor, uploadId).catch((e: unknown) => logError("lessons.delete.files", e));
  return { id: result.id, unlinkedEvents: result.unlinkedEvents };
}
