import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { confirmedPrincipalsOf } from "@/lib/principal-contacts/queries";
import { sameAddress } from "@/lib/principal-contacts/rules";

// Who the principal report may be e-mailed to. It carries the sender's own words under the app's
// name, so it goes to the sender's own address (to forward it), or to a principal on file who
// CONFIRMED, through the link sent to that address, that they are the principal of a school where
// the sender is an active member now (lib/principal-contacts). Nothing else: a pending, declined or
// removed principal, or any other address, is refused before anything is rendered or sent.

/** Whether `to` is the sender's own address or one of `confirmed` (the sender's confirmed principals). Pure. */
export function principalRecipientAllowed(senderEmail: string, to: string, confirmed: readonly { email: string }[]): boolean {
  return sameAddress(to, senderEmail) || confirmed.some((p) => sameAddress(p.email, to));
}

export const notARecipient = () =>
  new AppError("principal_address", "Send the report to your own address or to a principal on file who has confirmed (name your principal on the report page).", 422, "to");

/** Throws 422 principal_address unless the report of `sender` may go to `to`. */
export async function assertPrincipalRecipient(db: TDbOrTx, sender: Pick<TUserRow, "id" | "email">, to: string): Promise<void> {
  if (sameAddress(to, sender.email)) return;
  if (!principalRecipientAllowed(sender.email, to, await confirmedPrincipalsOf(db, sender.id))) throw notARecipient();
}
