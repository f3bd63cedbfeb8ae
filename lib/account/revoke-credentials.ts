import "server-only";
import type { TDbOrTx } from "@/db/client";
import { revokeAllSessions } from "@/lib/auth/sessions";
import { revokeFeedOf } from "@/lib/calendar/feed";
import type { TTokenPurpose } from "./rules";
import { revokeTokens } from "./tokens";

/** Every link or code that lets its holder in, or set a password, without the password. */
const CREDENTIAL_TOKENS: readonly TTokenPurpose[] = ["reset", "activate", "activation_code", "calendar"];

/**
 * When a password changes (by the user, or through a reset link) everything issued under the old
 * one stops working, in the caller's transaction: every session and API token, the outstanding
 * reset and activation links and codes, the calendar login links, and the calendar feed's secret
 * URL (the user issues a new one). An older reset link can therefore never undo the change.
 */
export async function revokeCredentials(tx: TDbOrTx, userId: number, now: Date): Promise<void> {
  await revokeAllSessions(tx, userId, now);
  for (const purpose of CREDENTIAL_TOKENS) await revokeTokens(tx, userId, purpose, now);
  await revokeFeedOf(tx, userId);
}
