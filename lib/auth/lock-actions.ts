"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { actionError, type TActionResult } from "@/lib/http/action";
import { resolveActor } from "./current-user";
import { clientIp } from "./ip";
import { lockSession, unlockSession, unlockTarget } from "./lock";
import { signOut } from "./next-auth";
import { revokeSession } from "./sessions";

/** The user menu's "Lock screen": locks this browser session and shows /lock, back to this page after. */
export async function lockScreenAction(): Promise<void> {
  const h = await headers();
  let back = "/app";
  try {
    const referer = h.get("referer");
    if (referer) back = unlockTarget(new URL(referer).pathname);
  } catch {
    // A malformed referer: back to the app's home.
  }
  try {
    const actor = await resolveActor(h, new Date());
    await lockSession(await getDb(), actor, new Date());
  } catch {
    // Not signed in (or already locked): /lock sends each case where it belongs.
  }
  redirect(`/lock?callbackUrl=${encodeURIComponent(back)}`);
}

/** /lock: the password again; the same throttle as the login. Answers where to go next. */
export async function unlockScreenAction(input: { password: string; callbackUrl?: string | null }): Promise<TActionResult<{ next: string }>> {
  try {
    const h = await headers();
    const now = new Date();
    const actor = await resolveActor(h, now, { allowLocked: true });
    await unlockSession(await getDb(), actor, typeof input?.password === "string" ? input.password.slice(0, 200) : "", now, { ip: clientIp(h) });
    return { ok: true, data: { next: unlockTarget(input?.callbackUrl) } };
  } catch (error) {
    return actionError(error);
  }
}

/** "Not you?" on the lock screen: ends this locked session and signs out. */
export async function signOutLockedAction(): Promise<void> {
  try {
    const actor = await resolveActor(await headers(), new Date(), { allowLocked: true });
    await revokeSession(await getDb(), actor.sessionId, new Date());
  } catch {
    // No session left to end.
  }
  await signOut({ redirect: false });
  redirect("/");
}
