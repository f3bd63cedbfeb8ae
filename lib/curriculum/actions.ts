"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { createCurriculum, deleteCurriculum, updateCurriculum } from "./save-curriculum";
import { ZCurriculumId, ZCurriculumInput } from "./schemas";

// The curriculum pages' server actions: thin wrappers of the use-cases the API calls too.

function revalidate() {
  revalidatePath("/app/mbActionPlan", "layout");
}

/** Creates a plan (no id) or updates one of the user's plans (id) → TCurriculumJson. */
export async function saveCurriculumAction(input: unknown, id?: number) {
  const result = await runAction(
    ({ db, actor, now }) => {
      const parsed = ZCurriculumInput.parse(input);
      return id === undefined ? createCurriculum(db, actor, parsed, now) : updateCurriculum(db, actor, ZCurriculumId.parse({ id }).id, parsed, now);
    },
    { access: "curriculum.write" },
  );
  if (result.ok) revalidate();
  return result;
}

export async function deleteCurriculumAction(input: { id: number }) {
  const result = await runAction(({ db, actor }) => deleteCurriculum(db, actor, ZCurriculumId.parse(input).id), { access: "curriculum.write" });
  if (result.ok) revalidate();
  return result;
}
