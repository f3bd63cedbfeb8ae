"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { createPbisRecord, deletePbisRecord, updatePbisRecord } from "./save-record";
import { ZPbisId } from "./schemas";

// The PBIS pages' server actions: thin wrappers of the use-cases the API calls too.

function revalidate() {
  revalidatePath("/app/pbis", "layout");
}

/** Records (no id) or changes (id) one of the counselor's PBIS records. */
export async function savePbisRecordAction(input: unknown, id?: number) {
  const result = await runAction(({ db, actor, now }) => (id === undefined ? createPbisRecord(db, actor, input, now) : updatePbisRecord(db, actor, ZPbisId.parse({ id }).id, input, now)), {
    access: "program.write",
  });
  if (result.ok) revalidate();
  return result;
}

export async function deletePbisRecordAction(input: { id: number }) {
  const result = await runAction(({ db, actor }) => deletePbisRecord(db, actor, ZPbisId.parse(input).id), { access: "program.write" });
  if (result.ok) revalidate();
  return result;
}
