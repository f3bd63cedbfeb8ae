"use server";

import { runAction } from "@/lib/http/action";
import { deleteVideo, saveVideo } from "./save";
import type { TVideoInput } from "./schemas";

// Server actions of the video tutorial admin page: only help-content writers may call them, the
// use-cases validate, and a refusal keeps the field it is about.

// Each action states its access inline, where the access inventory reads it.
const REVALIDATE = ["/app/videoTutorial", "/app/videoTutorials"];

export async function saveVideoAction(input: TVideoInput, id: number | null) {
  return runAction(async ({ db, actor, now }) => ({ id: (await saveVideo(db, actor, input, id, now)).id }), { access: "help.content.write", revalidate: REVALIDATE });
}

export async function deleteVideoAction(id: number) {
  return runAction(({ db, actor, now }) => deleteVideo(db, actor, id, now), { access: "help.content.write", revalidate: REVALIDATE });
}
