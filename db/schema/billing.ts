import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

export { BILLING_PRODUCTS, type TBillingProduct, type TQuantities } from "./billing-products";
import type { TBillingProduct, TQuantities } from "./billing-products";

// Unit prices per licence-year, edited by an admin. origPriceCents is the default a voided coupon restores.
export const productPrices = pgTable("product_prices", {
  product: varchar("product", { length: 16 }).$type<TBillingProduct>().primaryKey(),
  priceCents: integer("price_cents").notNull(),
  origPriceCents: integer("orig_price_cents").notNull(),
  label: text("label").notNull(),
  sortOrder: smallint("sort_order").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Quantity discount tiers: from minLicenceYears licence-years on, percent off (highest matching tier wins).
export const discountTiers = pgTable("discount_tiers", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  minLicenceYears: integer("min_licence_years").notNull().unique(),
  percent: smallint("percent").notNull(),
});

// Gapless counters (invoice numbers): incremented with UPDATE … RETURNING inside the order's transaction.
export const billingCounters = pgTable("billing_counters", {
  name: varchar("name", { length: 32 }).primaryKey(),
  value: integer("value").notNull(),
});

/** What a quote/order was priced at, frozen when it was saved (amounts in cents). */
export type TPricedSnapshot = {
  lines: { product: TBillingProduct; label: string; quantity: number; unitPriceCents: number; years: number; totalCents: number }[];
  years: number;
  spanYears: number;
  totalAmountCents: number;
  quantityDiscountPercent: number;
  quantityDiscountCents: number;
  proratedPercent: number;
  proratedDiscountCents: number;
  couponDiscountCents: number;
  discountTotalCents: number;
  totalAmountDueCents: number;
  couponNotValid: boolean;
};

/** Who the quote/invoice is addressed to (the billing form's contact block). */
export type TBillingContact = { name: string; school: string; zip: string; email: string; phone: string; state: string };

export const quotes = pgTable(
  "quotes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // The licence holder the quote is for; null for a visitor's quote without an account.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    contact: jsonb("contact").$type<TBillingContact>().notNull(),
    start: date("start", { mode: "string" }).notNull(),
    end: date("end", { mode: "string" }).notNull(),
    quantities: jsonb("quantities").$type<TQuantities>().notNull(),
    couponCode: varchar("coupon_code", { length: 64 }),
    partnerId: integer("partner_id"),
    includeFunding: boolean("include_funding").notNull().default(false),
    priced: jsonb("priced").$type<TPricedSnapshot>().notNull(),
    amountDueCents: integer("amount_due_cents").notNull(),
    locale: varchar("locale", { length: 2 }).notNull().default("en"),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    emailedTo: varchar("emailed_to", { length: 254 }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quotes_user_idx").on(t.userId), index("quotes_created_idx").on(t.createdAt)],
);

export const ORDER_STATUSES = ["pending", "paid", "awaiting_po", "declined", "failed"] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ["card", "po", "free"] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // The licence holder the order extends.
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    // A retried request or a double click with the same key returns the first order and never charges twice.
    idempotencyKey: varchar("idempotency_key", { length: 128 }).notNull(),
    status: varchar("status", { length: 16 }).$type<TOrderStatus>().notNull().default("pending"),
    paymentMethod: varchar("payment_method", { length: 8 }).$type<TPaymentMethod>().notNull(),
    // Processor ("stripe" or "test") and its reference; never card numbers.
    processor: varchar("processor", { length: 16 }),
    paymentRef: varchar("payment_ref", { length: 128 }),
    cardLast4: varchar("card_last4", { length: 4 }),
    poNumber: varchar("po_number", { length: 64 }),
    failureMessage: text("failure_message"),
    contact: jsonb("contact").$type<TBillingContact>().notNull(),
    start: date("start", { mode: "string" }).notNull(),
    end: date("end", { mode: "string" }).notNull(),
    quantities: jsonb("quantities").$type<TQuantities>().notNull(),
    couponCode: varchar("coupon_code", { length: 64 }),
    partnerId: integer("partner_id"),
    priced: jsonb("priced").$type<TPricedSnapshot>().notNull(),
    amountDueCents: integer("amount_due_cents").notNull(),
    // The licence before and after, for the confirmation and the audit.
    previousExpires: date("previous_expires", { mode: "string" }),
    newExpires: date("new_expires", { mode: "string" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_idx").on(t.userId, t.idempotencyKey),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_status_idx").on(t.status),
    check("orders_amount_nonneg", sql`${t.amountDueCents} >= 0`),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // Sequential and gapless, from billing_counters 'invoice'.
    number: integer("number").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    paidOn: date("paid_on", { mode: "string" }),
    emailedTo: varchar("emailed_to", { length: 254 }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invoices_order_idx").on(t.orderId)],
);

// What an order granted: seats per product for a period (a manager's seats count for that period).
export const licenceGrants = pgTable(
  "licence_grants",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    product: varchar("product", { length: 16 }).$type<TBillingProduct>().notNull(),
    quantity: integer("quantity").notNull(),
    start: date("start", { mode: "string" }).notNull(),
    end: date("end", { mode: "string" }).notNull(),
  },
  (t) => [index("licence_grants_user_idx").on(t.userId, t.end)],
);

// One kind per document; lib/pdf/renderers.ts looks the renderer up by kind.
export const PDF_KINDS = ["quote", "funding", "invoice", "lesson", "lesson_results", "survey", "smart_goal", "target", "report", "annual_conference", "student_export"] as const;
export type TPdfKind = (typeof PDF_KINDS)[number];

// Short-lived, unguessable links to a rendered PDF; removed ~1.8 s after opening or when they expire.
export const pdfLinks = pgTable(
  "pdf_links",
  {
    token: varchar("token", { length: 64 }).primaryKey(),
    kind: varchar("kind", { length: 24 }).$type<TPdfKind>().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    // The record a non-billing document renders (a lesson, a survey, a goal…) and what else its renderer needs.
    subjectId: integer("subject_id"),
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    locale: varchar("locale", { length: 2 }).notNull().default("en"),
    filename: varchar("filename", { length: 128 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pdf_links_expires_idx").on(t.expiresAt)],
);

export type TQuoteRow = typeof quotes.$inferSelect;
export type TOrderRow = typeof orders.$inferSelect;
export type TInvoiceRow = typeof invoices.$inferSelect;
