import "server-only";
import type { TDb } from "@/db/client";
import { activationProblem } from "./activate-account";
import type { TTokenStatus } from "./rules";
import { inspectToken } from "./tokens";

export type TLinkState = TTokenStatus | "mismatch" | "deactivated";

/** What the /forgot/{token} page shows before anything is typed. Reads only; uses nothing. */
export async function resetLinkState(db: TDb, token: string, now: Date): Promise<TLinkState> {
  return (await inspectToken(db, "reset", token, now)).status;
}

/** What the /activate/{token}/{username} page shows. */
export async function activationLinkState(db: TDb, token: string, username: string, now: Date): Promise<TLinkState> {
  const check = await activationProblem(db, token, username, now);
  if (!("error" in check)) return "valid";
  switch (check.error.code) {
    case "link_expired":
      return "expired";
    case "link_used":
      return "used";
    case "username_mismatch":
      return "mismatch";
    case "account_deactivated":
      return "deactivated";
    default:
      return "invalid";
  }
}
