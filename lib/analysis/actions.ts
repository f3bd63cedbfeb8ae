"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { runAction, type TActionResult } from "@/lib/http/action";
import { setDistrictPublished } from "./publish";

// The analysis page's server actions.
//   publishUseOfTimeAction(published) → TActionResult<{ leaid, published }>  (403 unless a manager/director of a district)

export async function publishUseOfTimeAction(published: unknown): Promise<TActionResult<{ leaid: string; published: boolean }>> {
  return runAction(
    async ({ db, actor }) => {
      const result = await setDistrictPublished(db, actor.user, z.boolean().parse(published));
      revalidatePath("/app/dashboard");
      revalidatePath(`/sd/${result.leaid}`);
      return result;
    },
    { access: "district.settings.write" },
  );
}
