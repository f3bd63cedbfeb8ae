"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { saveCarouselText } from "./carousel-text";
import type { TCarouselTextInput } from "./carousel-schema";

/** Saves the carousel's default slide text (admins; audited); the home page shows it on its next render. */
export async function saveCarouselTextAction(input: TCarouselTextInput) {
  const result = await runAction(({ db, actor, now }) => saveCarouselText(db, actor, input, now), {
    access: "help.content.write",
    revalidate: ["/app/settings"],
  });
  if (result.ok) revalidatePath("/", "layout");
  return result;
}
