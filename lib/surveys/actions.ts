"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { runAction } from "@/lib/http/action";
import { deleteSurvey } from "./delete-survey";
import { createSurvey, updateSurvey } from "./save-survey";
import { ZSurveyInput } from "./schemas";

// The survey pages' server actions: each returns TActionResult ({ ok, data } or { ok: false, status, error }).

const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

function revalidate() {
  revalidatePath("/app/surveys");
}

/** Creates one of the signed-in user's surveys → the survey with its statements. */
export async function createSurveyAction(input: unknown) {
  const result = await runAction(({ db, actor, now }) => createSurvey(db, actor, ZSurveyInput.parse(input), now), { access: "survey.write" });
  if (result.ok) revalidate();
  return result;
}

/** Updates one of the signed-in user's surveys (statements with an id keep their answers). */
export async function updateSurveyAction(id: unknown, input: unknown) {
  const result = await runAction(({ db, actor, now }) => updateSurvey(db, actor, ZId.parse({ id }).id, ZSurveyInput.parse(input), now), { access: "survey.write" });
  if (result.ok) revalidate();
  return result;
}

/** Deletes one of the signed-in user's surveys with its answers. */
export async function deleteSurveyAction(input: { id: number }) {
  const result = await runAction(({ db, actor }) => deleteSurvey(db, actor, ZId.parse(input).id), { access: "survey.write" });
  if (result.ok) revalidate();
  return result;
}
