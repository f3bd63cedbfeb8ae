import "server-only";
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { coupons, discountTiers, invoices, monthlyPromotions, orders, partners, productPrices, settings, users, type TUserRow } from "@/db/schema";
import { assertCan } from "@/lib/auth/permissions";
import type { TOrderFilter } from "./schemas";

// Reads of the billing back office; each checks that the acting user is an administrator.

export const ADMIN_PAGE_SIZE = 25;

/** The price book as the admin edits it: prices and labels, the MAX upgrade price, tiers, promotions. */
export async function getPriceBookAdmin(db: TDbOrTx, actor: TUserRow) {
  assertCan(actor, "billing.admin.prices");
  const [prices, [billing], tiers, promotions] = await Promise.all([
    db.select().from(productPrices).orderBy(asc(productPrices.sortOrder), asc(productPrices.product)),
    db.select({ value: settings.value }).from(settings).where(eq(settings.key, "billing")).limit(1),
    db.select({ minLicenceYears: discountTiers.minLicenceYears, percent: discountTiers.percent }).from(discountTiers).orderBy(asc(discountTiers.minLicenceYears)),
    db.select({ month: monthlyPromotions.month, discount: monthlyPromotions.discount, prorated: monthlyPromotions.prorated }).from(monthlyPromotions).orderBy(asc(monthlyPromotions.month)),
  ]);
  const value = (billing?.value ?? {}) as { maxUpgradeCents?: unknown };
  // Every month appears, even one missing from the table (it then has no promotion).
  const byMonth = new Map(promotions.map((p) => [p.month, p]));
  return {
    prices: prices.map((p) => ({ product: p.product, label: p.label, priceCents: p.priceCents, origPriceCents: p.origPriceCents, updatedAt: p.updatedAt })),
    maxUpgradeCents: typeof value.maxUpgradeCents === "number" ? value.maxUpgradeCents : 0,
    tiers,
    promotions: Array.from({ length: 12 }, (_, i) => byMonth.get(i + 1) ?? { month: i + 1, discount: 0, prorated: 0 }),
  };
}
export type TPriceBookAdmin = Awaited<ReturnType<typeof getPriceBookAdmin>>;

/** LIKE pattern for "contains `q`", with the wildcards of `q` taken literally. */
function contains(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The coupons, by code, with how often each was used (accounts signed up with it, orders placed with it). */
export async function listCoupons(db: TDbOrTx, actor: TUserRow, opts: { q?: string; page?: number } = {}) {
  assertCan(actor, "billing.admin.coupons");
  const page = Math.max(1, opts.page ?? 1);
  const where = opts.q ? or(ilike(coupons.code, contains(opts.q)), ilike(coupons.comment, contains(opts.q))) : undefined;
  const uses = sql<number>`(
    (select count(*) from ${users} where ${users.couponId} = ${coupons.id})
    + (select count(*) from ${orders} where lower(${orders.couponCode}) = lower(${coupons.code}))
  )::int`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: coupons.id,
        code: coupons.code,
        discount: coupons.discount,
        priceCents: coupons.priceCents,
        product: coupons.product,
        expires: coupons.expires,
        expires0731: coupons.expires0731,
        comment: coupons.comment,
        active: coupons.active,
        uses,
      })
      .from(coupons)
      .where(where)
      .orderBy(asc(coupons.code))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}
export type TCouponAdminRow = Awaited<ReturnType<typeof listCoupons>>["rows"][number];

/** The partners, by id. */
export async function listPartners(db: TDbOrTx, actor: TUserRow) {
  assertCan(actor, "billing.admin.partners");
  return db.select().from(partners).orderBy(asc(partners.id));
}
export type TPartnerAdminRow = Awaited<ReturnType<typeof listPartners>>[number];

/**
 * The orders, newest first: `q` finds a username, an email, a purchase-order number (contains) or
 * an invoice number (exact); `status` keeps one status.
 */
export async function listOrders(db: TDbOrTx, actor: TUserRow, filter: TOrderFilter) {
  assertCan(actor, "billing.admin.orders");
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.q) {
    const like = contains(filter.q);
    const matches = [ilike(users.username, like), ilike(users.email, like), ilike(orders.poNumber, like)];
    const digits = filter.q.replace(/^#/, "");
    if (/^\d{1,9}$/.test(digits)) matches.push(eq(invoices.number, Number(digits)));
    conditions.push(or(...matches)!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const page = filter.page;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        poNumber: orders.poNumber,
        amountDueCents: orders.amountDueCents,
        start: orders.start,
        end: orders.end,
        paidAt: orders.paidAt,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        invoiceNumber: invoices.number,
        invoicePaidOn: invoices.paidOn,
        invoiceEmailedAt: invoices.emailedAt,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).leftJoin(invoices, eq(invoices.orderId, orders.id)).where(where),
  ]);
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}
export type TOrderAdminRow = Awaited<ReturnType<typeof listOrders>>["rows"][number];
