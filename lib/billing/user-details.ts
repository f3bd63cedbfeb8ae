import "server-only";
import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { ROLE } from "@/lib/auth/roles";
import { licenceGrants, orders, users, type TUserRow } from "@/db/schema";
import { managesUser, type TBillingAccess } from "./access";
import { centsToDollars } from "./money";
import { loadOwned } from "./price-draft";
import { isMultiQuantityRole } from "./pricing";
import { quoteContextWithHolder } from "./queries";
import { verifyQuoteLink } from "./quote-link";
import type { TBillingProduct, TQuantities } from "./types";

// The spec-2 shaped answers of GET /api/v1/users/getUserDetails and GET
// /home/countPurchasedOrderByDateRange, built from the same functions as the quote page.

// billingPrice_<suffix> of the user details, per product.
const PRICE_SUFFIX: Record<TBillingProduct, string> = {
  max: "max",
  sw: "SW",
  pro: "pro",
  outlookCal: "outlookCal",
  googleCal: "calendar",
  appointment: "appointment",
  assessment: "assessment",
  survey: "survey",
  intership: "intership",
  sms: "sms",
  ib: "ib",
  rampAddon: "rampAddon",
  university: "university",
};

// total<…>Users of the user details (current counts).
const USERS_COUNT: Record<TBillingProduct, string> = {
  max: "totalScutaMAXUsers",
  sw: "totalScutaSWUsers",
  pro: "totalScutaPROUsers",
  appointment: "totalAppointmentUsers",
  assessment: "totalAssessmentUsers",
  survey: "totalSurveyUsers",
  intership: "totalIntershipUsers",
  sms: "totalSmsUsers",
  ib: "totalIbUsers",
  university: "totalUniversityUsers",
  rampAddon: "totalRampAddonUsers",
  outlookCal: "totalOutlookCalUsers",
  googleCal: "totalGoogleCalUsers",
};

// The purchased-order counts of GET /home/countPurchasedOrderByDateRange.
const ORDER_COUNT: Record<TBillingProduct, string> = {
  pro: "totalScutaPRO",
  sw: "totalScutaSW",
  max: "totalScutaMAX",
  outlookCal: "totalOutlookCal",
  googleCal: "totalGoogleCal",
  appointment: "totalAppointment",
  assessment: "totalAssessment",
  survey: "totalSurvey",
  intership: "totalIntership",
  sms: "totalSms",
  ib: "totalIb",
  rampAddon: "totalRampAddon",
  university: "totalUniversity",
};

/** A single-licence holder's current licence as counts: their plan and add-ons. */
function currentCounts(user: TUserRow, owned: TQuantities | null): Record<TBillingProduct, number> {
  if (owned) return owned;
  const flag = (b: boolean) => (b ? 1 : 0);
  return {
    max: flag(user.appId === 2),
    sw: flag(user.appId !== 2 && user.isSw),
    pro: flag(user.appId === 1 && !user.isSw),
    outlookCal: flag(user.outlookCal),
    googleCal: flag(user.googleCal),
    appointment: flag(user.appointment),
    assessment: flag(user.assessment),
    survey: flag(user.survey),
    intership: flag(user.intership),
    sms: flag(user.sms),
    ib: flag(user.ib),
    rampAddon: flag(user.rampAddon),
    university: flag(user.universityAddon),
  };
}

/**
 * GET /api/v1/users/getUserDetails: the quote page's user details with the spec's field names.
 * Email, phone, licence facts and the last order only for a caller who may read them; for a bare
 * username the name only; an unknown username answers the prices and dates with no user.
 */
export async function userDetailsForQuote(db: TDbOrTx, access: TBillingAccess, query: { username?: string; dialogType?: string; partnerID?: number }, now: Date): Promise<Record<string, unknown>> {
  const { context, holder } = await quoteContextWithHolder(db, access, query.username ?? null, { couponCode: query.dialogType ?? null, partnerId: query.partnerID ?? null }, now);
  const prices: Record<string, unknown> = {};
  for (const [product, suffix] of Object.entries(PRICE_SUFFIX) as [TBillingProduct, string][]) {
    const p = context.book.prices[product];
    prices[`billingPrice_${suffix}`] = centsToDollars(p.priceCents);
    prices[`billingPrice_${suffix}_origPrice`] = centsToDollars(p.origPriceCents);
    prices[`billingPrice_${suffix}_label`] = p.label;
  }
  const common = {
    dateDefualtFrom: context.defaults.start,
    dateDefaultTo: context.defaults.end,
    expirationYears: context.endChoices,
    startDates: context.startChoices,
    couponCode: context.defaults.coupon,
    showDiscoun10Row: isMultiQuantityRole(context.buyer.roleId) ? 1 : 0,
    mayPurchase: context.mayPurchase ? 1 : 0,
    ...prices,
  };
  const u = context.user;
  if (!u) return { ...common, id: null, username: null };
  if (!holder) {
    return { ...common, id: u.id, username: u.username, first_name: u.displayName, last_name: "", role_id: context.buyer.roleId, AppID: context.buyer.appId, isSW: 0 };
  }
  const counts = currentCounts(holder, context.owned);
  const [last] = await db.select({ contact: orders.contact }).from(orders).where(eq(orders.userId, holder.id)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(1);
  const flag = (b: boolean) => (b ? 1 : 0);
  return {
    ...common,
    id: holder.id,
    username: holder.username,
    first_name: holder.firstName,
    last_name: holder.lastName,
    email: holder.email,
    phone: holder.phone,
    zipcode: holder.zipcode,
    schoo_billing: holder.schoolName,
    state: holder.state,
    role_id: holder.roleId,
    AppID: holder.appId,
    expires: holder.expires,
    isSW: flag(holder.isSw),
    googleCal: flag(holder.googleCal),
    outlookCal: flag(holder.outlookCal),
    appointment: flag(holder.appointment),
    assessment: flag(holder.assessment),
    survey: flag(holder.survey),
    intership: flag(holder.intership),
    sms: flag(holder.sms),
    ib: flag(holder.ib),
    rampAddon: flag(holder.rampAddon),
    university: flag(holder.universityAddon),
    licenses: holder.licenses,
    // The licence-until date a purchase with the default end would give.
    updateLicenseUntil: context.defaults.end > holder.expires ? context.defaults.end : holder.expires,
    managerProratedDiscount: holder.managerProratedDiscount,
    lastOrder: last ? { name: last.contact.name, school: last.contact.school, zipCode: last.contact.zip, email: last.contact.email, phone: last.contact.phone, user_id: holder.id } : null,
    ...Object.fromEntries((Object.entries(USERS_COUNT) as [TBillingProduct, string][]).map(([p, key]) => [key, counts[p]])),
  };
}

/** Whether the caller may read this user's purchased seats: the user, their manager, an admin, or their quote link. */
export async function mayReadPurchases(db: TDbOrTx, access: TBillingAccess, userId: number, now: Date): Promise<TUserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const actor = access.actor?.user;
  if (actor && (actor.id === user.id || actor.roleId === ROLE.admin || (await managesUser(db, actor.id, user.id)))) return user;
  if (access.linkToken && verifyQuoteLink(user.username, access.linkToken, now)) return user;
  return null;
}

/**
 * GET /home/countPurchasedOrderByDateRange: the seats the user holds through `expires` (as the
 * quote subtracts them), with the 'L' copies, and whether they run past it into a later licence year.
 */
export async function purchasedOrderCounts(db: TDbOrTx, userId: number, expires: string): Promise<Record<string, number>> {
  const [owned, [reach]] = await Promise.all([
    loadOwned(db, userId, expires),
    db
      .select({ latest: sql<string | null>`max(${licenceGrants.end})` })
      .from(licenceGrants)
      .innerJoin(orders, eq(orders.id, licenceGrants.orderId))
      .where(and(eq(licenceGrants.userId, userId), gt(licenceGrants.end, expires), lt(licenceGrants.start, expires), inArray(orders.status, ["paid", "awaiting_po"]))),
  ]);
  return purchasedOrderAnswer(owned, !!reach?.latest);
}

function purchasedOrderAnswer(owned: TQuantities, runsPastExpires: boolean): Record<string, number> {
  const order: Record<string, number> = {};
  for (const [p, key] of Object.entries(ORDER_COUNT) as [TBillingProduct, string][]) {
    order[key] = owned[p];
    order[`${key}L`] = owned[p];
  }
  order.licensePeriodEndNextYear = runsPastExpires ? 1 : 0;
  return order;
}
