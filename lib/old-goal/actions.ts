"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { saveOldGoal } from "./save-old-goal";
import { ZOldGoalInput } from "./schemas";

/** Saves the user's old goal of the current school year → TOldGoalJson (directives computed by the server). */
export async function saveOldGoalAction(input: unknown) {
  const result = await runAction(({ db, actor, now }) => saveOldGoal(db, actor, ZOldGoalInput.parse(input), now), { access: "goal.write" });
  if (result.ok) revalidatePath("/app/goal/edit-old", "page");
  return result;
}
