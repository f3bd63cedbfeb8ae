"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { deleteClient } from "./delete-client";
import { importRoster, previewRoster } from "./import-roster";
import { ZClientId, ZClientInput, ZRosterInput } from "./schemas";
import { saveClient } from "./save-client";

// The students-and-groups pages' server actions. Each returns TActionResult: { ok: true, data } or
// { ok: false, status, error: [{ code, message, field? }] } (422 per field for bad input, 404 not_found).

function revalidate() {
  revalidatePath("/app/studentsGroups/[type]", "page");
}

/** Creates or updates one of the signed-in user's students or groups → TClientJson. */
export async function saveClientAction(input: unknown) {
  const result = await runAction(({ db, actor, now }) => saveClient(db, actor, ZClientInput.parse(input), now), { access: "student.write" });
  if (result.ok) revalidate();
  return result;
}

/** Deletes a student or group; its events keep their history without it. */
export async function deleteClientAction(input: { id: number }) {
  const result = await runAction(({ db, actor, now }) => deleteClient(db, actor, ZClientId.parse(input).id, now), { access: "student.write" });
  if (result.ok) revalidate();
  return result;
}

/** Checks a roster CSV and shows what would be created or updated; writes nothing. */
export async function previewRosterAction(input: { csv: string }) {
  return runAction(({ db, actor }) => previewRoster(db, actor, ZRosterInput.parse(input).csv), { access: "student.write" });
}

/** Imports a roster CSV in one transaction; a file with any error imports nothing (committed: false). */
export async function importRosterAction(input: { csv: string }) {
  const result = await runAction(({ db, actor, now }) => importRoster(db, actor, ZRosterInput.parse(input).csv, now), { access: "student.write" });
  if (result.ok && result.data.committed) revalidate();
  return result;
}
