"use server";

import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { CATEGORY_MESSAGES, localizeCategories } from "@/lib/categories/labels";
import { listCategoriesFor } from "@/lib/categories/queries";
import { runAction } from "@/lib/http/action";
import { commitImport, previewImport } from "./ics-import";

// The "Import" part of the calendar's feed panel (the actor's own calendar):
//   importCategoriesAction()                      → TActionResult<{ id, name, color, groupName, parentId }[]>
//   previewImportAction(ics)                      → TActionResult<TImportPreview>  (422 ics_malformed "Line N: …", ics_sub_daily, ics_too_many_events, ics_too_complex)
//   commitImportAction({ ics, category_id, uids }) → TActionResult<{ imported, skipped }>

/** The categories in the reader's language (the ASCA names translated, sub-categories as entered). */
export async function importCategoriesAction() {
  return runAction(
    async ({ db, actor }) => {
      const [t, list] = await Promise.all([getTranslations(CATEGORY_MESSAGES), listCategoriesFor(db, actor)]);
      return localizeCategories(t, list).map((c) => ({ id: c.id, name: c.name, color: c.color, groupName: c.groupName, parentId: c.parentId }));
    },
    { access: "calendar.event.write" },
  );
}

export async function previewImportAction(ics: string) {
  return runAction(({ db, actor, now }) => previewImport(db, actor, String(ics ?? ""), now), { access: "calendar.event.write" });
}

export async function commitImportAction(input: { ics: string; category_id: number; uids?: string[] }) {
  const result = await runAction(({ db, actor, now }) => commitImport(db, actor, String(input?.ics ?? ""), { category_id: input?.category_id, uids: input?.uids }, now), {
    access: "calendar.event.write",
  });
  if (result.ok) revalidatePath("/app/calendar");
  return result;
}
