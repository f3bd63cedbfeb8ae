import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { comments, lessonFiles, lessons, sharedRatings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { deleteFile } from "@/lib/files/delete-file";
import { AppError } from "@/lib/http/errors";
import { logError } from "@/lib/http/log";
import { ownLesson } from "./access";
import { lessonUseOf, type TLessonUse } from "./lesson-use";

/** The uses of a lesson in one English sentence (the 409's message; the dialog shows them in the reader's language). */
export function lessonUseSentence(u: TLessonUse): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts: string[] = [];
  if (u.events > 0) parts.push(plural(u.events, "calendar event", "calendar events"));
  for (const g of u.ownSmartGoals) parts.push(`the SMART goal “${g.title}”`);
  for (const c of u.ownCurricula) parts.push(`the curriculum “${c.name}”`);
  const others = (k: number) => (k === 1 ? "of another counselor" : "of other counselors");
  if (u.otherSmartGoals > 0) parts.push(`${plural(u.otherSmartGoals, "SMART goal", "SMART goals")} ${others(u.otherSmartGoals)}`);
  if (u.otherCurricula > 0) parts.push(`${plural(u.otherCurricula, "curriculum", "curricula")} ${others(u.otherCurricula)}`);
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

export type TDeletedLesson = {
  id: number;
  unlinkedEvents: number;
  /** Where the lesson was taken out of: the owner's SMART goals and curricula by name, others' counted. */
  detached: Pick<TLessonUse, "ownSmartGoals" | "ownCurricula" | "otherSmartGoals" | "otherCurricula">;
};

/**
 * Deletes one of the actor's lessons. A lesson in use — delivered by calendar events (anyone's: a shared lesson
 * may be delivered by other counselors), named by a SMART goal (lesson_id, lesson_id2) or planned in a curriculum
 * — is refused with 409 lesson_in_use naming those uses unless `force` (the confirm dialog, after POST /checkUse
 * showed them): forced, the events stay without it, the goals lose it and the curricula drop its row, and the
 * answer says where it was taken out. Files (and their stored bytes), standards, grades, ratings of the lesson go.
 */
export async function deleteLesson(db: TDb, actor: TActor, id: number, opts: { force: boolean }): Promise<TDeletedLesson> {
  const result = await db.transaction(async (tx) => {
    await ownLesson(tx, actor.user.id, id);
    const use = await lessonUseOf(tx, actor, id);
    if (use.used && !opts.force) {
      throw new AppError("lesson_in_use", `This lesson is used by ${lessonUseSentence(use)}. Confirm to delete it anyway: it is taken out of each of them.`, 409);
    }
    const n = use.events;
    // Ratings and comments name their subject without a foreign key (lessons and targets share them).
    await tx.delete(sharedRatings).where(and(eq(sharedRatings.subjectType, "lesson"), eq(sharedRatings.subjectId, id)));
    await tx.delete(comments).where(and(eq(comments.subjectType, "lesson"), eq(comments.subjectId, id)));
    const files = await tx.select({ uploadId: lessonFiles.uploadId }).from(lessonFiles).where(eq(lessonFiles.lessonId, id));
    await tx.delete(lessons).where(eq(lessons.id, id));
    const detached = { ownSmartGoals: use.ownSmartGoals, ownCurricula: use.ownCurricula, otherSmartGoals: use.otherSmartGoals, otherCurricula: use.otherCurricula };
    return { id, unlinkedEvents: n, detached, uploadIds: files.map((f) => f.uploadId) };
  });
  // The files' bytes go with the lesson (after the commit: storage is not transactional). The
  // lesson is gone whatever happens here; a file left behind stays in the owner's "My files".
  for (const uploadId of result.uploadIds) await deleteFile(db, actor, uploadId).catch((e: unknown) => logError("lessons.delete.files", e));
  return { id: result.id, unlinkedEvents: result.unlinkedEvents, detached: result.detached };
}
