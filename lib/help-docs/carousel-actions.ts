"use server";

import { assertCan } from "@/lib/auth/permissions";
import { revalidatePath } from "next/cache";
import { saveCarouselText } from "./carousel-text";
import type { TCarouselTextInput } from "./carousel-schema";
import { runHelpAction } from "./run-action";

/** Saves the carousel's default slide text (admins; audited); the home page shows it on its next render. */
export async function saveCarouselTextAction(input: TCarouselTextInput) {
  const result = await runHelpAction(async ({ db, actor, now }) => {
    assertCan(actor.user, "help.content.write");
    return saveCarouselText(db, actor, input, now);
  }, ["/app/settings"]);
  if (result.ok) revalidatePath("/", "layout");
  return result;
}
