import "server-only";
import { and, eq, gte, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { conferences, licenceGrants, orders, type TBillingContact, type TUserRow } from "@/db/schema";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { findCouponByCode, findPartnerById, type TPartnerView } from "@/lib/signup/queries";
import { isCouponUsable, isDiscountedConference } from "@/lib/signup/rules";
import { todayIn } from "@/lib/users/rules";
import { resolveBuyer, type TBillingAccess } from "./access";
import { loadPriceBook } from "./price-book";
import { emptyQuantities, looksUpOwnedSeats, ownedForQuote, ownedThrough, priceQuote, pricedToApi, type TPricedQuoteApi } from "./pricing";
import type { TBuyerConference, TQuoteDraft } from "./schemas";
import type { TOwnedGrant, TPriceBook, TPricedQuote, TPricingBuyer, TPricingCoupon, TQuantities } from "./types";

// Billing dates (coupon expiry, quote validity, start choices) are judged in US Eastern time.
export const BILLING_TIME_ZONE = "America/New_York";
// Partner 1111 brings no state.
const NO_STATE_PARTNER = 1111;

export const billingToday = (now: Date) => todayIn(BILLING_TIME_ZONE, now);

/** The pricing facts of someone without an account (or a bare username without rights): a trial user. */
export const VISITOR_BUYER: TPricingBuyer = { roleId: 1, appId: 0, isSw: false, expires: null, managerProratedDiscount: 0 };

export function buyerFacts(user: TUserRow): TPricingBuyer {
  return { roleId: user.roleId, appId: user.appId, isSw: user.isSw, expires: user.expires, managerProratedDiscount: user.managerProratedDiscount };
}

/** "Display name falls back to the username if first and last names are both empty." */
export function displayName(user: Pick<TUserRow, "firstName" | "lastName" | "username">): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/**
 * The grants of seats the user holds from paid or purchase-order orders that still run on `from`
 * (docs/pricing.md rule 4): the quote page counts them per end date with ownedThrough, as the server does.
 */
export async function loadOwnedGrants(db: TDbOrTx, userId: number, from: string): Promise<TOwnedGrant[]> {
  const rows = await db
    .select({ product: licenceGrants.product, quantity: licenceGrants.quantity, start: licenceGrants.start, end: licenceGrants.end })
    .from(licenceGrants)
    .innerJoin(orders, eq(orders.id, licenceGrants.orderId))
    .where(and(eq(licenceGrants.userId, userId), gte(licenceGrants.end, from), inArray(orders.status, ["paid", "awaiting_po"])));
  return rows.map((r) => ({ product: r.product, quantity: Number(r.quantity), start: r.start, end: r.end }));
}

/** The seats a quote for the period ending `end` counts as owned (ownedForQuote: the page counts the same). */
export async function loadOwnedForQuote(db: TDbOrTx, userId: number, end: string): Promise<TQuantities> {
  return ownedForQuote(await loadOwnedGrants(db, userId, end), end) ?? emptyQuantities();
}

/** Seats the user already holds through the period's end, per product (ownedThrough of their grants). */
export async function loadOwned(db: TDbOrTx, userId: number, end: string): Promise<TQuantities> {
  return ownedThrough(await loadOwnedGrants(db, userId, end), end) ?? emptyQuantities();
}

/**
 * The conference percent a buyer gets: "a conference coupon between 1 and 99
 * means discounted purchase" for the user who signed up through that conference, while
 * its conference pricing runs (its `expires`, e.g. "Conference pricing ends on 08/31/27").
 */
export async function buyerConference(db: TDbOrTx, user: TUserRow | null, today: string): Promise<TBuyerConference | null> {
  if (!user?.conferenceId) return null;
  const [row] = await db
    .select({ id: conferences.id, name: conferences.name, coupon: conferences.coupon, expires: conferences.expires })
    .from(conferences)
    .where(eq(conferences.id, user.conferenceId))
    .limit(1);
  if (!row || !isDiscountedConference(row.coupon) || (row.expires !== null && row.expires < today)) return null;
  return { id: row.id, name: row.name, discount: row.coupon };
}

/** A coupon as pricing sees it: nothing entered → null; unknown, inactive or expired → invalid. */
export async function pricingCoupon(db: TDbOrTx, code: string | null | undefined, now: Date): Promise<TPricingCoupon> {
  const value = code?.trim();
  if (!value) return null;
  const coupon = await findCouponByCode(db, value);
  if (!coupon || !isCouponUsable(coupon, billingToday(now))) return { status: "invalid", code: value };
  return { status: "valid", code: coupon.code, discount: coupon.discount, priceCents: coupon.priceCents, product: coupon.product };
}

export async function activePartner(db: TDbOrTx, id: number | null | undefined): Promise<TPartnerView | null> {
  return id ? findPartnerById(db, id) : null;
}

const EMPTY_CONTACT: TBillingContact = { name: "", school: "", zip: "", email: "", phone: "", state: "" };

/** The buyer's own contact (only for callers who may read it), overridden by what the form filled in. */
export function mergeContact(own: TUserRow | null, typed: Partial<TBillingContact> | undefined, partner: TPartnerView | null): TBillingContact {
  const base: TBillingContact = own ? { name: displayName(own), school: own.schoolName, zip: own.zipcode, email: own.email, phone: own.phone, state: own.state } : { ...EMPTY_CONTACT };
  const merged = { ...base };
  for (const key of Object.keys(EMPTY_CONTACT) as (keyof TBillingContact)[]) {
    const v = typed?.[key]?.trim();
    if (v) merged[key] = v;
  }
  // "The partner state is only applied when the partner id is not 1111."
  if (partner && partner.id !== NO_STATE_PARTNER && partner.state) merged.state = partner.state;
  return merged;
}

export type TPricedDraft = {
  priced: TPricedQuote;
  buyer: TUserRow | null;
  mayPurchase: boolean;
  mayReadContact: boolean;
  contact: TBillingContact;
  partner: TPartnerView | null;
  coupon: TPricingCoupon;
  book: TPriceBook;
};

/**
 * Prices a draft on the server: the price book, the buyer's facts (a visitor's when the caller has
 * no rights on the username), what they own for the period (roles 2 and 6), the coupon and the
 * partner. Whatever total a client sent is not even part of the draft: this is the price.
 */
export async function priceDraft(db: TDbOrTx, access: TBillingAccess, draft: TQuoteDraft, now: Date): Promise<TPricedDraft> {
  const [resolved, book, coupon, partner] = await Promise.all([
    resolveBuyer(db, access, draft.username ?? null, now),
    loadPriceBook(db),
    pricingCoupon(db, draft.coupon, now),
    activePartner(db, draft.partnerID),
  ]);
  const trusted = resolved.user && resolved.mayReadContact ? resolved.user : null;
  const buyer = trusted ? buyerFacts(trusted) : VISITOR_BUYER;
  // "For role_id 1 the lookup is skipped"; every other role's seats count as the page counts them.
  const [owned, conference] = await Promise.all([trusted && looksUpOwnedSeats(trusted.roleId) ? loadOwnedForQuote(db, trusted.id, draft.end) : null, buyerConference(db, trusted, billingToday(now))]);
  const priced = priceQuote({
    start: draft.start,
    end: draft.end,
    requested: draft.quantities,
    owned,
    buyer,
    coupon,
    partner: partner ? { id: partner.id, discount: partner.discount } : null,
    conference,
    book,
  });
  return {
    priced,
    buyer: resolved.user,
    mayPurchase: resolved.mayPurchase,
    mayReadContact: resolved.mayReadContact,
    contact: mergeContact(trusted, draft.contact, partner),
    partner,
    coupon,
    book,
  };
}

/**
 * The price as a client asks for it (POST /api/v1/quote/price, priceQuoteAction). A visitor who
 * enters a coupon is rate-limited by address, so prices cannot be used to guess coupon codes.
 */
export async function priceForClient(db: TDbOrTx, access: TBillingAccess, draft: TQuoteDraft, now: Date, clientIp: string): Promise<TPricedQuoteApi> {
  if (draft.coupon && !access.actor) await hitRateLimit(db, RATE_LIMITS.quotePriceCoupon, clientIp, now);
  return pricedToApi((await priceDraft(db, access, draft, now)).priced);
}
