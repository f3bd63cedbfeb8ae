"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { deleteLiveTraining } from "./delete-live-training";
import { saveLiveTraining } from "./save-live-training";
import type { TLiveTrainingInput } from "./training-schemas";

// The help content's server actions (administrators only; the use-cases check it).

/** Creates (no id) or updates a live training session. */
export async function saveLiveTrainingAction(input: TLiveTrainingInput) {
  const result = await runAction(async ({ db, actor, now }) => {
    const row = await saveLiveTraining(db, actor, input, now);
    return { id: row.id, title: row.title };
  });
  if (result.ok) revalidatePath("/app/training");
  return result;
}

/** Deletes a live training session. */
export async function deleteLiveTrainingAction(input: { id: number }) {
  const result = await runAction(({ db, actor, now }) => deleteLiveTraining(db, actor, input, now));
  if (result.ok) revalidatePath("/app/training");
  return result;
}
