import "server-only";
import type { TDb } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { holdsMaxLicence } from "@/lib/users/switch-edition";
import { accountQuoteContext } from "./account-context";
import { withMaxUpgrade } from "./max-upgrade";
import { BILLING_TIME_ZONE } from "./price-draft";
import type { TQuoteContext } from "./schemas";

/** The presets of the manager billing dialog: the quote page's 'max' and 'SW', and the MAX upgrade. */
export type TAccountPreset = "max" | "SW" | "upgrade";

/**
 * The manager billing dialog's quote with its preset. 'upgrade' (the edition switch's link,
 * /app/user/billing?upgrade=max) is MAX from today to the holder's current expiry, which prices the
 * MAX line at the upgrade price (rule 10); a holder who already holds a MAX licence, or cannot
 * upgrade (not a single PRO licence that still runs), gets the plain 'max' preset.
 */
export async function accountQuote(db: TDb, actor: TActor, input: { username?: string | null; preset?: TAccountPreset | null }, now: Date): Promise<TQuoteContext> {
  if (input.preset !== "upgrade") return accountQuoteContext(db, actor, { username: input.username, preset: input.preset }, now);
  const context = await accountQuoteContext(db, actor, { username: input.username, preset: "max" }, now);
  if (!context.user || (await holdsMaxLicence(db, { id: context.user.id, timezone: BILLING_TIME_ZONE }, now))) return context;
  return withMaxUpgrade(context);
}
