"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { deleteLesson } from "./delete-lesson";
import { lessonUse } from "./queries";
import { createLesson, updateLesson } from "./save-lesson";
import { ZCheckUseBody, ZLessonId, ZLessonInput } from "./schemas";

// The lesson pages' server actions: thin wrappers of the use-cases the API calls too. Each answers
// { ok: true, data } or { ok: false, status, error: [{ code, message, field? }] }.

function revalidate() {
  revalidatePath("/app/lessons", "page");
}

/** Creates a lesson (no id) or updates one of the user's lessons (id) → TLessonJson. */
export async function saveLessonAction(input: unknown, id?: number) {
  const result = await runAction(
    ({ db, actor, now }) => {
      const parsed = ZLessonInput.parse(input);
      return id === undefined ? createLesson(db, actor, parsed, now) : updateLesson(db, actor, ZLessonId.parse({ id }).id, parsed, now);
    },
    { access: "lesson.write" },
  );
  if (result.ok) revalidate();
  return result;
}

/** Whether the lesson is used by calendar events (asked before deleting). */
export async function checkLessonUseAction(input: { id: number }) {
  return runAction(({ db, actor }) => lessonUse(db, actor, ZCheckUseBody.parse(input).id), { access: "lesson.read" });
}

/** Deletes one of the user's lessons; one used by events only with force (after the confirm dialog). */
export async function deleteLessonAction(input: { id: number; force?: boolean }) {
  const result = await runAction(({ db, actor }) => deleteLesson(db, actor, ZLessonId.parse(input).id, { force: input.force === true }), { access: "lesson.write" });
  if (result.ok) revalidate();
  return result;
}
