// The MAX upgrade the edition switch offers ("switch only to an edition the user's
// paid licence covers, and otherwise open the upgrade (70) in billing"). Pure: the quote context in,
// the context the "Renew or buy" dialog opens with out.
import { emptyQuantities, isMultiQuantityRole } from "./pricing-plan";
import type { TQuoteContext } from "./schemas";

/** What ?upgrade= asks the billing page for: 'max' (the edition switch's link) or nothing. */
export function upgradeFromQuery(value: string | null | undefined): "upgrade" | null {
  return value?.trim().toLowerCase() === "max" ? "upgrade" : null;
}

/**
 * Whether the buyer's licence can be upgraded to MAX at the upgrade price (rule 10: "Owning PRO and
 * buying MAX to the same expiry is an upgrade"): a single-licence PRO holder (not SW) whose licence
 * still runs after `start`.
 */
export function upgradeEnd(context: Pick<TQuoteContext, "buyer" | "user">, start: string): string | null {
  const { buyer, user } = context;
  if (!user || user.limited || isMultiQuantityRole(buyer.roleId)) return null;
  if (buyer.appId !== 1 || buyer.isSw || !buyer.expires || buyer.expires <= start) return null;
  return buyer.expires;
}

/**
 * The context of the 'max' preset, turned into the MAX upgrade for the holder's current licence
 * period: from today to the current expiry, MAX only (the add-ons they hold already run to that
 * end). The expiry is added to the end choices when it is not a 31 July, so the form keeps it.
 * Anyone who cannot upgrade keeps the plain MAX preset.
 */
export function withMaxUpgrade(context: TQuoteContext): TQuoteContext {
  const start = context.today;
  const end = upgradeEnd(context, start);
  if (!end) return context;
  const quantities = { ...emptyQuantities(), max: 1 };
  const endChoices = [...new Set([...context.endChoices.filter((e) => e > start), end])].sort();
  return { ...context, endChoices, defaults: { ...context.defaults, start, end, quantities } };
}
