"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { setMaintenance } from "./set-maintenance";

export type TMaintenanceState = { ok: boolean; message?: string } | null;

export async function setMaintenanceAction(_prev: TMaintenanceState, form: FormData): Promise<TMaintenanceState> {
  const result = await runAction(({ db, actor, now }) => setMaintenance(db, actor, { enabled: form.get("enabled") === "on", message: String(form.get("message") ?? "") }, now), {
    access: "system.maintenance",
  });
  revalidatePath("/app", "layout");
  return result.ok ? { ok: true } : { ok: false, message: result.error[0]?.message };
}
