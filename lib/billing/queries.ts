import "server-only";
import { desc, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { invoices, orders, schoolDistricts, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { notFound } from "@/lib/http/errors";
import { QUOTE_VARIANTS, SIGNUP_TAGS } from "@/lib/signup/dialogs";
import { findCouponByCode } from "@/lib/signup/queries";
import { managesUser, resolveBuyer, type TBillingAccess } from "./access";
import { runningLicenceEnd } from "./addon-period";
import { endChoices, renewalStart, startChoices } from "./dates";
import { paymentMode } from "./payment";
import { loadPriceBook } from "./price-book";
import { activePartner, billingToday, buyerConference, buyerFacts, displayName, loadOwnedGrants, VISITOR_BUYER } from "./price-draft";
import { applyPlanRules, emptyQuantities, isMultiQuantityRole, looksUpOwnedSeats, ownedForQuote } from "./pricing";
import { ADDON_PRODUCTS, type TAddonProduct, type TBillingHistoryRow, type TQuoteContext, type TQuoteContextUser } from "./schemas";
import type { TQuantities } from "./types";
import { showsSchoolDistrictFields } from "./quote-rules";

export type { TBillingHistoryRow, TQuoteContext } from "./schemas";

// The `code` segment of /newLicense/{username}/{code} that names a dialog, not a coupon.
const NOT_A_COUPON = new Set<string>(["0", "1", "2", "3", "4", "register", "max", "sw", ...QUOTE_VARIANTS, ...SIGNUP_TAGS].map((w) => w.toLowerCase()));

const USER_ADDON_COLUMN: Record<TAddonProduct, keyof TUserRow> = {
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
};

export function userAddons(user: TUserRow | null): Record<TAddonProduct, boolean> {
  return Object.fromEntries(ADDON_PRODUCTS.map((p) => [p, user ? user[USER_ADDON_COLUMN[p]] === true : false])) as Record<TAddonProduct, boolean>;
}

/** The school district of an AppID 3 or 4 holder (showSDfields), or null when the account names none. */
async function districtOf(db: TDbOrTx, leaid: string | null): Promise<{ leaid: string; name: string } | null> {
  if (!leaid) return null;
  const [row] = await db.select({ leaid: schoolDistricts.leaid, name: schoolDistricts.name }).from(schoolDistricts).where(eq(schoolDistricts.leaid, leaid)).limit(1);
  return row ?? null;
}

function contextUser(user: TUserRow, trusted: boolean): TQuoteContextUser {
  const base = { id: user.id, username: user.username, displayName: displayName(user) };
  if (!trusted) {
    // A bare username in a URL shows the name only: never the email, phone, school or licence.
    return { ...base, limited: true, roleId: VISITOR_BUYER.roleId, appId: VISITOR_BUYER.appId, isSw: false, expires: null, school: "", zipcode: "", state: "", addons: userAddons(null) };
  }
  return {
    ...base,
    limited: false,
    roleId: user.roleId,
    appId: user.appId,
    isSw: user.isSw,
    expires: user.expires,
    school: user.schoolName,
    zipcode: user.zipcode,
    state: user.state,
    email: user.email,
    phone: user.phone,
    addons: userAddons(user),
  };
}

/** The default end: the first choice, or for a licence that already runs to it, the first choice after the licence. */
export function defaultEnd(choices: string[], currentExpires: string | null): string {
  const first = choices[0] ?? "";
  if (!currentExpires || !first || currentExpires < first) return first;
  return choices.find((c) => c > currentExpires) ?? choices[choices.length - 1];
}

/**
 * The quantities the page opens with: a 'max' or 'SW' preset; else a renewing single-licence
 * holder keeps their licence and add-ons; else the plan rules on nothing (a trial gets MAX…).
 */
export function defaultQuantities(buyer: TQuoteContext["buyer"], preset: "max" | "SW" | null | undefined, current: TUserRow | null): TQuantities {
  const q = emptyQuantities();
  if (preset === "max") return { ...q, max: 1 };
  if (preset === "SW") return { ...q, sw: 1 };
  if (current && !isMultiQuantityRole(buyer.roleId) && buyer.appId > 0) {
    if (buyer.appId === 2) q.max = 1;
    else if (buyer.isSw) q.sw = 1;
    else q.pro = 1;
    const addons = userAddons(current);
    for (const p of ADDON_PRODUCTS) if (addons[p]) q[p] = 1;
  }
  return applyPlanRules(q, null, buyer);
}

/** The coupon a `code` URL segment names: only when it is not a dialog word and such a coupon exists. */
async function couponFromCode(db: TDbOrTx, code: string | null | undefined): Promise<string> {
  const value = code?.trim() ?? "";
  if (!value || NOT_A_COUPON.has(value.toLowerCase())) return "";
  const coupon = await findCouponByCode(db, value);
  return coupon?.code ?? "";
}

/**
 * What the quote page (/newLicense/{username}/{code}, /newLicensePartner/…) and the manager billing
 * dialog need. A bare username without rights still gets a working page, with the name only: no
 * email, phone, licence or owned seats, priced as a visitor, and no purchase. An unknown username is
 * an anonymous quote (user null).
 */
export async function getQuoteContext(db: TDbOrTx, access: TBillingAccess, username: string | null, opts: TQuoteContextOptions, now: Date): Promise<TQuoteContext> {
  return (await quoteContextWithHolder(db, access, username, opts, now)).context;
}

export type TQuoteContextOptions = { partnerId?: number | null; couponCode?: string | null; preset?: "max" | "SW" | null };

/** getQuoteContext, plus the licence holder's row when the caller may read it (null otherwise). */
export async function quoteContextWithHolder(
  db: TDbOrTx,
  access: TBillingAccess,
  username: string | null,
  opts: TQuoteContextOptions,
  now: Date,
): Promise<{ context: TQuoteContext; holder: TUserRow | null }> {
  const today = billingToday(now);
  const [resolved, book, partner, coupon] = await Promise.all([resolveBuyer(db, access, username, now), loadPriceBook(db), activePartner(db, opts.partnerId), couponFromCode(db, opts.couponCode)]);
  const trusted = resolved.user && resolved.mayReadContact ? resolved.user : null;
  const buyer = trusted ? buyerFacts(trusted) : VISITOR_BUYER;
  // "A renewal starts the day after the current licence ends": the page, the dialog and the charge
  // all price from that start, never months already paid for. It is the named holder's start even
  // when the page may not read their account, so the same person is quoted the same period signed
  // in and signed out (only the start shows, never the account).
  const start = renewalStart(today, resolved.user);
  const starts = startChoices(today, start);
  const ends = endChoices(start, today);
  const end = defaultEnd(ends, resolved.user?.expires ?? null);
  const [ownedGrants, conference] = await Promise.all([trusted && looksUpOwnedSeats(trusted.roleId) ? loadOwnedGrants(db, trusted.id, today) : null, buyerConference(db, trusted, today)]);
  const context: TQuoteContext = {
    book,
    buyer,
    owned: end ? ownedForQuote(ownedGrants, end) : null,
    ownedGrants,
    conference,
    user: resolved.user ? { ...contextUser(resolved.user, !!trusted), ...(trusted && showsSchoolDistrictFields(trusted.appId) ? { district: await districtOf(db, trusted.leaid) } : {}) } : null,
    mayPurchase: !!resolved.user && resolved.mayPurchase,
    startChoices: starts,
    endChoices: ends,
    licenceEnd: runningLicenceEnd(trusted, today),
    defaults: { start, end, quantities: defaultQuantities(buyer, opts.preset, trusted), coupon },
    partner: partner ? { id: partner.id, name: partner.name, discount: partner.discount, state: partner.state } : null,
    paymentMode: paymentMode(),
    today,
  };
  return { context, holder: trusted };
}

/** Whether the actor may see this user's billing: the user, their manager, or an admin. */
export async function mayReadBilling(db: TDbOrTx, actor: TActor, userId: number): Promise<boolean> {
  return actor.user.id === userId || actor.user.roleId === ROLE.admin || (await managesUser(db, actor.user.id, userId));
}

/** The orders and invoices of a user (newest first), for the user, their manager or an admin; else 404. */
export async function listBillingHistory(db: TDbOrTx, actor: TActor, userId: number): Promise<TBillingHistoryRow[]> {
  if (!(await mayReadBilling(db, actor, userId))) throw notFound("This user does not exist or you may not see their billing.");
  const rows = await db
    .select({ order: orders, invoice: invoices })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(({ order: o, invoice: i }) => ({
    orderId: o.id,
    quoteId: o.quoteId,
    status: o.status,
    paymentMethod: o.paymentMethod,
    cardLast4: o.cardLast4,
    poNumber: o.poNumber,
    start: o.start,
    end: o.end,
    quantities: o.quantities,
    amountDueCents: o.amountDueCents,
    previousExpires: o.previousExpires,
    newExpires: o.newExpires,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    invoiceNumber: i?.number ?? null,
    invoiceIssuedOn: i?.issuedOn ?? null,
    invoicePaidOn: i?.paidOn ?? null,
    invoiceEmailedTo: i?.emailedTo ?? null,
  }));
}
