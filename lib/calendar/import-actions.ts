"use server";

import { revalidatePath } from "next/cache";
import { listCategoriesFor } from "@/lib/categories/queries";
import { runAction } from "@/lib/http/action";
import { commitImport, previewImport } from "./ics-import";

// The "Import" part of the calendar's feed panel (the actor's own calendar):
//   importCategoriesAction()                      → TActionResult<{ id, name, color, groupName, parentId }[]>
//   previewImportAction(ics)                      → TActionResult<TImportPreview>  (422 ics_malformed "Line N: …")
//   commitImportAction({ ics, category_id, uids }) → TActionResult<{ imported, skipped }>

export async function importCategoriesAction() {
  return runAction(async ({ db, actor }) =>
    (await listCategoriesFor(db, actor)).map((c) => ({ id: c.id, name: c.name, color: c.color, groupName: c.groupName, parentId: c.parentId })),
  );
}

export async function previewImportAction(ics: string) {
  return runAction(({ db, actor, now }) => previewImport(db, actor, String(ics ?? ""), now));
}

export async function commitImportAction(input: { ics: string; category_id: number; uids?: string[] }) {
  const result = await runAction(({ db, actor, now }) => commitImport(db, actor, String(input?.ics ?? ""), { category_id: input?.category_id, uids: input?.uids }, now));
  if (result.ok) revalidatePath("/app/calendar");
  return result;
}
