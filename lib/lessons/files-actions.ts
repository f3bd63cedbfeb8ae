"use server";

import { assertCan } from "@/lib/auth/permissions";
import { runAction } from "@/lib/http/action";
import { removeLessonFile } from "./files";
import { ZRemoveLessonFile } from "./files-schemas";

/** The lesson screen's Remove of an attached file (after its confirmation): the same use-case as POST /api/v1/lesson/remove/files. */
export async function removeLessonFileAction(id: number) {
  return runAction(async ({ db, actor }) => {
    assertCan(actor.user, "lesson.write");
    return removeLessonFile(db, actor, ZRemoveLessonFile.parse({ id }).id);
  });
}
