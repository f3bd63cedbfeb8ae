"use server";

import { PLANNER_ROLES } from "@/lib/auth/areas";
import { runAction } from "@/lib/http/action";
import { forbidden } from "@/lib/http/errors";
import { removeLessonFile } from "./files";
import { ZRemoveLessonFile } from "./files-schemas";

/** The lesson screen's Remove of an attached file (after its confirmation): the same use-case as POST /api/v1/lesson/remove/files. */
export async function removeLessonFileAction(id: number) {
  return runAction(async ({ db, actor }) => {
    if (!PLANNER_ROLES.includes(actor.user.roleId)) throw forbidden();
    return removeLessonFile(db, actor, ZRemoveLessonFile.parse({ id }).id);
  });
}
