"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { saveDistrictSso } from "./save-district-sso";
import type { TSaveDistrictSso } from "./schemas";

// The district sign-in settings form's server action: the use-case, then the page afresh.
export async function saveDistrictSsoAction(input: TSaveDistrictSso) {
  const result = await runAction(({ db, actor, now }) => saveDistrictSso(db, actor, input, now), { access: "districtSso.write" });
  if (result.ok) revalidatePath("/app/districtSettings/sso");
  return result;
}
