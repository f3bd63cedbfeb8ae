"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { runAction } from "@/lib/http/action";
import { disconnectCalendar, syncStatuses } from "./sync-connection";
import { syncNow } from "./sync";

// The Google/Outlook part of the calendar's feed panel. Both act on the signed-in user's own
// connection only: there is no user id to pass.
//   syncNowAction(provider)          → TActionResult<{ result: TSyncResult, status: TSyncStatus | null }>
//                                      (409 not_connected, 409 reauth_required: connect again, 502 sync_failed)
//   disconnectCalendarAction(provider) → TActionResult<{ disconnected: boolean }>
// Connecting is a browser navigation to the sync route (the provider's consent screen), not an action.

const ZProvider = z.enum(["google", "outlook"], "Choose Google or Outlook.");

export async function syncNowAction(provider: string) {
  const result = await runAction(
    async ({ db, actor, now }) => {
      const p = ZProvider.parse(provider);
      const synced = await syncNow(db, actor, p, { now, fetchFn: fetch });
      return { result: synced, status: (await syncStatuses(db, actor.user.id))[p] ?? null };
    },
    { access: "calendar.sync" },
  );
  if (result.ok) revalidatePath("/app/calendar", "layout");
  return result;
}

export async function disconnectCalendarAction(provider: string) {
  const result = await runAction(({ db, actor }) => disconnectCalendar(db, actor, ZProvider.parse(provider), fetch), { access: "calendar.sync" });
  if (result.ok) revalidatePath("/app/calendar", "layout");
  return result;
}
