import "server-only";
import { eq } from "drizzle-orm";
import type { TTx } from "@/db/client";
import { licenceGrants, users, type TOrderRow, type TUserRow } from "@/db/schema";
import { BILLING_PRODUCTS } from "@/db/schema/billing";
import { isMultiQuantityRole } from "./pricing";
import { loadOwned } from "./price-draft";
import { ADDON_PRODUCTS, type TAddonProduct } from "./schemas";
import type { TQuantities } from "./types";

// What an order grants: licence_grants rows per product, and the licence on the user record.

/** The user column of each add-on (the university add-on is `universityAddon`: `university` is the student flag). */
export const ADDON_COLUMNS = {
  outlookCal: "outlookCal",
  googleCal: "googleCal",
  appointment: "appointment",
  assessment: "assessment",
  survey: "survey",
  intership: "intership",
  sms: "sms",
  ib: "ib",
  rampAddon: "rampAddon",
  university: "universityAddon",
} as const satisfies Record<TAddonProduct, keyof TUserRow>;

export type TLicenceChange = {
  expires: string;
  appId: number;
  isSw: boolean;
  addons: Partial<Record<(typeof ADDON_COLUMNS)[TAddonProduct], true>>;
};

/**
 * The licence after an order (pure): expires is the later of the current end and the order's end;
 * MAX bought → AppID 2, else PRO bought → AppID 1, but a MAX licence that still runs is never
 * downgraded to PRO; a trial buying only SW becomes a licence holder (AppID 1); SW bought → isSW;
 * each add-on bought is switched on.
 */
export function licenceAfterOrder(user: Pick<TUserRow, "expires" | "appId" | "isSw">, quantities: TQuantities, end: string, today: string): TLicenceChange {
  const expires = end > user.expires ? end : user.expires;
  const maxRuns = user.appId === 2 && user.expires >= today;
  let appId = user.appId;
  if (quantities.max > 0) appId = 2;
  else if (quantities.pro > 0) appId = maxRuns ? 2 : 1;
  else if (quantities.sw > 0 && user.appId === 0) appId = 1;
  const addons: TLicenceChange["addons"] = {};
  for (const p of ADDON_PRODUCTS) if (quantities[p] > 0) addons[ADDON_COLUMNS[p]] = true;
  return { expires, appId, isSw: user.isSw || quantities.sw > 0, addons };
}

/** The add-ons a user holds, keyed by product. */
export function userAddons(user: TUserRow): Record<TAddonProduct, boolean> {
  return Object.fromEntries(ADDON_PRODUCTS.map((p) => [p, user[ADDON_COLUMNS[p]]])) as Record<TAddonProduct, boolean>;
}

/**
 * Inside the order's transaction: the grant rows, then the user's licence. For roles 2 and 6,
 * `licenses` becomes the PRO + SW + MAX seats held for the period (this order's and earlier ones
 * that run to its end). Returns the licence end before and after.
 */
export async function grantLicence(tx: TTx, order: TOrderRow, ctx: { now: Date; today: string; markUnpaidInvoice: boolean }): Promise<{ previousExpires: string; newExpires: string }> {
  const grants = BILLING_PRODUCTS.filter((p) => order.quantities[p] > 0).map((product) => ({
    orderId: order.id,
    userId: order.userId,
    product,
    quantity: order.quantities[product],
    start: order.start,
    end: order.end,
  }));
  if (grants.length > 0) await tx.insert(licenceGrants).values(grants);
  const [user] = await tx.select().from(users).where(eq(users.id, order.userId)).for("update").limit(1);
  const change = licenceAfterOrder(user, order.quantities, order.end, ctx.today);
  let licenses = user.licenses;
  if (isMultiQuantityRole(user.roleId)) {
    const held = await loadOwned(tx, user.id, order.end);
    licenses = held.pro + held.sw + held.max;
  }
  await tx
    .update(users)
    .set({
      expires: change.expires,
      appId: change.appId,
      isSw: change.isSw,
      ...change.addons,
      licenses,
      reNew: 0,
      // "invoiceDaysPass": days since the last unpaid invoice (a purchase order awaiting payment).
      ...(ctx.markUnpaidInvoice ? { lastInvoiceId: order.id, lastInvoiceAt: ctx.now } : {}),
      updatedAt: ctx.now,
    })
    .where(eq(users.id, user.id));
  return { previousExpires: user.expires, newExpires: change.expires };
}
