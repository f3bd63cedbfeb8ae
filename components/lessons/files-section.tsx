import { eq } from "drizzle-orm";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { listLessonFiles } from "@/lib/lessons/files";
import { LessonFilesIsland } from "./files-island";

type TProps = { lessonId: number; userId: number; canEdit: boolean };

/**
 * The files attached to a lesson (spec 3: Lesson files; issue 13 "Lesson files"): everyone who may
 * read the lesson lists and downloads them; with `canEdit` (the owner's lesson screen) the chunked
 * uploader and Remove too. The server still checks ownership on every upload and removal.
 */
export async function LessonFilesSection({ lessonId, userId, canEdit }: TProps) {
  const db = await getDb();
  const [t, files, [user]] = await Promise.all([
    getTranslations("lessonFiles"),
    listLessonFiles(db, userId, lessonId),
    db.select({ timeZone: users.timezone }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  return (
    <section aria-labelledby={`lesson-files-${lessonId}`} className="space-y-3">
      <h2 id={`lesson-files-${lessonId}`} className="text-lg font-semibold">
        {t("title")}
      </h2>
      <LessonFilesIsland lessonId={lessonId} files={files} canEdit={canEdit} timeZone={user?.timeZone ?? "UTC"} />
    </section>
  );
}
