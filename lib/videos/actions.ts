"use server";

import { assertCan } from "@/lib/auth/permissions";
import { runHelpAction } from "@/lib/help-docs/run-action";
import { deleteVideo, saveVideo } from "./save";
import type { TVideoInput } from "./schemas";

// Server actions of the video tutorial admin page; the use-cases check the admin role and validate.

const PATHS = ["/app/videoTutorial", "/app/videoTutorials"];

export async function saveVideoAction(input: TVideoInput, id: number | null) {
  return runHelpAction(async ({ db, actor, now }) => {
    assertCan(actor.user, "help.content.write");
    return { id: (await saveVideo(db, actor, input, id, now)).id };
  }, PATHS);
}

export async function deleteVideoAction(id: number) {
  return runHelpAction(async ({ db, actor, now }) => {
    assertCan(actor.user, "help.content.write");
    return deleteVideo(db, actor, id, now);
  }, PATHS);
}
