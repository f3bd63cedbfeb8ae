"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import type { TSchoolYear } from "./school-year-schemas";
import { updateSchoolYear } from "./update-school-year";

/** /app/user/dates: saves the signed-in user's school year. */
export async function updateSchoolYearAction(input: TSchoolYear) {
  const result = await runAction(({ db, actor, now }) => updateSchoolYear(db, actor, input, now), { license: "renewal" });
  if (result.ok) revalidatePath("/app/user/dates");
  return result;
}
