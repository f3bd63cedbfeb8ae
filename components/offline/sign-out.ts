import { logoutAction } from "@/lib/auth/actions";
import { wipeDevice } from "./store";

/** Log out: what this device kept for offline use (queue, key, cached pages and names) goes first, even without a connection, then the session. */
export async function signOutAndWipe(): Promise<void> {
  await wipeDevice().catch(() => undefined);
  await logoutAction();
}
