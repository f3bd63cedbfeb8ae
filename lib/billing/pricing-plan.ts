// Which quantities a quote bills, from what the buyer asked for, what they already
// own and their role. Pure; runs in the browser as the user types.
import { BILLING_PRODUCTS } from "@/db/schema/billing-products";
import type { TBillingProduct, TOwnedGrant, TPricingBuyer, TQuantities } from "./types";

/** The products in the order the billing table shows them (the schema's list, from a module without tables, so this runs in the browser). */
export const PRICED_PRODUCTS = BILLING_PRODUCTS;

const LICENCE_TIERS = ["pro", "sw", "max"] as const satisfies readonly TBillingProduct[];
const ADD_ONS = PRICED_PRODUCTS.filter((p) => !(LICENCE_TIERS as readonly string[]).includes(p));

/** A quantity of 0 for every product. */
export function emptyQuantities(): TQuantities {
  return Object.fromEntries(PRICED_PRODUCTS.map((p) => [p, 0])) as TQuantities;
}

/** "role_id 2 and 6 request any quantity of each product" (rule 4); every other role buys one licence. */
export function isMultiQuantityRole(roleId: number): boolean {
  return roleId === 2 || roleId === 6;
}

/** "Negative quantities … become 0" (rule 11); quantities are whole numbers. */
export function cleanQuantity(q: unknown): number {
  if (typeof q !== "number" || !Number.isFinite(q) || q <= 0) return 0;
  return Math.floor(q);
}

function cleanQuantities(q: Partial<TQuantities> | null | undefined): TQuantities {
  const out = emptyQuantities();
  if (!q) return out;
  for (const p of PRICED_PRODUCTS) out[p] = cleanQuantity(q[p]);
  return out;
}

/**
 * "What the buyer already owns for the period" (rule 4): the seats of grants that start before the
 * period's end and run to it or later. Pure, so the page re-counts them for every end date the user
 * picks exactly as the server does when it prices the purchase.
 */
export function ownedThrough(grants: readonly TOwnedGrant[] | null, end: string): TQuantities | null {
  if (!grants) return null;
  const owned = emptyQuantities();
  for (const g of grants) if (g.product in owned && g.start < end && g.end >= end) owned[g.product] += cleanQuantity(g.quantity);
  return owned;
}

/**
 * "For users whose role_id is not 1, quantities come from a lookup of purchased orders
 * by date range … For role_id 1 the lookup is skipped."
 */
export function looksUpOwnedSeats(roleId: number): boolean {
  return roleId !== 1;
}

/**
 * "A product already purchased (count of 1) with no next-year period is set to 0;
 * otherwise it is set to the returned quantity." The count is what ownedThrough returns for the
 * period's end; the next-year period is a grant of that product that runs past the end.
 */
export function ownedSeatCount(count: number, hasNextYearPeriod: boolean): number {
  return count === 1 && !hasNextYearPeriod ? 0 : count;
}

/**
 * The seats a quote counts as already owned for the period ending `end`: ownedThrough, with the
 * count-of-1 rule per product. The page and the server both price with this (they agree).
 */
export function ownedForQuote(grants: readonly TOwnedGrant[] | null, end: string): TQuantities | null {
  const counts = ownedThrough(grants, end);
  if (!counts || !grants) return counts;
  const owned = emptyQuantities();
  for (const p of PRICED_PRODUCTS) {
    const nextYear = grants.some((g) => g.product === p && g.start < end && g.end > end);
    owned[p] = ownedSeatCount(counts[p], nextYear);
  }
  return owned;
}

/**
 * "What the plan includes costs nothing": the add-ons the plan rules tick for the
 * buyer whatever they choose — a trial's appointment add-on (a single-licence role, not SW). Rule 4
 * adds them and pricing bills them at 0, so the page, the PDF and the charge agree.
 */
export function includedProducts(buyer: TPricingBuyer): TBillingProduct[] {
  if (isMultiQuantityRole(buyer.roleId)) return [];
  return buyer.appId === 0 && !buyer.isSw ? ["appointment"] : [];
}

/**
 * Rule 4. Roles 2 and 6: any quantity, what is already owned for the period subtracted (never below
 * 0); choosing RAMP raises MAX to the RAMP count unless role 2 (raised before the subtraction, so
 * MAX seats already owned cover the RAMP seats). Every other role: one licence of PRO, SW or MAX
 * (the highest tier asked for wins: MAX > SW > PRO), add-ons 0/1, a trial with nothing chosen gets
 * MAX, RAMP forces MAX on and PRO/SW off, a trial (role ≠ 2, not SW) gets appointment 1; what they
 * own is not looked up.
 */
export function applyPlanRules(requested: TQuantities, owned: TQuantities | null, buyer: TPricingBuyer): TQuantities {
  const q = cleanQuantities(requested);

  if (isMultiQuantityRole(buyer.roleId)) {
    if (buyer.roleId !== 2 && q.rampAddon > q.max) q.max = q.rampAddon;
    const have = cleanQuantities(owned);
    for (const p of PRICED_PRODUCTS) q[p] = Math.max(0, q[p] - have[p]);
    return q;
  }
  // Role 1 skips the lookup: whatever is passed in, nothing owned is subtracted.
  const have = buyer.roleId === 1 ? emptyQuantities() : cleanQuantities(owned);

  const tier = q.max > 0 ? "max" : q.sw > 0 ? "sw" : q.pro > 0 ? "pro" : null;
  for (const t of LICENCE_TIERS) q[t] = t === tier ? 1 : 0;
  for (const a of ADD_ONS) q[a] = Math.min(1, q[a]);
  if (buyer.appId === 0 && tier === null) q.max = 1;
  if (q.rampAddon > 0) {
    q.max = 1;
    q.pro = 0;
    q.sw = 0;
  }
  // Every other role but 1 looks up what it owns too: an owned licence or add-on is not billed again.
  for (const p of PRICED_PRODUCTS) q[p] = Math.max(0, q[p] - have[p]);
  for (const p of includedProducts(buyer)) q[p] = 1;
  return q;
}
