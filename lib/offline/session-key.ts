import "server-only";
import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/env";

/**
 * The key a device encrypts its offline entries with: derived from the server's secret and the
 * session id, so it is the same for the whole session and useless once the session is revoked
 * (the endpoint then answers 401 and the device wipes what it kept). It is never stored.
 */
export function offlineKeyOf(sessionId: string): string {
  return createHmac("sha256", authSecret()).update(`offline-queue-key:${sessionId}`).digest("base64url");
}
