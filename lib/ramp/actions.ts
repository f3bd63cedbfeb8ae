"use server";

import { revalidatePath } from "next/cache";
import { runAction, type TActionResult } from "@/lib/http/action";
import { saveRampComponent, type TRampSaved } from "./save-component";
import type { TRampPutBody } from "./schemas";

// The RAMP workspace's server action: the same use-case as PUT /api/v1/ramp/{type}.

export async function saveRampAction(type: string, input: TRampPutBody): Promise<TActionResult<TRampSaved>> {
  const result = await runAction(({ db, actor, now }) => saveRampComponent(db, actor, type, input, now), { access: "ramp.write" });
  if (result.ok) revalidatePath("/app/ramp", "layout");
  return result;
}
