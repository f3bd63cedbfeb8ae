"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { linkBaseOrNull } from "@/lib/admin-users/link-base";
import { grantAddon, revokeGrant } from "@/lib/addons/grants";
import { runAction } from "@/lib/http/action";
import { changeUser } from "./change-user";
import type { TUserChange } from "./user-schemas";

// The server actions of /app/admin/users/{id}: parse, call the one use-case, revalidate.

const pageOf = (id: unknown) => `/app/admin/users/${Number(id) || 0}`;

/** Role, edition, licence end, names; activate/deactivate; lock; the reset e-mail (audited). */
export async function changeUserAction(input: TUserChange) {
  const h = await headers();
  const result = await runAction(({ db, actor, now }) => changeUser(db, actor.user, input, { now, baseUrl: linkBaseOrNull(h) }), { access: "user.admin.write" });
  if (result.ok) {
    revalidatePath(pageOf(input?.id));
    revalidatePath("/app/users");
  }
  return result;
}

/** Grants this user an add-on until a day (audited, through the add-ons use-case). */
export async function grantUserAddonAction(input: { id: number; addon: string; until: string; note?: string }) {
  const result = await runAction(({ db, actor, now }) => grantAddon(db, actor.user, { addon: input?.addon, userIds: [input?.id], until: input?.until, note: input?.note ?? "" }, now), {
    access: "addon.write",
  });
  if (result.ok) {
    revalidatePath(pageOf(input?.id));
    revalidatePath("/app/addons");
  }
  return result;
}

/** Ends one of this user's add-on grants (audited). */
export async function revokeUserAddonAction(input: { id: number; grantId: number }) {
  const result = await runAction(({ db, actor, now }) => revokeGrant(db, actor.user, input?.grantId, now), { access: "addon.write" });
  if (result.ok) {
    revalidatePath(pageOf(input?.id));
    revalidatePath("/app/addons");
  }
  return result;
}
