"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { pushScheduleItem } from "./push-schedule-item";
import { createScheduleItem, deleteScheduleItem, updateScheduleItem } from "./save-schedule-item";
import { ZScheduleId } from "./schemas";

// The schedule pages' server actions: thin wrappers of the use-cases the API calls too.

function revalidate() {
  revalidatePath("/app/schedule", "layout");
}

export async function saveScheduleItemAction(input: unknown, id?: number) {
  const result = await runAction(({ db, actor, now }) => (id === undefined ? createScheduleItem(db, actor, input, now) : updateScheduleItem(db, actor, ZScheduleId.parse({ id }).id, input, now)), {
    access: "program.write",
  });
  if (result.ok) revalidate();
  return result;
}

export async function deleteScheduleItemAction(input: { id: number }) {
  const result = await runAction(({ db, actor }) => deleteScheduleItem(db, actor, ZScheduleId.parse(input).id), { access: "program.write" });
  if (result.ok) revalidate();
  return result;
}

/** "Put on my calendar": the item's events, replacing those it put there before and still planned. */
export async function pushScheduleItemAction(input: { id: number }) {
  const result = await runAction(({ db, actor, now }) => pushScheduleItem(db, actor, ZScheduleId.parse(input).id, now), { access: "program.write" });
  if (result.ok) {
    revalidate();
    revalidatePath("/app/calendar", "layout");
  }
  return result;
}
