"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { saveAdminSettings } from "./settings";
import type { TAdminSettingsInput } from "./settings-schemas";

/** /app/settings: saves the live training link, the email sender and the default trial length. */
export async function saveAdminSettingsAction(input: TAdminSettingsInput) {
  const result = await runAction(({ db, actor, now }) => saveAdminSettings(db, actor, input, now), { access: "system.maintenance" });
  if (result.ok) revalidatePath("/app/settings");
  return result;
}
