"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { grantAddon, listAddonUsers, revokeGrant } from "./grants";
import type { TGrantAddonInput } from "./schemas";

/** Grants an add-on to the chosen users until a date (audited). */
export async function grantAddonAction(input: TGrantAddonInput) {
  const result = await runAction(({ db, actor, now }) => grantAddon(db, actor.user, input, now), { access: "addon.write" });
  if (result.ok) revalidatePath("/app/addons");
  return result;
}

/** Revokes one grant (audited). */
export async function revokeGrantAction(input: { id: number }) {
  const result = await runAction(({ db, actor, now }) => revokeGrant(db, actor.user, input?.id, now), { access: "addon.write" });
  if (result.ok) revalidatePath("/app/addons");
  return result;
}

/** The user picker of /app/addons/new (same as GET /api/v1/addon/users). */
export async function searchAddonUsersAction(input: { q: string; page?: number }) {
  return runAction(({ db, actor }) => listAddonUsers(db, actor.user, { q: input?.q ?? "", page: input?.page ?? 1 }), { access: "addon.read", license: "renewal" });
}
