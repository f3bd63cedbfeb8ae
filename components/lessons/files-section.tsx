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
  const [t, [user]] = await Promise.all([
    getTranslations("lessonFiles"),
    db.select({ id: users.id, roleId: users.roleId, specialUser: users.specialUser, timeZone: users.timezone }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  // The reader's role is part of the rule of opening the lesson (lib/lessons/access.ts).
  const files = user ? await listLessonFiles(db, user, lessonId) : [];
  return (
    <section aria-labelledby={`lesson-files-${lessonId}`} className="space-y-3">
      <h2 id={`lesson-files-${lessonId}`} className="text-lg font-semibold">
        {t("title")}
      </h2>
      <LessonFilesIsland lessonId={lessonId} files={files} canEdit={canEdit} timeZone={user?.timeZone ?? "UTC"} />
    </section>
  );
}
