"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { saveDistrictSettings } from "./save-district-settings";
import type { TDistrictSettingsInput } from "./schemas";

// The district settings form's server action: the use-case, then the pages that draw the target.
export async function saveDistrictSettingsAction(input: TDistrictSettingsInput) {
  const result = await runAction(({ db, actor, now }) => saveDistrictSettings(db, actor, input, now), { access: "district.settings.write" });
  if (result.ok) for (const p of ["/app/districtSettings", "/app/dashboard", "/app/categories", "/app/reports"]) revalidatePath(p);
  return result;
}
