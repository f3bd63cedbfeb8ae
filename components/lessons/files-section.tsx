import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { listLessonFiles } from "@/lib/lessons/files";
import { LessonFilesIsland } from "./files-island";

type TProps = { lessonId: number; canEdit: boolean };

/**
 * The files attached to a lesson: everyone who may
 * read the lesson lists and downloads them; with `canEdit` (the owner's lesson screen) the chunked
 * uploader and Remove too. The server still checks ownership on every upload and removal.
 */
export async function LessonFilesSection({ lessonId, canEdit }: TProps) {
  const [db, actor, t] = await Promise.all([getDb(), requireActor(), getTranslations("lessonFiles")]);
  const files = await listLessonFiles(db, actor, lessonId);
  return (
    <section aria-labelledby={`lesson-files-${lessonId}`} className="space-y-3">
      <h2 id={`lesson-files-${lessonId}`} className="text-lg font-semibold">
        {t("title")}
      </h2>
      <LessonFilesIsland lessonId={lessonId} files={files} canEdit={canEdit} timeZone={actor.user.timezone} />
    </section>
  );
}
